import java.util.*;
import java.util.concurrent.*;

public class JucInvokeAll {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Callable<String>> tasks = new ArrayList<Callable<String>>();
        for (int i = 0; i < 10; i++) {
            final int id = i;
            tasks.add(new Callable<String>() {
                public String call() throws Exception {
                    if (id == 7) throw new Exception("seven");
                    StringBuilder sb = new StringBuilder();
                    for (int k = 0; k <= id; k++) sb.append((char) ('a' + k));
                    return sb.toString();
                }
            });
        }
        List<Future<String>> res = pool.invokeAll(tasks);
        for (Future<String> f : res) {
            try {
                System.out.println(f.isDone() + " " + f.get());
            } catch (ExecutionException e) {
                System.out.println(f.isDone() + " failed: " + e.getCause().getMessage());
            }
        }
        List<Callable<Integer>> one = new ArrayList<Callable<Integer>>();
        one.add(new Callable<Integer>() {
            public Integer call() {
                return 42;
            }
        });
        System.out.println("invokeAny " + pool.invokeAny(one));
        List<Future<Integer>> timed = pool.invokeAll(one, 10, TimeUnit.SECONDS);
        System.out.println("timed " + timed.get(0).get());
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println("done " + pool.isTerminated());
    }
}
