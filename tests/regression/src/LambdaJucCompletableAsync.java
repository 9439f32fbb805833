import java.util.*;
import java.util.concurrent.*;
import java.util.stream.*;

public class LambdaJucCompletableAsync {
    public static void main(String[] args) throws Exception {
        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> 6);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> 7);
        CompletableFuture<Integer> prod = a.thenCombine(b, (x, y) -> x * y);
        System.out.println("product " + prod.get());
        CompletableFuture<String> chain = CompletableFuture.supplyAsync(() -> "hello")
            .thenApplyAsync(s -> s + " world")
            .thenApply(String::toUpperCase);
        System.out.println(chain.join());
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        CompletableFuture<Void> acc = chain.thenAccept(s -> seen.add(s.toLowerCase()));
        acc.join();
        System.out.println(seen);
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<CompletableFuture<Integer>> parts = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            final int n = i;
            parts.add(CompletableFuture.supplyAsync(() -> n * n, pool));
        }
        CompletableFuture.allOf(parts.toArray(new CompletableFuture[0])).join();
        int sum = 0;
        for (CompletableFuture<Integer> p : parts) sum += p.join();
        System.out.println("sum of squares " + sum);
        CompletableFuture<Void> r = CompletableFuture.runAsync(() -> seen.add("ran"), pool);
        r.get(10, TimeUnit.SECONDS);
        System.out.println(seen);
        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(() -> {
            if (parts.size() > 0) throw new IllegalArgumentException("nope");
            return 1;
        }, pool);
        System.out.println(failing.handle((v, t) -> t == null ? "ok" : "handled " + t.getCause().getMessage()).join());
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e.getCause());
        }
        CompletableFuture<String> composed = CompletableFuture.supplyAsync(() -> 5, pool)
            .thenCompose(x -> CompletableFuture.supplyAsync(() -> "v" + (x + 1), pool));
        System.out.println(composed.get());
        CompletableFuture<Integer> manual = new CompletableFuture<>();
        pool.execute(() -> manual.complete(99));
        System.out.println("manual " + manual.get());
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
    }
}
