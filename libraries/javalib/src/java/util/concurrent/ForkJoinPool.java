package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A pool of daemon worker threads sharing one LIFO deque of tasks (see
 * ForkJoinTask for why joins cannot deadlock).  Workers are started lazily,
 * up to the parallelism, when a task arrives and no worker is idle.  State
 * is guarded by the private monitor; the common pool never shuts down.
 */
public class ForkJoinPool extends AbstractExecutorService {
    private static final ForkJoinPool common = new ForkJoinPool(
        Math.max(1, Runtime.getRuntime().availableProcessors() - 1), "ForkJoinPool.commonPool-worker-", true);

    private final Object mon = new Object();
    private final ArrayDeque<ForkJoinTask<?>> tasks = new ArrayDeque<ForkJoinTask<?>>();
    private final List<ForkJoinWorkerThread> workers = new ArrayList<ForkJoinWorkerThread>();
    private final int parallelism;
    private final String prefix;
    private final boolean isCommon;
    private int idle;
    private int active;
    private int nextWorker = 1;
    private boolean shutdown;
    private boolean terminated;

    public ForkJoinPool() {
        this(Math.min(0x7fff, Runtime.getRuntime().availableProcessors()));
    }

    public ForkJoinPool(int parallelism) {
        this(parallelism, "ForkJoinPool-" + ristretto.shared.ClusterStatics.nextForkJoinPoolNumber() + "-worker-", false);
    }

    private ForkJoinPool(int parallelism, String prefix, boolean isCommon) {
        if (parallelism <= 0 || parallelism > 0x7fff) {
            throw new IllegalArgumentException();
        }
        this.parallelism = parallelism;
        this.prefix = prefix;
        this.isCommon = isCommon;
    }

    public static ForkJoinPool commonPool() {
        return common;
    }

    public static int getCommonPoolParallelism() {
        return common.parallelism;
    }

    final void push(ForkJoinTask<?> t) {
        ForkJoinWorkerThread w = null;
        synchronized (mon) {
            if (shutdown) {
                throw new RejectedExecutionException();
            }
            tasks.addLast(t);
            if (idle == 0 && workers.size() < parallelism) {
                w = new ForkJoinWorkerThread(this);
                w.setName(prefix + nextWorker++);
                workers.add(w);
                active++;
            } else {
                mon.notifyAll();
            }
        }
        if (w != null) {
            w.start();
        }
    }

    final void runWorker(ForkJoinWorkerThread self) {
        for (;;) {
            ForkJoinTask<?> t;
            synchronized (mon) {
                for (;;) {
                    t = tasks.pollLast();
                    if (t != null) {
                        break;
                    }
                    if (shutdown) {
                        active--;
                        workers.remove(self);
                        checkTerminated();
                        return;
                    }
                    active--;
                    idle++;
                    mon.notifyAll();
                    try {
                        mon.wait(100L);
                    } catch (InterruptedException ignore) {
                    }
                    idle--;
                    active++;
                }
            }
            if (t.tryClaim()) {
                t.doExec();
            }
        }
    }

    /* With mon held. */
    private void checkTerminated() {
        if (shutdown && active == 0 && tasks.isEmpty()) {
            terminated = true;
            mon.notifyAll();
        }
    }

    public <T> T invoke(ForkJoinTask<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push(task);
        return task.join();
    }

    public void execute(ForkJoinTask<?> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push(task);
    }

    public void execute(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push(task instanceof ForkJoinTask ? (ForkJoinTask<?>) task : ForkJoinTask.adapt(task));
    }

    public <T> ForkJoinTask<T> submit(ForkJoinTask<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push(task);
        return task;
    }

    public <T> ForkJoinTask<T> submit(Callable<T> task) {
        ForkJoinTask<T> t = ForkJoinTask.adapt(task);
        push(t);
        return t;
    }

    public <T> ForkJoinTask<T> submit(Runnable task, T result) {
        ForkJoinTask<T> t = ForkJoinTask.adapt(task, result);
        push(t);
        return t;
    }

    @SuppressWarnings("unchecked")
    public ForkJoinTask<?> submit(Runnable task) {
        ForkJoinTask<?> t = task instanceof ForkJoinTask ? (ForkJoinTask<?>) task : ForkJoinTask.adapt(task);
        push(t);
        return t;
    }

    public int getParallelism() {
        return parallelism;
    }

    public int getPoolSize() {
        synchronized (mon) {
            return workers.size();
        }
    }

    public int getActiveThreadCount() {
        synchronized (mon) {
            return active;
        }
    }

    public long getQueuedTaskCount() {
        synchronized (mon) {
            return tasks.size();
        }
    }

    public boolean isQuiescent() {
        synchronized (mon) {
            return active == 0 && tasks.isEmpty();
        }
    }

    public boolean awaitQuiescence(long timeout, TimeUnit unit) {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (mon) {
            while (active > 0 || !tasks.isEmpty()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                try {
                    mon.wait(left / 1000000L, (int) (left % 1000000L));
                } catch (InterruptedException e) {
                    return false;
                }
            }
            return true;
        }
    }

    public void shutdown() {
        if (isCommon) {
            return;
        }
        synchronized (mon) {
            shutdown = true;
            checkTerminated();
            mon.notifyAll();
        }
    }

    public List<Runnable> shutdownNow() {
        if (!isCommon) {
            synchronized (mon) {
                shutdown = true;
                for (ForkJoinTask<?> t : tasks) {
                    t.cancel(false);
                }
                tasks.clear();
                checkTerminated();
                mon.notifyAll();
            }
        }
        return new ArrayList<Runnable>();
    }

    public boolean isShutdown() {
        synchronized (mon) {
            return shutdown;
        }
    }

    public boolean isTerminated() {
        synchronized (mon) {
            return terminated;
        }
    }

    public boolean isTerminating() {
        synchronized (mon) {
            return shutdown && !terminated;
        }
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        if (isCommon) {
            awaitQuiescence(timeout, unit);
            return false;
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (mon) {
            while (!terminated) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                mon.wait(left / 1000000L, (int) (left % 1000000L));
            }
            return true;
        }
    }

    public String toString() {
        synchronized (mon) {
            String st = terminated ? "Terminated" : shutdown ? "Shutting down" : "Running";
            return super.toString() + "[" + st + ", parallelism = " + parallelism + ", size = " + workers.size()
                + ", active = " + active + ", running = " + active + ", steals = 0, tasks = " + tasks.size()
                + ", submissions = 0]";
        }
    }
}
