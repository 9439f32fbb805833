import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class JucPoolConfig {
    public static void main(String[] args) throws Exception {
        final AtomicInteger made = new AtomicInteger();
        ThreadFactory tf = new ThreadFactory() {
            public Thread newThread(Runnable r) {
                Thread t = new Thread(r, "custom-" + made.incrementAndGet());
                return t;
            }
        };
        final List<String> hooks = Collections.synchronizedList(new ArrayList<String>());
        ThreadPoolExecutor tpe = new ThreadPoolExecutor(2, 2, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<Runnable>(2), tf) {
            protected void terminated() {
                hooks.add("terminated");
            }
        };
        final CountDownLatch release = new CountDownLatch(1);
        final CountDownLatch running = new CountDownLatch(2);
        for (int i = 0; i < 4; i++) {
            tpe.execute(new Runnable() {
                public void run() {
                    running.countDown();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        System.out.println("interrupted");
                    }
                }
            });
        }
        running.await();
        System.out.println("pool " + tpe.getPoolSize() + " active " + tpe.getActiveCount() + " queued " + tpe.getQueue().size());
        try {
            tpe.execute(new Runnable() {
                public void run() {
                }
            });
        } catch (RejectedExecutionException e) {
            System.out.println("rejected when saturated");
        }
        tpe.setRejectedExecutionHandler(new ThreadPoolExecutor.CallerRunsPolicy());
        final String[] where = new String[1];
        tpe.execute(new Runnable() {
            public void run() {
                where[0] = Thread.currentThread().getName();
            }
        });
        System.out.println("caller ran it: " + where[0]);
        tpe.setRejectedExecutionHandler(new ThreadPoolExecutor.DiscardPolicy());
        tpe.execute(new Runnable() {
            public void run() {
                System.out.println("discarded task ran");
            }
        });
        release.countDown();
        tpe.shutdown();
        System.out.println("awaited " + tpe.awaitTermination(10, TimeUnit.SECONDS) + " completed " + tpe.getCompletedTaskCount() + " threads made " + made.get());
        System.out.println(hooks + " core " + tpe.getCorePoolSize() + " max " + tpe.getMaximumPoolSize());
        ExecutorService now = Executors.newFixedThreadPool(1);
        final CountDownLatch started = new CountDownLatch(1);
        final boolean[] interrupted = new boolean[1];
        now.execute(new Runnable() {
            public void run() {
                started.countDown();
                try {
                    Thread.sleep(10000);
                } catch (InterruptedException e) {
                    interrupted[0] = true;
                }
            }
        });
        for (int i = 0; i < 3; i++) {
            now.execute(new Runnable() {
                public void run() {
                }
            });
        }
        started.await();
        List<Runnable> pending = now.shutdownNow();
        System.out.println("pending " + pending.size());
        System.out.println("terminated " + now.awaitTermination(10, TimeUnit.SECONDS) + " worker interrupted " + interrupted[0]);
    }
}
