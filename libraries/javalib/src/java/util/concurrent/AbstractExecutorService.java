package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;

/** submit/invokeAll/invokeAny on top of execute(). */
public abstract class AbstractExecutorService implements ExecutorService {
    public AbstractExecutorService() {
    }

    protected <T> RunnableFuture<T> newTaskFor(Runnable runnable, T value) {
        return new FutureTask<T>(runnable, value);
    }

    protected <T> RunnableFuture<T> newTaskFor(Callable<T> callable) {
        return new FutureTask<T>(callable);
    }

    public Future<?> submit(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<Void> f = newTaskFor(task, null);
        execute(f);
        return f;
    }

    public <T> Future<T> submit(Runnable task, T result) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<T> f = newTaskFor(task, result);
        execute(f);
        return f;
    }

    public <T> Future<T> submit(Callable<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<T> f = newTaskFor(task);
        execute(f);
        return f;
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) throws InterruptedException {
        if (tasks == null) {
            throw new NullPointerException();
        }
        List<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        for (Callable<T> t : tasks) {
            RunnableFuture<T> f = newTaskFor(t);
            futures.add(f);
            execute(f);
        }
        for (Future<T> f : futures) {
            if (!f.isDone()) {
                try {
                    f.get();
                } catch (CancellationException ignore) {
                } catch (ExecutionException ignore) {
                }
            }
        }
        return futures;
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException {
        if (tasks == null) {
            throw new NullPointerException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        List<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        for (Callable<T> t : tasks) {
            RunnableFuture<T> f = newTaskFor(t);
            futures.add(f);
            execute(f);
        }
        for (Future<T> f : futures) {
            if (!f.isDone()) {
                try {
                    f.get(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                } catch (CancellationException ignore) {
                } catch (ExecutionException ignore) {
                } catch (TimeoutException toe) {
                    for (Future<T> g : futures) {
                        g.cancel(true);
                    }
                    break;
                }
            }
        }
        return futures;
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks) throws InterruptedException, ExecutionException {
        try {
            return doInvokeAny(tasks, false, 0L);
        } catch (TimeoutException e) {
            throw new Error(e);
        }
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        return doInvokeAny(tasks, true, unit.toNanos(timeout));
    }

    /* Submits every task; returns the result of the first to complete normally. */
    private <T> T doInvokeAny(Collection<? extends Callable<T>> tasks, boolean timed, long nanos)
            throws InterruptedException, ExecutionException, TimeoutException {
        if (tasks == null) {
            throw new NullPointerException();
        }
        if (tasks.isEmpty()) {
            throw new IllegalArgumentException();
        }
        final ExecutorCompletionService<T> ecs = new ExecutorCompletionService<T>(this);
        List<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        long deadline = System.nanoTime() + nanos;
        try {
            for (Iterator<? extends Callable<T>> it = tasks.iterator(); it.hasNext();) {
                futures.add(ecs.submit(it.next()));
            }
            ExecutionException last = null;
            for (int n = futures.size(); n > 0; n--) {
                Future<T> f;
                if (timed) {
                    f = ecs.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                    if (f == null) {
                        throw new TimeoutException();
                    }
                } else {
                    f = ecs.take();
                }
                try {
                    return f.get();
                } catch (ExecutionException eex) {
                    last = eex;
                } catch (RuntimeException rex) {
                    last = new ExecutionException(rex);
                }
            }
            throw last != null ? last : new ExecutionException((Throwable) null);
        } finally {
            for (Future<T> f : futures) {
                f.cancel(true);
            }
        }
    }
}
