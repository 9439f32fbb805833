package java.util.concurrent;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * A pool of worker threads fed from a BlockingQueue.  Pool state (run
 * state, the worker set, counters) is guarded by the private monitor
 * {@code mon}; tasks travel through the work queue.
 *
 * execute(): fewer than core workers -> start a worker with the task;
 * else queue it; if the queue refuses, start a worker up to the maximum;
 * else reject.  Idle workers above the core size (or all, with
 * allowCoreThreadTimeOut) leave after keepAlive.  Idle workers poll the
 * queue in slices of at most IDLE_SLICE_NS so they notice shutdown even
 * where thread interruption is not delivered to a waiting thread.
 */
public class ThreadPoolExecutor extends AbstractExecutorService {
    private static final long IDLE_SLICE_NS = 50L * 1000L * 1000L;
    // TIDYING: the terminated() hook is running; TERMINATED only after it has
    // returned, so awaitTermination never returns before the hook is done.
    private static final int RUNNING = 0, SHUTDOWN = 1, STOP = 2, TIDYING = 3, TERMINATED = 4;

    private final Object mon = new Object();
    private final BlockingQueue<Runnable> workQueue;
    private final HashSet<Worker> workers = new HashSet<Worker>();
    private volatile int runState;
    private int corePoolSize;
    private int maximumPoolSize;
    private long keepAliveNanos;
    private boolean allowCoreTimeOut;
    private volatile ThreadFactory threadFactory;
    private volatile RejectedExecutionHandler handler;
    private int largestPoolSize;
    private long completedTaskCount;

    private static final RejectedExecutionHandler defaultHandler = new AbortPolicy();

    private final class Worker implements Runnable {
        Runnable firstTask;
        Thread thread;
        boolean busy;
        long completed;

        public void run() {
            runWorker(this);
        }
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
             defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, threadFactory, defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
             handler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory,
                              RejectedExecutionHandler handler) {
        if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize || keepAliveTime < 0) {
            throw new IllegalArgumentException();
        }
        if (workQueue == null || threadFactory == null || handler == null) {
            throw new NullPointerException();
        }
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.workQueue = workQueue;
        this.keepAliveNanos = unit.toNanos(keepAliveTime);
        this.threadFactory = threadFactory;
        this.handler = handler;
    }

    /* Start a worker with a first task; false if the pool may not grow. */
    private boolean addWorker(Runnable first, boolean core) {
        Worker w;
        synchronized (mon) {
            if (runState >= STOP || (runState == SHUTDOWN && first != null)) {
                return false;
            }
            if (workers.size() >= (core ? corePoolSize : maximumPoolSize)) {
                return false;
            }
            w = new Worker();
            w.firstTask = first;
            w.busy = first != null;
            Thread t = threadFactory.newThread(w);
            if (t == null) {
                return false;
            }
            w.thread = t;
            workers.add(w);
            if (workers.size() > largestPoolSize) {
                largestPoolSize = workers.size();
            }
        }
        try {
            w.thread.start();
        } catch (RuntimeException e) {
            synchronized (mon) {
                workers.remove(w);
            }
            throw e;
        }
        return true;
    }

    public void execute(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        int n;
        synchronized (mon) {
            n = workers.size();
        }
        if (n < corePoolSize && addWorker(command, true)) {
            return;
        }
        if (runState == RUNNING && workQueue.offer(command)) {
            if (runState != RUNNING && workQueue.remove(command)) {
                reject(command);
                return;
            }
            synchronized (mon) {
                n = workers.size();
            }
            if (n == 0) {
                addWorker(null, false);
            }
            return;
        }
        if (!addWorker(command, false)) {
            reject(command);
        }
    }

    final void reject(Runnable command) {
        handler.rejectedExecution(command, this);
    }

    private Runnable getTask(Worker w) {
        long idleSince = System.nanoTime();
        for (;;) {
            int rs = runState;
            if (rs >= STOP || (rs == SHUTDOWN && workQueue.isEmpty())) {
                return null;
            }
            boolean timed;
            synchronized (mon) {
                timed = allowCoreTimeOut || workers.size() > corePoolSize;
                if (timed && System.nanoTime() - idleSince >= keepAliveNanos
                    && (workers.size() > 1 || workQueue.isEmpty())) {
                    return null;
                }
            }
            long slice = IDLE_SLICE_NS;
            if (timed) {
                long left = keepAliveNanos - (System.nanoTime() - idleSince);
                if (left < slice) {
                    slice = left > 0 ? left : 0;
                }
            }
            try {
                Runnable r = workQueue.poll(slice, TimeUnit.NANOSECONDS);
                if (r != null) {
                    return r;
                }
            } catch (InterruptedException retry) {
                // shutdownNow or an interrupt of an idle worker: re-check the state
            }
        }
    }

    final void runWorker(Worker w) {
        Thread wt = Thread.currentThread();
        Runnable task = w.firstTask;
        w.firstTask = null;
        Throwable fatal = null;
        try {
            while (task != null || (task = getTask(w)) != null) {
                synchronized (mon) {
                    w.busy = true;
                }
                /* An interrupt meant for the idle worker (shutdown) is
                 * not the task's: cleared unless the pool is stopping,
                 * whose tasks are interrupted (the JDK does the same). */
                if (runState < STOP) {
                    Thread.interrupted();
                }
                if (runState >= STOP && !wt.isInterrupted()) {
                    wt.interrupt();
                }
                try {
                    beforeExecute(wt, task);
                    Throwable thrown = null;
                    try {
                        task.run();
                    } catch (RuntimeException x) {
                        thrown = x;
                        throw x;
                    } catch (Error x) {
                        thrown = x;
                        throw x;
                    } finally {
                        afterExecute(task, thrown);
                    }
                } finally {
                    task = null;
                    synchronized (mon) {
                        w.busy = false;
                        w.completed++;
                    }
                }
            }
        } catch (RuntimeException x) {
            fatal = x;
        } catch (Error x) {
            fatal = x;
        } finally {
            workerExit(w, fatal != null);
        }
        if (fatal instanceof RuntimeException) {
            throw (RuntimeException) fatal;
        }
        if (fatal instanceof Error) {
            throw (Error) fatal;
        }
    }

    /* A worker is leaving: account for it, replace it if it died abruptly, maybe terminate. */
    private void workerExit(Worker w, boolean abrupt) {
        boolean replace = false;
        boolean terminate = false;
        synchronized (mon) {
            completedTaskCount += w.completed;
            workers.remove(w);
            if (runState < STOP && (abrupt || (workers.isEmpty() && !workQueue.isEmpty()))) {
                replace = true;
            }
            if (runState >= SHUTDOWN && workers.isEmpty() && (runState == STOP || workQueue.isEmpty())) {
                terminate = runState < TIDYING;
            }
        }
        if (replace) {
            addWorker(null, false);
        }
        if (terminate) {
            tryTerminate();
        }
    }

    private void tryTerminate() {
        synchronized (mon) {
            if (runState >= TIDYING || runState == RUNNING || !workers.isEmpty()) {
                return;
            }
            if (runState == SHUTDOWN && !workQueue.isEmpty()) {
                return;
            }
            runState = TIDYING;
        }
        try {
            terminated();
        } finally {
            synchronized (mon) {
                runState = TERMINATED;
                mon.notifyAll();
            }
        }
    }

    public void shutdown() {
        synchronized (mon) {
            if (runState < SHUTDOWN) {
                runState = SHUTDOWN;
            }
            /* Interrupted with mon held, which a worker takes to mark
             * itself busy: an idle worker that takes a queued task next
             * clears this interrupt before running it (runWorker), and a
             * busy one is not interrupted, as with the JDK's worker lock.
             * (Interrupting after mon was released let a worker that had
             * just taken a task see the interrupt in it: JucPoolConfig
             * printed "interrupted" once on 4 nodes.) */
            for (Worker w : workers) {
                if (!w.busy) {
                    w.thread.interrupt();
                }
            }
        }
        onShutdown();
        tryTerminate();
    }

    void onShutdown() {
    }

    public List<Runnable> shutdownNow() {
        List<Thread> all = new ArrayList<Thread>();
        synchronized (mon) {
            if (runState < STOP) {
                runState = STOP;
            }
            for (Worker w : workers) {
                all.add(w.thread);
            }
        }
        for (Thread t : all) {
            t.interrupt();
        }
        List<Runnable> left = new ArrayList<Runnable>();
        workQueue.drainTo(left);
        tryTerminate();
        return left;
    }

    public boolean isShutdown() {
        return runState != RUNNING;
    }

    public boolean isTerminating() {
        int rs = runState;
        return rs != RUNNING && rs != TERMINATED;
    }

    public boolean isTerminated() {
        return runState == TERMINATED;
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (mon) {
            while (runState != TERMINATED) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                mon.wait(left / 1000000L, (int) (left % 1000000L));
            }
            return true;
        }
    }

    protected void beforeExecute(Thread t, Runnable r) {
    }

    protected void afterExecute(Runnable r, Throwable t) {
    }

    protected void terminated() {
    }

    public void setThreadFactory(ThreadFactory threadFactory) {
        if (threadFactory == null) {
            throw new NullPointerException();
        }
        this.threadFactory = threadFactory;
    }

    public ThreadFactory getThreadFactory() {
        return threadFactory;
    }

    public void setRejectedExecutionHandler(RejectedExecutionHandler handler) {
        if (handler == null) {
            throw new NullPointerException();
        }
        this.handler = handler;
    }

    public RejectedExecutionHandler getRejectedExecutionHandler() {
        return handler;
    }

    public void setCorePoolSize(int corePoolSize) {
        if (corePoolSize < 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        synchronized (mon) {
            this.corePoolSize = corePoolSize;
        }
    }

    public int getCorePoolSize() {
        return corePoolSize;
    }

    public void setMaximumPoolSize(int maximumPoolSize) {
        if (maximumPoolSize <= 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        synchronized (mon) {
            this.maximumPoolSize = maximumPoolSize;
        }
    }

    public int getMaximumPoolSize() {
        return maximumPoolSize;
    }

    public void allowCoreThreadTimeOut(boolean value) {
        if (value && keepAliveNanos <= 0) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        synchronized (mon) {
            allowCoreTimeOut = value;
        }
    }

    public boolean allowsCoreThreadTimeOut() {
        return allowCoreTimeOut;
    }

    public void setKeepAliveTime(long time, TimeUnit unit) {
        if (time < 0) {
            throw new IllegalArgumentException();
        }
        keepAliveNanos = unit.toNanos(time);
    }

    public long getKeepAliveTime(TimeUnit unit) {
        return unit.convert(keepAliveNanos, TimeUnit.NANOSECONDS);
    }

    public boolean prestartCoreThread() {
        return addWorker(null, true);
    }

    public int prestartAllCoreThreads() {
        int n = 0;
        while (addWorker(null, true)) {
            n++;
        }
        return n;
    }

    public BlockingQueue<Runnable> getQueue() {
        return workQueue;
    }

    public boolean remove(Runnable task) {
        boolean r = workQueue.remove(task);
        tryTerminate();
        return r;
    }

    public int getPoolSize() {
        synchronized (mon) {
            return runState >= TIDYING ? 0 : workers.size();
        }
    }

    public int getActiveCount() {
        synchronized (mon) {
            int n = 0;
            for (Worker w : workers) {
                if (w.busy) {
                    n++;
                }
            }
            return n;
        }
    }

    public int getLargestPoolSize() {
        synchronized (mon) {
            return largestPoolSize;
        }
    }

    public long getCompletedTaskCount() {
        synchronized (mon) {
            long n = completedTaskCount;
            for (Worker w : workers) {
                n += w.completed;
            }
            return n;
        }
    }

    public long getTaskCount() {
        synchronized (mon) {
            long n = completedTaskCount;
            for (Worker w : workers) {
                n += w.completed;
                if (w.busy) {
                    n++;
                }
            }
            return n + workQueue.size();
        }
    }

    public String toString() {
        int rs = runState;
        String s = rs == RUNNING ? "Running" : rs == TERMINATED ? "Terminated" : "Shutting down";
        return super.toString() + "[" + s + ", pool size = " + getPoolSize() + ", active threads = "
            + getActiveCount() + ", queued tasks = " + workQueue.size() + ", completed tasks = "
            + getCompletedTaskCount() + "]";
    }

    /** Throws RejectedExecutionException. */
    public static class AbortPolicy implements RejectedExecutionHandler {
        public AbortPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            throw new RejectedExecutionException("Task " + r.toString() + " rejected from " + e.toString());
        }
    }

    /** Runs the task in the caller's thread unless the pool is shut down. */
    public static class CallerRunsPolicy implements RejectedExecutionHandler {
        public CallerRunsPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                r.run();
            }
        }
    }

    /** Drops the task. */
    public static class DiscardPolicy implements RejectedExecutionHandler {
        public DiscardPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
        }
    }

    /** Drops the oldest queued task and retries. */
    public static class DiscardOldestPolicy implements RejectedExecutionHandler {
        public DiscardOldestPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                e.getQueue().poll();
                e.execute(r);
            }
        }
    }
}
