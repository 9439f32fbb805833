package java.util.concurrent;

/**
 * A counting semaphore; state guarded by the private monitor.  In a fair
 * semaphore, blocked acquirers stand in {@code line} in arrival order and
 * only the head may take permits (a large request at the head holds back
 * smaller ones behind it, as in the JDK); the untimed tryAcquire barges, as
 * in the JDK.  Invariant: line holds exactly the threads blocked in
 * acquire of a fair semaphore; waiting counts the threads blocked in
 * acquire.
 */
public class Semaphore implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private final Object mon = new Object();
    private final boolean fair;
    private final java.util.ArrayDeque<Thread> line = new java.util.ArrayDeque<Thread>();
    private int permits;
    private int waiting;

    public Semaphore(int permits) {
        this(permits, false);
    }

    public Semaphore(int permits, boolean fair) {
        this.permits = permits;
        this.fair = fair;
    }

    private boolean doAcquire(int n, boolean interruptible, long nanos) throws InterruptedException {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        Thread me = Thread.currentThread();
        synchronized (mon) {
            long deadline = nanos >= 0 ? System.nanoTime() + nanos : 0L;
            boolean interrupted = false;
            if (fair) {
                line.addLast(me);
            }
            waiting++;
            try {
                while (permits < n || (fair && line.peekFirst() != me)) {
                    try {
                        if (nanos < 0) {
                            mon.wait();
                        } else {
                            long left = deadline - System.nanoTime();
                            if (left <= 0) {
                                return false;
                            }
                            mon.wait(left / 1000000L, (int) (left % 1000000L));
                        }
                    } catch (InterruptedException e) {
                        if (interruptible) {
                            throw e;
                        }
                        interrupted = true;
                    }
                }
            } finally {
                waiting--;
                if (fair) {
                    line.removeFirstOccurrence(me);
                    mon.notifyAll();
                }
            }
            permits -= n;
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return true;
        }
    }

    public void acquire() throws InterruptedException {
        doAcquire(1, true, -1L);
    }

    public void acquire(int n) throws InterruptedException {
        doAcquire(n, true, -1L);
    }

    public void acquireUninterruptibly() {
        acquireUninterruptibly(1);
    }

    public void acquireUninterruptibly(int n) {
        try {
            doAcquire(n, false, -1L);
        } catch (InterruptedException e) {
            throw new InternalError(e.toString());
        }
    }

    public boolean tryAcquire() {
        return tryAcquire(1);
    }

    public boolean tryAcquire(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (mon) {
            if (permits < n) {
                return false;
            }
            permits -= n;
            return true;
        }
    }

    public boolean tryAcquire(long timeout, TimeUnit unit) throws InterruptedException {
        return tryAcquire(1, timeout, unit);
    }

    public boolean tryAcquire(int n, long timeout, TimeUnit unit) throws InterruptedException {
        long t = unit.toNanos(timeout);
        return doAcquire(n, true, t < 0 ? 0 : t);
    }

    public void release() {
        release(1);
    }

    public void release(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (mon) {
            if (permits + n < permits) {
                throw new Error("Maximum permit count exceeded");
            }
            permits += n;
            mon.notifyAll();
        }
    }

    public int availablePermits() {
        synchronized (mon) {
            return permits;
        }
    }

    public int drainPermits() {
        synchronized (mon) {
            int p = permits;
            if (p > 0) {
                permits = 0;
            }
            return p > 0 ? p : 0;
        }
    }

    protected void reducePermits(int reduction) {
        if (reduction < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (mon) {
            permits -= reduction;
        }
    }

    public final boolean hasQueuedThreads() {
        synchronized (mon) {
            return waiting > 0;
        }
    }

    public final int getQueueLength() {
        synchronized (mon) {
            return waiting;
        }
    }

    public boolean isFair() {
        return fair;
    }

    public String toString() {
        return super.toString() + "[Permits = " + availablePermits() + "]";
    }
}
