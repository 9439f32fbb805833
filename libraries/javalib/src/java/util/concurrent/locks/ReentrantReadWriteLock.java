package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * A reentrant read-write lock.  The write lock is a MonitorSync whose
 * exclusive acquire additionally needs no readers other than the thread
 * itself is not allowed (upgrading blocks, as in the JDK); readers share
 * the same monitor and count per thread in a ThreadLocal.  A writer may
 * take the read lock (downgrading).
 */
public class ReentrantReadWriteLock implements ReadWriteLock, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    /** Write side; `readers` is the total read hold count.  Guarded by mon. */
    static final class RwSync extends MonitorSync {
        private static final long serialVersionUID = 1L;
        int readers;
        /* readers blocked on mon.wait() until the writer frees the lock */
        int readWaiting;
        final ThreadLocal<int[]> myReads = new ThreadLocal<int[]>() {
            protected int[] initialValue() {
                return new int[1];
            }
        };

        boolean exclusiveAvailable(Thread me) {
            return owner == null && readers == 0;
        }

        boolean readAvailable(Thread me) {
            return owner == null || owner == me;
        }

        void freed() {
            super.freed();
            if (readWaiting > 0) {
                mon.notifyAll();
            }
        }
    }

    private final RwSync sync = new RwSync();
    private final boolean fair;
    private final ReadLock readerLock = new ReadLock(this);
    private final WriteLock writerLock = new WriteLock(this);

    public ReentrantReadWriteLock() {
        this(false);
    }

    public ReentrantReadWriteLock(boolean fair) {
        this.fair = fair;
    }

    public ReentrantReadWriteLock.WriteLock writeLock() {
        return writerLock;
    }

    public ReentrantReadWriteLock.ReadLock readLock() {
        return readerLock;
    }

    public final boolean isFair() {
        return fair;
    }

    public int getReadLockCount() {
        synchronized (sync.mon) {
            return sync.readers;
        }
    }

    public int getReadHoldCount() {
        return sync.myReads.get()[0];
    }

    public boolean isWriteLocked() {
        synchronized (sync.mon) {
            return sync.owner != null;
        }
    }

    public boolean isWriteLockedByCurrentThread() {
        synchronized (sync.mon) {
            return sync.owner == Thread.currentThread();
        }
    }

    public int getWriteHoldCount() {
        synchronized (sync.mon) {
            return sync.owner == Thread.currentThread() ? sync.holds : 0;
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

    public String toString() {
        synchronized (sync.mon) {
            return super.toString() + "[Write locks = " + sync.holds + ", Read locks = " + sync.readers + "]";
        }
    }

    /** The shared side. */
    public static class ReadLock implements Lock, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final RwSync sync;

        protected ReadLock(ReentrantReadWriteLock lock) {
            sync = lock.sync;
        }

        private boolean acquire(boolean interruptible, long nanos) throws InterruptedException {
            Thread me = Thread.currentThread();
            if (interruptible && Thread.interrupted()) {
                throw new InterruptedException();
            }
            synchronized (sync.mon) {
                long deadline = nanos >= 0 ? System.nanoTime() + nanos : 0L;
                boolean interrupted = false;
                sync.queued++;
                sync.readWaiting++;
                try {
                    while (!sync.readAvailable(me)) {
                        try {
                            if (nanos < 0) {
                                sync.mon.wait();
                            } else {
                                long left = deadline - System.nanoTime();
                                if (left <= 0) {
                                    return false;
                                }
                                MonitorSync.waitNanos(sync.mon, left);
                            }
                        } catch (InterruptedException e) {
                            if (interruptible) {
                                throw e;
                            }
                            interrupted = true;
                        }
                    }
                } finally {
                    sync.queued--;
                    sync.readWaiting--;
                }
                sync.readers++;
                sync.myReads.get()[0]++;
                if (interrupted) {
                    me.interrupt();
                }
                return true;
            }
        }

        public void lock() {
            try {
                acquire(false, -1L);
            } catch (InterruptedException e) {
                throw new InternalError(e.toString());
            }
        }

        public void lockInterruptibly() throws InterruptedException {
            acquire(true, -1L);
        }

        public boolean tryLock() {
            synchronized (sync.mon) {
                if (!sync.readAvailable(Thread.currentThread())) {
                    return false;
                }
                sync.readers++;
                sync.myReads.get()[0]++;
                return true;
            }
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            long n = unit.toNanos(timeout);
            return acquire(true, n < 0 ? 0 : n);
        }

        public void unlock() {
            synchronized (sync.mon) {
                int[] mine = sync.myReads.get();
                if (mine[0] == 0) {
                    throw new IllegalMonitorStateException(
                        "attempt to unlock read lock, not locked by current thread");
                }
                mine[0]--;
                if (--sync.readers == 0) {
                    sync.wakeHead();
                }
            }
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }

        public String toString() {
            synchronized (sync.mon) {
                return super.toString() + "[Read locks = " + sync.readers + "]";
            }
        }
    }

    /** The exclusive side. */
    public static class WriteLock implements Lock, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final RwSync sync;

        protected WriteLock(ReentrantReadWriteLock lock) {
            sync = lock.sync;
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

        public boolean isHeldByCurrentThread() {
            synchronized (sync.mon) {
                return sync.owner == Thread.currentThread();
            }
        }

        public int getHoldCount() {
            synchronized (sync.mon) {
                return sync.owner == Thread.currentThread() ? sync.holds : 0;
            }
        }

        public String toString() {
            Thread o;
            synchronized (sync.mon) {
                o = sync.owner;
            }
            return super.toString() + (o == null ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
        }
    }
}
