// release8: skip (orTimeout, completeOnTimeout and delayedExecutor are Java 9 API)
import java.util.*;
import java.util.concurrent.*;
import java.util.function.*;

public class ConcCfTimeout {
    static void p(Object o) { System.out.println(o); }

    static String outcome(CompletableFuture<?> f) {
        try {
            return "value " + f.join();
        } catch (CompletionException e) {
            return "CompletionException cause " + e.getCause().getClass().getName();
        } catch (CancellationException e) {
            return "CancellationException";
        }
    }

    public static void main(String[] args) throws Exception {
        CompletableFuture<String> never = new CompletableFuture<String>();
        CompletableFuture<String> r = never.orTimeout(50, TimeUnit.MILLISECONDS);
        p("same future " + (r == never));
        p("orTimeout: " + outcome(never) + " exceptionally " + never.isCompletedExceptionally());
        try {
            never.get();
        } catch (ExecutionException e) {
            p("get: ExecutionException cause " + e.getCause().getClass().getName());
        }
        CompletableFuture<String> dflt = new CompletableFuture<String>();
        p("completeOnTimeout: " + outcome(dflt.completeOnTimeout("default", 50, TimeUnit.MILLISECONDS)) + " " + dflt.isCompletedExceptionally());
        p("already done: " + outcome(CompletableFuture.completedFuture("early").orTimeout(1, TimeUnit.MILLISECONDS))
            + " / " + outcome(CompletableFuture.completedFuture("early").completeOnTimeout("late", 1, TimeUnit.MILLISECONDS)));

        // Completed in time by another thread: the timeout loses.
        final CompletableFuture<String> racing = new CompletableFuture<String>();
        racing.orTimeout(20, TimeUnit.SECONDS);
        final CompletableFuture<String> racing2 = new CompletableFuture<String>();
        racing2.completeOnTimeout("too late", 20, TimeUnit.SECONDS);
        Thread t = new Thread() {
            public void run() {
                racing.complete("in time");
                racing2.complete("in time too");
            }
        };
        t.start();
        t.join();
        p("raced: " + outcome(racing) + " / " + outcome(racing2));
        Thread.sleep(100);
        p("still: " + outcome(racing) + " / " + outcome(racing2));

        // A chain: timeout handled downstream.
        CompletableFuture<Integer> chain = new CompletableFuture<Integer>();
        CompletableFuture<String> handled = chain.orTimeout(30, TimeUnit.MILLISECONDS).handle(new BiFunction<Integer, Throwable, String>() {
            public String apply(Integer v, Throwable ex) { return ex == null ? "v=" + v : "handled " + ex.getClass().getName(); }
        });
        p("chain: " + outcome(handled));
        CompletableFuture<Integer> dep = new CompletableFuture<Integer>();
        CompletableFuture<Integer> plusOne = dep.completeOnTimeout(41, 30, TimeUnit.MILLISECONDS).thenApply(new Function<Integer, Integer>() {
            public Integer apply(Integer x) { return x + 1; }
        });
        p("dependent: " + outcome(plusOne));
        try {
            new CompletableFuture<String>().orTimeout(1, null);
        } catch (NullPointerException e) {
            p("null unit NPE");
        }

        // delayedExecutor: tasks start after the delay, on the given executor.
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        Executor direct = new Executor() {
            public void execute(Runnable r) { log.add("direct executor"); r.run(); }
        };
        long t0 = System.nanoTime();
        CompletableFuture<String> delayed = CompletableFuture.supplyAsync(new Supplier<String>() {
            public String get() { return "ran on " + Thread.currentThread().getName(); }
        }, CompletableFuture.delayedExecutor(100, TimeUnit.MILLISECONDS, direct));
        p("delayed: " + outcome(delayed) + " after>=90ms " + ((System.nanoTime() - t0) / 1000000L >= 90) + " " + log);
        t0 = System.nanoTime();
        CompletableFuture<Void> v = CompletableFuture.runAsync(new Runnable() {
            public void run() { log.add("default executor task"); }
        }, CompletableFuture.delayedExecutor(60, TimeUnit.MILLISECONDS));
        v.join();
        p("delayed default: after>=50ms " + ((System.nanoTime() - t0) / 1000000L >= 50) + " " + log);
        final CountDownLatch order = new CountDownLatch(3);
        final List<Integer> fired = Collections.synchronizedList(new ArrayList<Integer>());
        int[] delays = {300, 100, 200};
        for (final int d : delays) {
            CompletableFuture.delayedExecutor(d, TimeUnit.MILLISECONDS, direct).execute(new Runnable() {
                public void run() { fired.add(d); order.countDown(); }
            });
        }
        order.await();
        p("fired in delay order " + fired);
        try {
            CompletableFuture.delayedExecutor(1, TimeUnit.MILLISECONDS, null);
        } catch (NullPointerException e) {
            p("null executor NPE");
        }
        p("main exits; the delay thread is a daemon");
    }
}
