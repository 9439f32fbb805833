package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/** A reentrant mutual-exclusion lock with Conditions (see MonitorSync; a fair lock hands over FIFO). */
public class ReentrantLock implements Lock, java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private final MonitorSync sync;
    private final boolean fair;

    public ReentrantLock() {
        this(false);
    }

    public ReentrantLock(boolean fair) {
        this.fair = fair;
        this.sync = new MonitorSync(fair);
    }

    public void lock() {
        try {
            sync.acquire(false, -1L);
        } catch (InterruptedException e) {
            throw new InternalError(e.toString());
        }
    }

    public void lockInterruptibly() throws InterruptedException {
        sync.acquire(true, -1L);
    }

    public boolean tryLock() {
        return sync.tryAcquire();
    }

    public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
        long n = unit.toNanos(timeout);
        return sync.acquire(true, n < 0 ? 0 : n);
    }

    public void unlock() {
        sync.release();
    }

    public Condition newCondition() {
        return sync.newCondition();
    }

    public int getHoldCount() {
        synchronized (sync.mon) {
            return sync.owner == Thread.currentThread() ? sync.holds : 0;
        }
    }

    public boolean isHeldByCurrentThread() {
        synchronized (sync.mon) {
            return sync.owner == Thread.currentThread();
        }
    }

    public boolean isLocked() {
        synchronized (sync.mon) {
            return sync.owner != null;
        }
    }

    public final boolean isFair() {
        return fair;
    }

    protected Thread getOwner() {
        synchronized (sync.mon) {
            return sync.owner;
        }
    }

    public final boolean hasQueuedThreads() {
        return getQueueLength() > 0;
    }

    public final int getQueueLength() {
        synchronized (sync.mon) {
            return sync.queued;
        }
    }

    public boolean hasWaiters(Condition condition) {
        return getWaitQueueLength(condition) > 0;
    }

    public int getWaitQueueLength(Condition condition) {
        if (condition == null) {
            throw new NullPointerException();
        }
        if (!sync.owns(condition)) {
            throw new IllegalArgumentException("not owner");
        }
        return ((MonitorSync.Cond) condition).waitQueueLength();
    }

    public String toString() {
        Thread o = getOwner();
        return super.toString() + (o == null ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
    }
}
