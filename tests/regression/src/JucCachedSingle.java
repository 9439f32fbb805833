import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class JucCachedSingle {
    public static void main(String[] args) throws Exception {
        ExecutorService single = Executors.newSingleThreadExecutor();
        final List<Integer> order = Collections.synchronizedList(new ArrayList<Integer>());
        for (int i = 0; i < 50; i++) {
            final int n = i;
            single.execute(new Runnable() {
                public void run() {
                    order.add(n);
                }
            });
        }
        single.shutdown();
        single.awaitTermination(10, TimeUnit.SECONDS);
        boolean inOrder = true;
        for (int i = 0; i < order.size(); i++) if (order.get(i) != i) inOrder = false;
        System.out.println("single executor ran " + order.size() + " tasks in order: " + inOrder);

        ExecutorService cached = Executors.newCachedThreadPool();
        final AtomicInteger sum = new AtomicInteger();
        final CountDownLatch done = new CountDownLatch(30);
        for (int i = 1; i <= 30; i++) {
            final int n = i;
            cached.execute(new Runnable() {
                public void run() {
                    sum.addAndGet(n);
                    done.countDown();
                }
            });
        }
        done.await();
        System.out.println("cached sum " + sum.get());
        Future<String> f = cached.submit(new Callable<String>() {
            public String call() {
                return Thread.currentThread().getName().startsWith("pool-") ? "pool thread" : "other";
            }
        });
        System.out.println(f.get());
        cached.shutdown();
        System.out.println("cached terminated " + cached.awaitTermination(10, TimeUnit.SECONDS));
    }
}
