import java.util.*;
import java.util.concurrent.*;

// Default thread names ("Thread-N", "pool-N-thread-M", "ForkJoinPool-N-
// worker-M") and the default uncaught-exception handler are one per JVM,
// even when the threads that create the threads, pools and handler run
// on other nodes of a cluster.
public class ThrNamesCluster {
    static final List<String> names = Collections.synchronizedList(new ArrayList<>());

    public static void main(String[] args) throws Exception {
        for (int k = 0; k < 3; k++) {
            final int id = k;
            Thread maker = new Thread(() -> {
                Thread inner = new Thread(() -> { });
                names.add("maker " + id + " made " + inner.getName());
                ExecutorService ex = Executors.newSingleThreadExecutor();
                try {
                    names.add("maker " + id + " pool thread " + ex.submit(() -> Thread.currentThread().getName()).get());
                } catch (Exception e) {
                    names.add("maker " + id + ": " + e);
                }
                ex.shutdown();
                ForkJoinPool fj = new ForkJoinPool(1);
                final String[] fjName = new String[1];
                final CountDownLatch ran = new CountDownLatch(1);
                fj.execute(() -> {
                    fjName[0] = Thread.currentThread().getName();
                    ran.countDown();
                });
                try {
                    ran.await();
                    names.add("maker " + id + " fork/join thread " + fjName[0].replaceAll("-worker-[0-9]+$", "-worker-*"));
                } catch (InterruptedException e) {
                    names.add("maker " + id + ": " + e);
                }
                fj.shutdown();
            });
            maker.start();
            maker.join();
            names.add("main made " + maker.getName());
        }
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> names.add("default handler got " + e.getMessage() + " from " + t.getName()));
        for (int k = 0; k < 2; k++) {
            final int id = k;
            Thread setter = new Thread(() -> {
                Thread.UncaughtExceptionHandler h = Thread.getDefaultUncaughtExceptionHandler();
                names.add("thread " + id + " sees a default handler: " + (h != null));
                throw new IllegalStateException("boom " + id);
            }, "thrower-" + k);
            setter.start();
            setter.join();
        }
        Thread last = new Thread(() -> { });
        names.add("last " + last.getName());
        synchronized (names) {
            for (String s : names)
                System.out.println(s);
        }
    }
}
