package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A ThreadPoolExecutor whose queue releases tasks when their time comes.
 * Every task (also plain execute/submit) goes through the delay queue;
 * periodic tasks re-queue themselves after each run.  After shutdown(),
 * delayed one-shot tasks still run and periodic tasks are cancelled (the
 * JDK's default policies).
 */
public class ScheduledThreadPoolExecutor extends ThreadPoolExecutor implements ScheduledExecutorService {
    private static final AtomicLong sequencer = new AtomicLong();

    private final class ScheduledFutureTask<V> extends FutureTask<V> implements RunnableScheduledFuture<V> {
        private final long seq = sequencer.getAndIncrement();
        private volatile long time;
        /* > 0 fixed rate, < 0 fixed delay, 0 one-shot (nanoseconds). */
        private final long period;

        ScheduledFutureTask(Runnable r, V result, long triggerTime, long period) {
            super(r, result);
            this.time = triggerTime;
            this.period = period;
        }

        ScheduledFutureTask(Callable<V> c, long triggerTime) {
            super(c);
            this.time = triggerTime;
            this.period = 0;
        }

        public long getDelay(TimeUnit unit) {
            return unit.convert(time - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        public int compareTo(Delayed other) {
            if (other == this) {
                return 0;
            }
            if (other instanceof ScheduledFutureTask) {
                ScheduledFutureTask<?> x = (ScheduledFutureTask<?>) other;
                long diff = time - x.time;
                if (diff < 0) {
                    return -1;
                } else if (diff > 0) {
                    return 1;
                }
                return seq < x.seq ? -1 : 1;
            }
            long diff = getDelay(TimeUnit.NANOSECONDS) - other.getDelay(TimeUnit.NANOSECONDS);
            return (diff < 0) ? -1 : (diff > 0) ? 1 : 0;
        }

        public boolean isPeriodic() {
            return period != 0;
        }

        public void run() {
            if (!isPeriodic()) {
                super.run();
            } else if (runAndReset()) {
                time = period > 0 ? time + period : System.nanoTime() - period;
                if (!isShutdown()) {
                    queue.add(this);
                } else {
                    cancel(false);
                }
            }
        }

        public boolean cancel(boolean mayInterruptIfRunning) {
            boolean c = super.cancel(mayInterruptIfRunning);
            if (c) {
                queue.remove(this);
            }
            return c;
        }
    }

    /** Time-ordered queue: poll/take hand out only tasks whose delay has expired. */
    private static final class DelayQueue extends AbstractQueue<Runnable> implements BlockingQueue<Runnable> {
        private final Object mon = new Object();
        private final PriorityQueue<Delayed> heap = new PriorityQueue<Delayed>();

        public boolean offer(Runnable r) {
            synchronized (mon) {
                heap.add((Delayed) r);
                mon.notifyAll();
                return true;
            }
        }

        public void put(Runnable r) {
            offer(r);
        }

        public boolean offer(Runnable r, long timeout, TimeUnit unit) {
            return offer(r);
        }

        public Runnable poll() {
            synchronized (mon) {
                Delayed d = heap.peek();
                if (d == null || d.getDelay(TimeUnit.NANOSECONDS) > 0) {
                    return null;
                }
                return (Runnable) heap.poll();
            }
        }

        public Runnable take() throws InterruptedException {
            synchronized (mon) {
                for (;;) {
                    Delayed d = heap.peek();
                    if (d == null) {
                        mon.wait();
                    } else {
                        long left = d.getDelay(TimeUnit.NANOSECONDS);
                        if (left <= 0) {
                            return (Runnable) heap.poll();
                        }
                        mon.wait(left / 1000000L, (int) (left % 1000000L));
                    }
                }
            }
        }

        public Runnable poll(long timeout, TimeUnit unit) throws InterruptedException {
            long deadline = System.nanoTime() + unit.toNanos(timeout);
            synchronized (mon) {
                for (;;) {
                    Delayed d = heap.peek();
                    long left = deadline - System.nanoTime();
                    if (d != null) {
                        long due = d.getDelay(TimeUnit.NANOSECONDS);
                        if (due <= 0) {
                            return (Runnable) heap.poll();
                        }
                        if (due < left) {
                            left = due;
                        }
                    }
                    if (deadline - System.nanoTime() <= 0) {
                        return null;
                    }
                    MonitorWait.nanos(mon, left);
                }
            }
        }

        public Runnable peek() {
            synchronized (mon) {
                return (Runnable) heap.peek();
            }
        }

        public int size() {
            synchronized (mon) {
                return heap.size();
            }
        }

        public int remainingCapacity() {
            return Integer.MAX_VALUE;
        }

        public boolean remove(Object o) {
            synchronized (mon) {
                return heap.remove(o);
            }
        }

        public boolean contains(Object o) {
            synchronized (mon) {
                return heap.contains(o);
            }
        }

        public Iterator<Runnable> iterator() {
            List<Runnable> snap = new ArrayList<Runnable>();
            synchronized (mon) {
                for (Delayed d : heap) {
                    snap.add((Runnable) d);
                }
            }
            return snap.iterator();
        }

        public int drainTo(Collection<? super Runnable> c) {
            return drainTo(c, Integer.MAX_VALUE);
        }

        public int drainTo(Collection<? super Runnable> c, int max) {
            int n = 0;
            synchronized (mon) {
                while (n < max && !heap.isEmpty()) {
                    c.add((Runnable) heap.poll());
                    n++;
                }
            }
            return n;
        }
    }

    private final BlockingQueue<Runnable> queue;

    public ScheduledThreadPoolExecutor(int corePoolSize) {
        this(corePoolSize, Executors.defaultThreadFactory());
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, ThreadFactory threadFactory) {
        super(corePoolSize, Integer.MAX_VALUE, 10L, TimeUnit.MILLISECONDS, new DelayQueue(), threadFactory);
        queue = getQueue();
    }

    private long triggerTime(long delay, TimeUnit unit) {
        long d = unit.toNanos(delay < 0 ? 0 : delay);
        return System.nanoTime() + d;
    }

    private void delayedExecute(RunnableScheduledFuture<?> task) {
        if (isShutdown()) {
            reject(task);
            return;
        }
        queue.add(task);
        if (getPoolSize() < getCorePoolSize()) {
            prestartCoreThread();
        } else if (getPoolSize() == 0) {
            prestartCoreThread();
        }
    }

    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        ScheduledFutureTask<Void> t = new ScheduledFutureTask<Void>(command, null, triggerTime(delay, unit), 0);
        delayedExecute(t);
        return t;
    }

    public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        if (callable == null || unit == null) {
            throw new NullPointerException();
        }
        ScheduledFutureTask<V> t = new ScheduledFutureTask<V>(callable, triggerTime(delay, unit));
        delayedExecute(t);
        return t;
    }

    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        if (period <= 0) {
            throw new IllegalArgumentException();
        }
        ScheduledFutureTask<Void> t = new ScheduledFutureTask<Void>(command, null, triggerTime(initialDelay, unit),
                                                                    unit.toNanos(period));
        delayedExecute(t);
        return t;
    }

    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay,
                                                     TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        if (delay <= 0) {
            throw new IllegalArgumentException();
        }
        ScheduledFutureTask<Void> t = new ScheduledFutureTask<Void>(command, null, triggerTime(initialDelay, unit),
                                                                    -unit.toNanos(delay));
        delayedExecute(t);
        return t;
    }

    public void execute(Runnable command) {
        schedule(command, 0, TimeUnit.NANOSECONDS);
    }

    public Future<?> submit(Runnable task) {
        return schedule(task, 0, TimeUnit.NANOSECONDS);
    }

    public <T> Future<T> submit(Runnable task, T result) {
        return schedule(Executors.callable(task, result), 0, TimeUnit.NANOSECONDS);
    }

    public <T> Future<T> submit(Callable<T> task) {
        return schedule(task, 0, TimeUnit.NANOSECONDS);
    }

    void onShutdown() {
        for (Runnable r : queue.toArray(new Runnable[0])) {
            if (r instanceof RunnableScheduledFuture && ((RunnableScheduledFuture<?>) r).isPeriodic()) {
                ((RunnableScheduledFuture<?>) r).cancel(false);
            }
        }
    }

    public void shutdown() {
        super.shutdown();
    }

    public List<Runnable> shutdownNow() {
        return super.shutdownNow();
    }
}
