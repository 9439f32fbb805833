import java.util.*;
import java.util.concurrent.*;

public class JucCompletionService {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        CompletionService<Integer> cs = new ExecutorCompletionService<Integer>(pool);
        for (int i = 1; i <= 12; i++) {
            final int n = i;
            cs.submit(new Callable<Integer>() {
                public Integer call() {
                    int f = 1;
                    for (int k = 2; k <= n; k++) f *= k;
                    return f;
                }
            });
        }
        List<Integer> results = new ArrayList<Integer>();
        for (int i = 0; i < 12; i++) results.add(cs.take().get());
        Collections.sort(results);
        System.out.println(results);
        System.out.println("poll empty " + cs.poll());
        final Object gate = new Object();
        final boolean[] open = new boolean[1];
        Future<String> blocked = pool.submit(new Callable<String>() {
            public String call() throws Exception {
                synchronized (gate) {
                    while (!open[0]) gate.wait();
                }
                return "released";
            }
        });
        try {
            blocked.get(10, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timed out while blocked, done=" + blocked.isDone());
        }
        synchronized (gate) {
            open[0] = true;
            gate.notifyAll();
        }
        System.out.println(blocked.get());
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println("completed " + ((ThreadPoolExecutor) pool).getCompletedTaskCount() + " largest <= 4 " + (((ThreadPoolExecutor) pool).getLargestPoolSize() <= 4));
    }
}
