package java.util.concurrent;

import java.util.Collection;

/**
 * A task run by a ForkJoinPool.  Work-sharing, not work-stealing: fork()
 * puts the task on its pool's shared queue; whoever first claims a task
 * runs it, and join() on a task nobody has claimed yet runs it in the
 * joining thread.  So a join never waits for a task that is not running,
 * and a tree of joins cannot deadlock however few workers there are.
 * State is guarded by the private monitor.
 */
public abstract class ForkJoinTask<V> implements Future<V>, java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private static final int NEW = 0, RUNNING = 1, NORMAL = 2, EXCEPTIONAL = 3, CANCELLED = 4;

    private final Object mon = new Object();
    private int status;
    private Throwable exception;

    public ForkJoinTask() {
    }

    public abstract V getRawResult();

    protected abstract void setRawResult(V value);

    protected abstract boolean exec();

    /** Claim an unstarted task for running; true if the caller must run it. */
    final boolean tryClaim() {
        synchronized (mon) {
            if (status != NEW) {
                return false;
            }
            status = RUNNING;
            return true;
        }
    }

    /* Run a claimed task and record its outcome. */
    final void doExec() {
        boolean completed;
        try {
            completed = exec();
        } catch (Throwable ex) {
            finish(EXCEPTIONAL, ex);
            return;
        }
        if (completed) {
            finish(NORMAL, null);
        }
    }

    private void finish(int s, Throwable ex) {
        synchronized (mon) {
            if (status >= NORMAL) {
                return;
            }
            status = s;
            exception = ex;
            mon.notifyAll();
        }
    }

    private int awaitDone() {
        if (tryClaim()) {
            doExec();
        }
        synchronized (mon) {
            boolean interrupted = false;
            while (status < NORMAL) {
                try {
                    mon.wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return status;
        }
    }

    private V reportJoin(int s) {
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            Throwable ex = exception;
            if (ex instanceof RuntimeException) {
                throw (RuntimeException) ex;
            }
            if (ex instanceof Error) {
                throw (Error) ex;
            }
            throw new RuntimeException(ex);
        }
        return getRawResult();
    }

    public final ForkJoinTask<V> fork() {
        Thread t = Thread.currentThread();
        ForkJoinPool p = (t instanceof ForkJoinWorkerThread) ? ((ForkJoinWorkerThread) t).getPool()
            : ForkJoinPool.commonPool();
        p.push(this);
        return this;
    }

    public final V join() {
        return reportJoin(awaitDone());
    }

    public final V invoke() {
        if (tryClaim()) {
            doExec();
        }
        return reportJoin(awaitDone());
    }

    public static void invokeAll(ForkJoinTask<?> t1, ForkJoinTask<?> t2) {
        t2.fork();
        t1.invoke();
        t2.join();
    }

    public static void invokeAll(ForkJoinTask<?>... tasks) {
        for (int i = tasks.length - 1; i > 0; i--) {
            tasks[i].fork();
        }
        if (tasks.length > 0) {
            tasks[0].invoke();
        }
        for (int i = 1; i < tasks.length; i++) {
            tasks[i].join();
        }
    }

    public static <T extends ForkJoinTask<?>> Collection<T> invokeAll(Collection<T> tasks) {
        ForkJoinTask<?>[] a = tasks.toArray(new ForkJoinTask<?>[0]);
        invokeAll(a);
        return tasks;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        synchronized (mon) {
            if (status == NEW) {
                status = CANCELLED;
                mon.notifyAll();
                return true;
            }
            return status == CANCELLED;
        }
    }

    public final boolean isDone() {
        synchronized (mon) {
            return status >= NORMAL;
        }
    }

    public final boolean isCancelled() {
        synchronized (mon) {
            return status == CANCELLED;
        }
    }

    public final boolean isCompletedAbnormally() {
        synchronized (mon) {
            return status >= EXCEPTIONAL;
        }
    }

    public final boolean isCompletedNormally() {
        synchronized (mon) {
            return status == NORMAL;
        }
    }

    public final Throwable getException() {
        synchronized (mon) {
            return status == CANCELLED ? new CancellationException() : exception;
        }
    }

    public void completeExceptionally(Throwable ex) {
        finish(EXCEPTIONAL, ex instanceof RuntimeException || ex instanceof Error ? ex : new RuntimeException(ex));
    }

    public void complete(V value) {
        try {
            setRawResult(value);
        } catch (Throwable ex) {
            finish(EXCEPTIONAL, ex);
            return;
        }
        finish(NORMAL, null);
    }

    public final V get() throws InterruptedException, ExecutionException {
        int s = awaitDone();
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            throw new ExecutionException(exception);
        }
        return getRawResult();
    }

    public final V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        int s;
        synchronized (mon) {
            while (status < NORMAL) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new TimeoutException();
                }
                mon.wait(left / 1000000L, (int) (left % 1000000L));
            }
            s = status;
        }
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            throw new ExecutionException(exception);
        }
        return getRawResult();
    }

    public final void quietlyJoin() {
        awaitDone();
    }

    public final void quietlyInvoke() {
        invoke0Quiet();
    }

    private void invoke0Quiet() {
        if (tryClaim()) {
            doExec();
        }
        awaitDone();
    }

    public static ForkJoinPool getPool() {
        Thread t = Thread.currentThread();
        return (t instanceof ForkJoinWorkerThread) ? ((ForkJoinWorkerThread) t).getPool() : null;
    }

    public static boolean inForkJoinPool() {
        return Thread.currentThread() instanceof ForkJoinWorkerThread;
    }

    public static ForkJoinTask<?> adapt(final Runnable runnable) {
        return new ForkJoinTask<Void>() {
            private static final long serialVersionUID = 1L;
            public Void getRawResult() { return null; }
            protected void setRawResult(Void v) { }
            protected boolean exec() {
                runnable.run();
                return true;
            }
        };
    }

    public static <T> ForkJoinTask<T> adapt(final Runnable runnable, final T result) {
        return new ForkJoinTask<T>() {
            private static final long serialVersionUID = 1L;
            private T res = result;
            public T getRawResult() { return res; }
            protected void setRawResult(T v) { res = v; }
            protected boolean exec() {
                runnable.run();
                return true;
            }
        };
    }

    public static <T> ForkJoinTask<T> adapt(final Callable<? extends T> callable) {
        return new ForkJoinTask<T>() {
            private static final long serialVersionUID = 1L;
            private T res;
            public T getRawResult() { return res; }
            protected void setRawResult(T v) { res = v; }
            protected boolean exec() {
                try {
                    res = callable.call();
                } catch (RuntimeException e) {
                    throw e;
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
                return true;
            }
        };
    }

}
