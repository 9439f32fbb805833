import java.util.*;
import java.util.concurrent.*;

public class JucFixedPoolFutures {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Long>> fs = new ArrayList<Future<Long>>();
        for (int i = 1; i <= 20; i++) {
            final int n = i;
            fs.add(pool.submit(new Callable<Long>() {
                public Long call() {
                    long s = 0;
                    for (int k = 1; k <= n * 1000; k++) s += k;
                    return s;
                }
            }));
        }
        long total = 0;
        for (int i = 0; i < fs.size(); i++) {
            long v = fs.get(i).get();
            total += v;
            System.out.println("task " + (i + 1) + " = " + v + " done=" + fs.get(i).isDone());
        }
        System.out.println("total " + total);
        Future<?> r = pool.submit(new Runnable() {
            public void run() {
            }
        });
        System.out.println("runnable result " + r.get());
        Future<String> withResult = pool.submit(new Runnable() {
            public void run() {
            }
        }, "fixed");
        System.out.println("runnable with result " + withResult.get());
        Future<Object> failing = pool.submit(new Callable<Object>() {
            public Object call() {
                throw new IllegalStateException("task failed");
            }
        });
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException cause: " + e.getCause());
        }
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(10, TimeUnit.SECONDS) + " " + pool.isShutdown() + " " + pool.isTerminated());
        try {
            pool.execute(new Runnable() {
                public void run() {
                }
            });
        } catch (RejectedExecutionException e) {
            System.out.println("rejected after shutdown");
        }
    }
}
