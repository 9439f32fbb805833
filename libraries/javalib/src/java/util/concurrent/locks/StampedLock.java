package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * A capability-based read/write lock with optimistic reads, built on one
 * private monitor (like the other locks here), not on a CLH queue.
 *
 * State (guarded by mon): {@code seq} counts write-lock acquisitions and
 * releases, so it is odd exactly while the write lock is held; {@code
 * readers} is the number of read locks held (> 0 only while seq is even);
 * {@code writersWaiting} counts threads blocked in a write acquisition, and
 * new readers wait while it is non-zero, so writers are not starved.
 *
 * A stamp is {@code seq * 4 + mode} (mode 1 read, 2 write, 3 optimistic);
 * it is never 0, the failure value.  validate(stamp) holds while seq is
 * still the stamp's: no write lock has been taken since an optimistic or
 * read stamp was issued, or the write lock of a write stamp is still held.
 * validate takes the monitor, which also orders the caller's earlier
 * reads before the check.  Stamp values differ from the JDK's.
 */
public class StampedLock implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private static final long READ = 1, WRITE = 2, OPTIMISTIC = 3;

    private final Object mon = new Object();
    private long seq = 2;
    private int readers;
    private int writersWaiting;

    public StampedLock() {
    }

    private boolean writeHeld() { return (seq & 1) != 0; }
    private long stamp(long mode) { return seq * 4 + mode; }
    private static long mode(long stamp) { return stamp & 3; }
    private boolean current(long stamp) { return stamp != 0 && (stamp >>> 2) == seq; }

    /* Acquisition under mon. */
    private long grabWrite() { seq++; return stamp(WRITE); }
    private long grabRead() { readers++; return stamp(READ); }
    private boolean canWrite() { return !writeHeld() && readers == 0; }
    private boolean canRead() { return !writeHeld() && writersWaiting == 0; }

    /* Waits until the lock can be taken: nanos < 0 means no limit. Returns 0 on timeout. */
    private long acquire(boolean write, boolean interruptible, long nanos) throws InterruptedException {
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        boolean interrupted = false;
        long deadline = System.nanoTime() + nanos;
        synchronized (mon) {
            if (write) {
                writersWaiting++;
            }
            try {
                while (write ? !canWrite() : !canRead()) {
                    try {
                        if (nanos < 0) {
                            mon.wait();
                        } else {
                            long left = deadline - System.nanoTime();
                            if (left <= 0) {
                                return 0L;
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
                return write ? grabWrite() : grabRead();
            } finally {
                if (write) {
                    writersWaiting--;
                    mon.notifyAll();
                }
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    private long uninterruptibly(boolean write) {
        try {
            return acquire(write, false, -1L);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    public long writeLock() { return uninterruptibly(true); }
    public long readLock() { return uninterruptibly(false); }
    public long writeLockInterruptibly() throws InterruptedException { return acquire(true, true, -1L); }
    public long readLockInterruptibly() throws InterruptedException { return acquire(false, true, -1L); }

    public long tryWriteLock(long time, TimeUnit unit) throws InterruptedException {
        return acquire(true, true, Math.max(0L, unit.toNanos(time)));
    }

    public long tryReadLock(long time, TimeUnit unit) throws InterruptedException {
        return acquire(false, true, Math.max(0L, unit.toNanos(time)));
    }

    public long tryWriteLock() {
        synchronized (mon) {
            return canWrite() ? grabWrite() : 0L;
        }
    }

    public long tryReadLock() {
        synchronized (mon) {
            return !writeHeld() ? grabRead() : 0L;
        }
    }

    public long tryOptimisticRead() {
        synchronized (mon) {
            return writeHeld() ? 0L : stamp(OPTIMISTIC);
        }
    }

    public boolean validate(long stamp) {
        synchronized (mon) {
            return current(stamp);
        }
    }

    /* Releases under mon; false when the stamp does not match a held lock. */
    private boolean releaseWrite(long stamp) {
        if (mode(stamp) != WRITE || !writeHeld() || !current(stamp)) {
            return false;
        }
        seq++;
        mon.notifyAll();
        return true;
    }

    private boolean releaseRead(long stamp) {
        if (mode(stamp) != READ || readers == 0 || !current(stamp)) {
            return false;
        }
        if (--readers == 0) {
            mon.notifyAll();
        }
        return true;
    }

    public void unlockWrite(long stamp) {
        synchronized (mon) {
            if (!releaseWrite(stamp)) {
                throw new IllegalMonitorStateException();
            }
        }
    }

    public void unlockRead(long stamp) {
        synchronized (mon) {
            if (!releaseRead(stamp)) {
                throw new IllegalMonitorStateException();
            }
        }
    }

    public void unlock(long stamp) {
        synchronized (mon) {
            if (!releaseWrite(stamp) && !releaseRead(stamp)) {
                throw new IllegalMonitorStateException();
            }
        }
    }

    public boolean tryUnlockWrite() {
        synchronized (mon) {
            return writeHeld() && releaseWrite(stamp(WRITE));
        }
    }

    public boolean tryUnlockRead() {
        synchronized (mon) {
            return readers > 0 && releaseRead(stamp(READ));
        }
    }

    public long tryConvertToWriteLock(long stamp) {
        synchronized (mon) {
            if (!current(stamp)) {
                return 0L;
            }
            long m = mode(stamp);
            if (m == WRITE) {
                return writeHeld() ? stamp : 0L;
            }
            if (m == READ) {
                if (readers != 1) {
                    return 0L;
                }
                readers = 0;
                return grabWrite();
            }
            if (m == OPTIMISTIC && canWrite()) {
                return grabWrite();
            }
            return 0L;
        }
    }

    public long tryConvertToReadLock(long stamp) {
        synchronized (mon) {
            if (!current(stamp)) {
                return 0L;
            }
            long m = mode(stamp);
            if (m == WRITE) {
                if (!writeHeld()) {
                    return 0L;
                }
                seq++;
                mon.notifyAll();
                return grabRead();
            }
            if (m == READ) {
                return readers > 0 ? stamp : 0L;
            }
            if (m == OPTIMISTIC && !writeHeld()) {
                return grabRead();
            }
            return 0L;
        }
    }

    public long tryConvertToOptimisticRead(long stamp) {
        synchronized (mon) {
            if (!current(stamp)) {
                return 0L;
            }
            long m = mode(stamp);
            if (m == WRITE) {
                return releaseWrite(stamp) ? stamp(OPTIMISTIC) : 0L;
            }
            if (m == READ) {
                return releaseRead(stamp) ? stamp(OPTIMISTIC) : 0L;
            }
            return m == OPTIMISTIC ? stamp : 0L;
        }
    }

    public boolean isWriteLocked() {
        synchronized (mon) {
            return writeHeld();
        }
    }

    public boolean isReadLocked() {
        synchronized (mon) {
            return readers > 0;
        }
    }

    public int getReadLockCount() {
        synchronized (mon) {
            return readers;
        }
    }

    public static boolean isWriteLockStamp(long stamp) { return stamp != 0 && mode(stamp) == WRITE; }
    public static boolean isReadLockStamp(long stamp) { return stamp != 0 && mode(stamp) == READ; }
    public static boolean isLockStamp(long stamp) { return isWriteLockStamp(stamp) || isReadLockStamp(stamp); }
    public static boolean isOptimisticReadStamp(long stamp) { return stamp != 0 && mode(stamp) == OPTIMISTIC; }

    public String toString() {
        synchronized (mon) {
            return super.toString() + (writeHeld() ? "[Write-locked]"
                : readers > 0 ? "[Read-locks:" + readers + "]" : "[Unlocked]");
        }
    }

    /** A Lock view of the read lock (no Conditions). */
    public Lock asReadLock() { return new View(false); }

    /** A Lock view of the write lock (no Conditions). */
    public Lock asWriteLock() { return new View(true); }

    public ReadWriteLock asReadWriteLock() {
        return new ReadWriteLock() {
            public Lock readLock() { return asReadLock(); }
            public Lock writeLock() { return asWriteLock(); }
        };
    }

    private final class View implements Lock {
        private final boolean write;

        View(boolean write) {
            this.write = write;
        }

        public void lock() {
            if (write) writeLock(); else readLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            if (write) writeLockInterruptibly(); else readLockInterruptibly();
        }

        public boolean tryLock() {
            return (write ? tryWriteLock() : tryReadLock()) != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return (write ? tryWriteLock(time, unit) : tryReadLock(time, unit)) != 0L;
        }

        public void unlock() {
            if (!(write ? tryUnlockWrite() : tryUnlockRead())) {
                throw new IllegalMonitorStateException();
            }
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }
}
