import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class LambdaCompletableSync {
    public static void main(String[] args) throws Exception {
        CompletableFuture<Integer> a = CompletableFuture.completedFuture(20);
        CompletableFuture<String> s = a.thenApply(x -> x + 1).thenApply(x -> "v" + x);
        System.out.println(s.join() + " " + s.isDone() + " " + s.get() + " " + s.getNow("none"));
        CompletableFuture<Integer> manual = new CompletableFuture<>();
        List<String> log = new ArrayList<>();
        CompletableFuture<Void> acc = manual.thenAccept(v -> log.add("accept " + v));
        CompletableFuture<Integer> comb = manual.thenCombine(a, (x, y) -> x * y);
        CompletableFuture<Void> run = manual.thenRun(() -> log.add("run"));
        System.out.println(manual.isDone() + " " + manual.getNow(-1) + " " + manual.getNumberOfDependents());
        System.out.println(manual.complete(3) + " " + manual.complete(4) + " " + log + " " + comb.join() + " " + acc.join() + " " + run.isDone());
        CompletableFuture<Integer> fail = new CompletableFuture<>();
        CompletableFuture<Integer> dep = fail.thenApply(x -> x + 1);
        CompletableFuture<Integer> rec = dep.exceptionally(t -> { log.add("exc " + t.getClass().getSimpleName() + " " + t.getCause().getMessage()); return -1; });
        CompletableFuture<String> h = fail.handle((v, t) -> "handled " + v + " " + (t == null ? null : t.getClass().getSimpleName()));
        fail.completeExceptionally(new IllegalStateException("bad"));
        System.out.println(rec.join() + " " + h.join() + " " + log + " " + fail.isCompletedExceptionally() + " " + dep.isCompletedExceptionally());
        try {
            dep.join();
        } catch (CompletionException e) {
            System.out.println("join: " + e.getCause());
        }
        try {
            fail.join();
        } catch (CompletionException e) {
            System.out.println("join direct: " + e.getMessage());
        }
        try {
            dep.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e.getCause());
        }
        CompletableFuture<Integer> thrower = a.thenApply(x -> { throw new ArithmeticException("div"); });
        CompletableFuture<Integer> wc = thrower.whenComplete((v, t) -> log.add("when " + v + " " + t.getClass().getSimpleName()));
        try {
            wc.join();
        } catch (CompletionException e) {
            System.out.println("when: " + e.getCause().getMessage());
        }
        CompletableFuture<String> composed = a.thenCompose(x -> CompletableFuture.completedFuture("c" + x));
        System.out.println(composed.join());
        CompletableFuture<Void> all = CompletableFuture.allOf(a, composed, comb);
        System.out.println(all.isDone() + " " + all.join());
        CompletableFuture<Void> allBad = CompletableFuture.allOf(a, fail);
        System.out.println(allBad.isCompletedExceptionally());
        CompletableFuture<Integer> cancel = new CompletableFuture<>();
        System.out.println(cancel.cancel(true) + " " + cancel.isCancelled() + " " + cancel.isCompletedExceptionally());
        try {
            cancel.join();
        } catch (CancellationException e) {
            System.out.println("cancelled");
        }
        try {
            new CompletableFuture<String>().get(1, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timeout");
        }
        CompletableFuture<String> either = new CompletableFuture<String>();
        CompletableFuture<String> e2 = either.applyToEither(CompletableFuture.completedFuture("fast"), x -> x + "!");
        System.out.println(e2.join());
        System.out.println(log);
        AtomicInteger counter = new AtomicInteger();
        CompletableFuture<Integer> chain = CompletableFuture.completedFuture(1);
        for (int i = 0; i < 10; i++) chain = chain.thenApply(x -> x * 2).whenComplete((v, t) -> counter.incrementAndGet());
        System.out.println(chain.join() + " " + counter.get());
    }
}
