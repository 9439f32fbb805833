package java.util.concurrent;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A Future completed explicitly or by a chain of stages.  The outcome
 * (value or throwable) and the list of dependent actions are guarded by the
 * private monitor; the first completion wins and then runs the dependents
 * outside the lock, in the order they were added.  A dependent added after
 * completion runs at once in the adding thread.  Exceptions follow the
 * JDK's rules: a stage whose source failed completes with the source's
 * exception wrapped in a CompletionException (unless it already is one);
 * join() throws CompletionException, get() throws ExecutionException
 * with the underlying cause.  Async stages without an executor run on
 * ForkJoinPool.commonPool() (daemon threads).
 */
public class CompletableFuture<T> implements Future<T>, CompletionStage<T> {
    private final Object mon = new Object();
    private boolean done;
    private Object value;
    private Throwable failure;

    public CompletableFuture() {
    }

    /* ------------------------------------------------------------ core */

    /*
     * Dependents form a stack (last added first), as in the JDK, and are
     * run by postComplete() in the JDK's order: pop one from this future,
     * fire it; if firing completed a future that has dependents of its own,
     * continue with that future's stack, moving all but its last entry onto
     * this future's stack.  fire() completes its target without running the
     * target's dependents and returns the target when it has some.
     */
    abstract static class Completion {
        Completion next;

        /* Run the action if it is ready; return the future it completed if that has dependents. */
        abstract CompletableFuture<?> fire();
    }

    private Completion stack;

    /* Record the outcome; false if already complete.  Does not run dependents. */
    final boolean completeNested(Object v, Throwable x) {
        synchronized (mon) {
            if (done) {
                return false;
            }
            done = true;
            value = v;
            failure = x;
            mon.notifyAll();
            return true;
        }
    }

    /* What fire() returns after completing this future. */
    final CompletableFuture<?> nestedResult() {
        synchronized (mon) {
            return stack != null ? this : null;
        }
    }

    private boolean finish(Object v, Throwable x) {
        if (!completeNested(v, x)) {
            return false;
        }
        postComplete();
        return true;
    }

    private Completion pop() {
        synchronized (mon) {
            Completion h = stack;
            if (h != null) {
                stack = h.next;
            }
            return h;
        }
    }

    private void pushCompletion(Completion c) {
        synchronized (mon) {
            c.next = stack;
            stack = c;
        }
    }

    final void postComplete() {
        CompletableFuture<?> f = this;
        for (;;) {
            Completion h = f.pop();
            if (h == null) {
                if (f == this) {
                    return;
                }
                f = this;
                h = f.pop();
                if (h == null) {
                    return;
                }
            }
            if (h.next != null && f != this) {
                pushCompletion(h);
                continue;
            }
            h.next = null;
            CompletableFuture<?> d = h.fire();
            f = (d == null) ? this : d;
        }
    }

    /* Push c unless this is already complete; true if pushed. */
    private boolean tryPush(Completion c) {
        synchronized (mon) {
            if (done) {
                return false;
            }
            c.next = stack;
            stack = c;
            return true;
        }
    }

    /* Run r when this completes (now, in this thread, if already complete). */
    private void onDone(final Runnable r) {
        Completion c = new Completion() {
            CompletableFuture<?> fire() {
                r.run();
                return null;
            }
        };
        if (!tryPush(c)) {
            r.run();
        }
    }

    static Throwable wrap(Throwable x) {
        return (x instanceof CompletionException) ? x : new CompletionException(x);
    }

    private Throwable failureNow() {
        synchronized (mon) {
            return failure;
        }
    }

    @SuppressWarnings("unchecked")
    private T valueNow() {
        synchronized (mon) {
            return (T) value;
        }
    }

    private void waitDone() throws InterruptedException {
        synchronized (mon) {
            while (!done) {
                mon.wait();
            }
        }
    }

    static Executor defaultAsync() {
        return ForkJoinPool.commonPool();
    }

    /* ------------------------------------------------------- factories */

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
        return supplyAsync(supplier, defaultAsync());
    }

    public static <U> CompletableFuture<U> supplyAsync(final Supplier<U> supplier, Executor executor) {
        if (supplier == null || executor == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<U> d = new CompletableFuture<U>();
        executor.execute(new Runnable() {
            public void run() {
                try {
                    d.finish(supplier.get(), null);
                } catch (Throwable t) {
                    d.finish(null, wrap(t));
                }
            }
        });
        return d;
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable) {
        return runAsync(runnable, defaultAsync());
    }

    public static CompletableFuture<Void> runAsync(final Runnable runnable, Executor executor) {
        if (runnable == null || executor == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<Void> d = new CompletableFuture<Void>();
        executor.execute(new Runnable() {
            public void run() {
                try {
                    runnable.run();
                    d.finish(null, null);
                } catch (Throwable t) {
                    d.finish(null, wrap(t));
                }
            }
        });
        return d;
    }

    public static <U> CompletableFuture<U> completedFuture(U value) {
        CompletableFuture<U> d = new CompletableFuture<U>();
        d.finish(value, null);
        return d;
    }

    public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        CompletableFuture<U> d = new CompletableFuture<U>();
        d.finish(null, ex);
        return d;
    }

    public static CompletableFuture<Void> allOf(final CompletableFuture<?>... cfs) {
        final CompletableFuture<Void> d = new CompletableFuture<Void>();
        if (cfs.length == 0) {
            d.finish(null, null);
            return d;
        }
        final int[] left = { cfs.length };
        for (CompletableFuture<?> f : cfs) {
            f.onDone(new Runnable() {
                public void run() {
                    boolean last;
                    synchronized (left) {
                        last = --left[0] == 0;
                    }
                    if (last) {
                        for (CompletableFuture<?> g : cfs) {
                            Throwable x = g.failureNow();
                            if (x != null) {
                                d.finish(null, wrap(x));
                                return;
                            }
                        }
                        d.finish(null, null);
                    }
                }
            });
        }
        return d;
    }

    public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        final CompletableFuture<Object> d = new CompletableFuture<Object>();
        for (final CompletableFuture<?> f : cfs) {
            f.onDone(new Runnable() {
                public void run() {
                    Throwable x = f.failureNow();
                    if (x != null) {
                        d.finish(null, wrap(x));
                    } else {
                        d.finish(f.valueNow(), null);
                    }
                }
            });
        }
        return d;
    }

    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new CompletableFuture<U>();
    }

    public Executor defaultExecutor() {
        return defaultAsync();
    }

    /* ---------------------------------------------------------- stages */

    /*
     * A dependent action: body() computes the target's outcome from this
     * future's (and completes the target with completeNested).  Run
     * synchronously from postComplete, or handed to an executor (async),
     * or at once when registered on a completed future.  A two-source
     * stage is pushed on both sources and runs once, when both are done.
     */
    private abstract class Stage<U> extends Completion {
        final CompletableFuture<U> d;
        final Executor ex;
        private boolean claimed;

        Stage(CompletableFuture<U> d, Executor ex) {
            this.d = d;
            this.ex = ex;
        }

        abstract void body(T v, Throwable x) throws Throwable;

        boolean ready() {
            return true;
        }

        private boolean claim() {
            synchronized (this) {
                if (claimed || !ready()) {
                    return false;
                }
                claimed = true;
                return true;
            }
        }

        private void runBody() {
            try {
                body(valueNow(), failureNow());
            } catch (Throwable t) {
                d.completeNested(null, wrap(t));
            }
        }

        CompletableFuture<?> fire() {
            if (!claim()) {
                return null;
            }
            if (ex == null) {
                runBody();
                return d.nestedResult();
            }
            try {
                ex.execute(new Runnable() {
                    public void run() {
                        runBody();
                        d.postComplete();
                    }
                });
            } catch (Throwable t) {
                d.completeNested(null, wrap(t));
                return d.nestedResult();
            }
            return null;
        }

        /* Registered on an already complete source. */
        void runNow() {
            CompletableFuture<?> r = fire();
            if (r != null) {
                r.postComplete();
            }
        }
    }

    private void register(Stage<?> st) {
        if (!tryPush(st)) {
            st.runNow();
        }
    }

    private void registerBoth(final Stage<?> st, CompletableFuture<?> other) {
        boolean pushedHere = tryPush(st);
        boolean pushedThere = false;
        if (other != this) {
            pushedThere = other.tryPush(new Completion() {
                CompletableFuture<?> fire() {
                    return st.fire();
                }
            });
        }
        if (!pushedHere && !pushedThere) {
            st.runNow();
        } else if (!pushedThere && other != this && !pushedHere) {
            st.runNow();
        }
    }

    private <U> CompletableFuture<U> uniApply(final Function<? super T, ? extends U> fn, Executor e) {
        if (fn == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<U> d = new CompletableFuture<U>();
        register(new Stage<U>(d, e) {
            void body(T v, Throwable x) {
                if (x != null) {
                    d.completeNested(null, wrap(x));
                } else {
                    d.completeNested(fn.apply(v), null);
                }
            }
        });
        return d;
    }

    public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
        return uniApply(fn, null);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
        return uniApply(fn, defaultAsync());
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn, Executor executor) {
        if (executor == null) {
            throw new NullPointerException();
        }
        return uniApply(fn, executor);
    }

    private CompletableFuture<Void> uniAccept(final Consumer<? super T> action, Executor e) {
        if (action == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<Void> d = new CompletableFuture<Void>();
        register(new Stage<Void>(d, e) {
            void body(T v, Throwable x) {
                if (x != null) {
                    d.completeNested(null, wrap(x));
                } else {
                    action.accept(v);
                    d.completeNested(null, null);
                }
            }
        });
        return d;
    }

    public CompletableFuture<Void> thenAccept(Consumer<? super T> action) {
        return uniAccept(action, null);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action) {
        return uniAccept(action, defaultAsync());
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action, Executor executor) {
        if (executor == null) {
            throw new NullPointerException();
        }
        return uniAccept(action, executor);
    }

    private CompletableFuture<Void> uniRun(final Runnable action, Executor e) {
        if (action == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<Void> d = new CompletableFuture<Void>();
        register(new Stage<Void>(d, e) {
            void body(T v, Throwable x) {
                if (x != null) {
                    d.completeNested(null, wrap(x));
                } else {
                    action.run();
                    d.completeNested(null, null);
                }
            }
        });
        return d;
    }

    public CompletableFuture<Void> thenRun(Runnable action) {
        return uniRun(action, null);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action) {
        return uniRun(action, defaultAsync());
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action, Executor executor) {
        if (executor == null) {
            throw new NullPointerException();
        }
        return uniRun(action, executor);
    }

    private <U, V> CompletableFuture<V> biApply(CompletionStage<? extends U> other,
                                                final BiFunction<? super T, ? super U, ? extends V> fn,
                                                final Executor e) {
        if (other == null || fn == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<? extends U> o = other.toCompletableFuture();
        final CompletableFuture<V> d = new CompletableFuture<V>();
        final CompletableFuture<T> self = this;
        registerBoth(new Stage<V>(d, e) {
            boolean ready() {
                return self.isDone() && o.isDone();
            }

            void body(T v, Throwable x) {
                Throwable ox = o.failureNow();
                if (x != null) {
                    d.completeNested(null, wrap(x));
                } else if (ox != null) {
                    d.completeNested(null, wrap(ox));
                } else {
                    d.completeNested(fn.apply(v, o.valueNow()), null);
                }
            }
        }, o);
        return d;
    }

    public <U, V> CompletableFuture<V> thenCombine(CompletionStage<? extends U> other,
                                                   BiFunction<? super T, ? super U, ? extends V> fn) {
        return biApply(other, fn, null);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
                                                        BiFunction<? super T, ? super U, ? extends V> fn) {
        return biApply(other, fn, defaultAsync());
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
                                                        BiFunction<? super T, ? super U, ? extends V> fn,
                                                        Executor executor) {
        return biApply(other, fn, executor);
    }

    public <U> CompletableFuture<Void> thenAcceptBoth(CompletionStage<? extends U> other,
                                                      final BiConsumer<? super T, ? super U> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return biApply(other, new BiFunction<T, U, Void>() {
            public Void apply(T a, U b) {
                action.accept(a, b);
                return null;
            }
        }, null);
    }

    public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, final Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return biApply(other, new BiFunction<T, Object, Void>() {
            public Void apply(T a, Object b) {
                action.run();
                return null;
            }
        }, null);
    }

    public <U> CompletableFuture<U> applyToEither(CompletionStage<? extends T> other,
                                                  final Function<? super T, U> fn) {
        if (fn == null || other == null) {
            throw new NullPointerException();
        }
        @SuppressWarnings("unchecked")
        CompletableFuture<T> first = (CompletableFuture<T>) (CompletableFuture<?>) anyOf(this, other.toCompletableFuture());
        return first.thenApply(fn);
    }

    public CompletableFuture<Void> acceptEither(CompletionStage<? extends T> other, Consumer<? super T> action) {
        if (action == null || other == null) {
            throw new NullPointerException();
        }
        @SuppressWarnings("unchecked")
        CompletableFuture<T> first = (CompletableFuture<T>) (CompletableFuture<?>) anyOf(this, other.toCompletableFuture());
        return first.thenAccept(action);
    }

    private <U> CompletableFuture<U> uniCompose(final Function<? super T, ? extends CompletionStage<U>> fn,
                                                Executor e) {
        if (fn == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<U> d = new CompletableFuture<U>();
        register(new Stage<U>(d, e) {
            void body(T v, Throwable x) {
                if (x != null) {
                    d.completeNested(null, wrap(x));
                    return;
                }
                final CompletableFuture<U> g = fn.apply(v).toCompletableFuture();
                Completion relay = new Completion() {
                    CompletableFuture<?> fire() {
                        Throwable gx = g.failureNow();
                        if (gx != null) {
                            d.completeNested(null, wrap(gx));
                        } else {
                            d.completeNested(g.valueNow(), null);
                        }
                        return d.nestedResult();
                    }
                };
                if (!g.tryPush(relay)) {
                    relay.fire();
                }
            }
        });
        return d;
    }

    public <U> CompletableFuture<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniCompose(fn, null);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniCompose(fn, defaultAsync());
    }

    private <U> CompletableFuture<U> uniHandle(final BiFunction<? super T, Throwable, ? extends U> fn, Executor e) {
        if (fn == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<U> d = new CompletableFuture<U>();
        register(new Stage<U>(d, e) {
            void body(T v, Throwable x) {
                d.completeNested(fn.apply(x == null ? v : null, x), null);
            }
        });
        return d;
    }

    public <U> CompletableFuture<U> handle(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniHandle(fn, null);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniHandle(fn, defaultAsync());
    }

    private CompletableFuture<T> uniWhen(final BiConsumer<? super T, ? super Throwable> action, Executor e) {
        if (action == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<T> d = new CompletableFuture<T>();
        register(new Stage<T>(d, e) {
            void body(T v, Throwable x) {
                try {
                    action.accept(x == null ? v : null, x);
                } catch (Throwable t) {
                    if (x == null) {
                        d.completeNested(null, wrap(t));
                        return;
                    }
                }
                if (x != null) {
                    d.completeNested(null, wrap(x));
                } else {
                    d.completeNested(v, null);
                }
            }
        });
        return d;
    }

    public CompletableFuture<T> whenComplete(BiConsumer<? super T, ? super Throwable> action) {
        return uniWhen(action, null);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action) {
        return uniWhen(action, defaultAsync());
    }

    public CompletableFuture<T> exceptionally(final Function<Throwable, ? extends T> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<T> d = new CompletableFuture<T>();
        register(new Stage<T>(d, null) {
            void body(T v, Throwable x) {
                if (x != null) {
                    d.completeNested(fn.apply(x), null);
                } else {
                    d.completeNested(v, null);
                }
            }
        });
        return d;
    }

    public CompletableFuture<T> toCompletableFuture() {
        return this;
    }

    /* ------------------------------------------------- timeouts, delays */

    /*
     * One lazily started daemon thread (a ScheduledThreadPoolExecutor with
     * one core thread) fires every timeout and delayed hand-off, as the
     * JDK's delayer does; it never keeps the VM alive.
     */
    static final class Delayer {
        static final ScheduledThreadPoolExecutor TIMER = new ScheduledThreadPoolExecutor(1, new ThreadFactory() {
            public Thread newThread(Runnable r) {
                Thread t = new Thread(r, "CompletableFutureDelayScheduler");
                t.setDaemon(true);
                return t;
            }
        });

        static ScheduledFuture<?> delay(Runnable r, long delay, TimeUnit unit) {
            return TIMER.schedule(r, delay, unit);
        }
    }

    /* Cancels a pending timeout once its future completes some other way. */
    static final class Canceller implements BiConsumer<Object, Throwable> {
        private final Future<?> timeout;

        Canceller(Future<?> timeout) {
            this.timeout = timeout;
        }

        public void accept(Object ignored, Throwable alsoIgnored) {
            if (timeout != null && !timeout.isDone()) {
                timeout.cancel(false);
            }
        }
    }

    /** Completes this future with a TimeoutException unless it is done within the timeout. */
    public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (!isDone()) {
            whenComplete(new Canceller(Delayer.delay(new Runnable() {
                public void run() {
                    completeExceptionally(new TimeoutException());
                }
            }, timeout, unit)));
        }
        return this;
    }

    /** Completes this future with value unless it is done within the timeout. */
    public CompletableFuture<T> completeOnTimeout(final T value, long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (!isDone()) {
            whenComplete(new Canceller(Delayer.delay(new Runnable() {
                public void run() {
                    complete(value);
                }
            }, timeout, unit)));
        }
        return this;
    }

    /** An executor that hands each task to executor after the delay. */
    public static Executor delayedExecutor(final long delay, final TimeUnit unit, final Executor executor) {
        if (unit == null || executor == null) {
            throw new NullPointerException();
        }
        return new Executor() {
            public void execute(final Runnable r) {
                if (r == null) {
                    throw new NullPointerException();
                }
                Delayer.delay(new Runnable() {
                    public void run() {
                        executor.execute(r);
                    }
                }, delay, unit);
            }
        };
    }

    /** An executor that hands each task to the default asynchronous executor after the delay. */
    public static Executor delayedExecutor(long delay, TimeUnit unit) {
        return delayedExecutor(delay, unit, defaultAsync());
    }

    /* ------------------------------------------------------ completion */

    public boolean complete(T value) {
        return finish(value, null);
    }

    public boolean completeExceptionally(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return finish(null, ex);
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        finish(null, new CancellationException());
        return isCancelled();
    }

    public boolean isDone() {
        synchronized (mon) {
            return done;
        }
    }

    public boolean isCancelled() {
        return failureNow() instanceof CancellationException;
    }

    public boolean isCompletedExceptionally() {
        return failureNow() != null;
    }

    public T join() {
        boolean interrupted = false;
        synchronized (mon) {
            while (!done) {
                try {
                    mon.wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return reportJoin();
    }

    private T reportJoin() {
        Throwable x = failureNow();
        if (x == null) {
            return valueNow();
        }
        if (x instanceof CancellationException) {
            throw (CancellationException) x;
        }
        if (x instanceof CompletionException) {
            throw (CompletionException) x;
        }
        throw new CompletionException(x);
    }

    private T reportGet() throws ExecutionException {
        Throwable x = failureNow();
        if (x == null) {
            return valueNow();
        }
        if (x instanceof CancellationException) {
            throw (CancellationException) x;
        }
        Throwable cause;
        if ((x instanceof CompletionException) && (cause = x.getCause()) != null) {
            x = cause;
        }
        throw new ExecutionException(x);
    }

    public T get() throws InterruptedException, ExecutionException {
        waitDone();
        return reportGet();
    }

    public T get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (mon) {
            while (!done) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new TimeoutException();
                }
                mon.wait(left / 1000000L, (int) (left % 1000000L));
            }
        }
        return reportGet();
    }

    public T getNow(T valueIfAbsent) {
        synchronized (mon) {
            if (!done) {
                return valueIfAbsent;
            }
        }
        return reportJoin();
    }

    public int getNumberOfDependents() {
        synchronized (mon) {
            int n = 0;
            for (Completion c = stack; c != null; c = c.next) {
                n++;
            }
            return n;
        }
    }

    public String toString() {
        String s;
        synchronized (mon) {
            if (!done) {
                int n = 0;
                for (Completion c = stack; c != null; c = c.next) {
                    n++;
                }
                s = n == 0 ? "[Incomplete]" : "[Incomplete with " + n + " dependents]";
            } else if (failure != null) {
                s = "[Completed exceptionally: " + failure + "]";
            } else {
                s = "[Completed normally]";
            }
        }
        return super.toString() + s;
    }
}
