package java.util.concurrent.locks;

import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;

/**
 * The synchronizer behind ReentrantLock and the write side of
 * ReentrantReadWriteLock (our own design, not the JDK's queue).
 *
 * All state is guarded by the private monitor {@code mon}: the exclusive
 * owner and its hold count, the {@code line} of threads blocked acquiring
 * (in arrival order) and each Condition's FIFO of waiter records.  Blocked
 * threads do not wait on {@code mon}: they park, and whoever frees the lock
 * wakes the head of the line only ({@link #wakeHead}).  A release therefore
 * costs one wake-up, not one per blocked thread; in a cluster every wake-up
 * of a thread is a round of monitor traffic to the lock's home node, so the
 * difference is large (doc/vm-core.md, "Locks").  A Condition's signal moves
 * the waiter into the line without waking it: the signaller still holds the
 * lock, and its release wakes the head.
 *
 * Fairness: a fair synchronizer hands the free lock to the head of the line
 * (owner is set for it before it runs), so the lock goes round FIFO.  A
 * non-fair one frees the lock and wakes the head, which takes it unless a
 * running thread barged in first (then the head parks again and is woken by
 * the next release).  As in the JDK, the untimed tryAcquire barges either way.
 *
 * Invariants (mon held): owner == null iff holds == 0, except for the
 * moment between a fair hand-over and the new owner's running (holds is 1
 * then, the owner sets its own count); a thread is in line iff it is blocked
 * acquiring or re-acquiring after a signalled or abandoned await; when the
 * lock is free and the line is not, the head has been unparked (fair: it
 * already owns the lock).
 */
class MonitorSync implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    final Object mon = new Object();
    final boolean fair;
    private final ArrayDeque<Thread> line = new ArrayDeque<Thread>();
    Thread owner;
    int holds;
    int queued;

    MonitorSync() {
        this(false);
    }

    MonitorSync(boolean fair) {
        this.fair = fair;
    }

    /** May `me` take the exclusive lock now (owner is not me)?  Called with mon held. */
    boolean exclusiveAvailable(Thread me) {
        return owner == null;
    }

    /**
     * The exclusive lock may have become available (a release, a thread
     * leaving the line): hand it to the head of the line (fair) or wake the
     * head to try for it (non-fair).  Called with mon held.
     */
    final void wakeHead() {
        Thread head = line.peekFirst();
        if (head == null || owner != null || !exclusiveAvailable(head)) {
            return;
        }
        if (fair) {
            line.pollFirst();
            queued--;
            owner = head;
            holds = 1;
        }
        LockSupport.unpark(head);
    }

    /** The exclusive lock was freed; called with mon held. */
    void freed() {
        wakeHead();
    }

    /* Blocked in line: has the lock been handed to me, or (non-fair) may I
     * take it?  On success the hold count is h.  Called with mon held. */
    private boolean takeFromLine(Thread me, int h) {
        if (owner == me) {
            holds = h;
            return true;
        }
        if (!fair && exclusiveAvailable(me)) {
            line.removeFirstOccurrence(me);
            queued--;
            owner = me;
            holds = h;
            return true;
        }
        return false;
    }

    /* Parks, mon not held, until woken (a spurious return is allowed) or,
     * unless untimed, the deadline; returns and clears the interrupt flag. */
    private boolean parkAwhile(boolean untimed, long deadline) {
        if (untimed) {
            LockSupport.park(mon);
        } else {
            long left = deadline - System.nanoTime();
            if (left > 0) {
                LockSupport.parkNanos(mon, left);
            }
        }
        return Thread.interrupted();
    }

    /* Leaves the line without the lock (timeout, interrupt); called with mon held. */
    private void leaveLine(Thread me) {
        line.removeFirstOccurrence(me);
        queued--;
        wakeHead();
    }

    /** Acquire; nanos < 0 waits forever.  Returns false on timeout. */
    final boolean acquire(boolean interruptible, long nanos) throws InterruptedException {
        Thread me = Thread.currentThread();
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (mon) {
            if (owner == me) {
                if (holds == Integer.MAX_VALUE) {
                    throw new Error("Maximum lock count exceeded");
                }
                holds++;
                return true;
            }
            if (exclusiveAvailable(me) && (!fair || line.isEmpty())) {
                owner = me;
                holds = 1;
                return true;
            }
            queued++;
            line.addLast(me);
        }
        long deadline = nanos >= 0 ? System.nanoTime() + nanos : 0L;
        boolean interrupted = false;
        for (;;) {
            interrupted |= parkAwhile(nanos < 0, deadline);
            synchronized (mon) {
                if (takeFromLine(me, 1)) {
                    break;
                }
                if (interrupted && interruptible) {
                    leaveLine(me);
                    throw new InterruptedException();
                }
                if (nanos >= 0 && deadline - System.nanoTime() <= 0) {
                    leaveLine(me);
                    if (interrupted) {
                        me.interrupt();
                    }
                    return false;
                }
            }
        }
        if (interrupted) {
            me.interrupt();
        }
        return true;
    }

    final boolean tryAcquire() {
        Thread me = Thread.currentThread();
        synchronized (mon) {
            if (owner == me) {
                holds++;
                return true;
            }
            if (!exclusiveAvailable(me)) {
                return false;
            }
            owner = me;
            holds = 1;
            return true;
        }
    }

    final void release() {
        synchronized (mon) {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            if (--holds == 0) {
                owner = null;
                freed();
            }
        }
    }

    static void waitNanos(Object m, long nanos) throws InterruptedException {
        long ms = nanos / 1000000L;
        int ns = (int) (nanos % 1000000L);
        if (ms == 0 && ns == 0) {
            ns = 1;
        }
        m.wait(ms, ns);
    }

    /** One thread waiting in Condition.await. */
    static final class Waiter {
        final Thread thread = Thread.currentThread();
        /* moved into the line: signalled, or gave up waiting */
        boolean inLine;
        boolean signalled;
    }

    /** A Condition of this synchronizer. */
    final class Cond implements Condition, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        final ArrayDeque<Waiter> waiters = new ArrayDeque<Waiter>();

        /*
         * Called with the lock held: fully releases it, parks until
         * signalled (or interrupted / timed out), then waits in line to
         * re-acquire with the saved hold count.  Returns the nanoseconds
         * left (<= 0: timed out).
         */
        private long doAwait(boolean interruptible, long nanos) throws InterruptedException {
            Thread me = Thread.currentThread();
            Waiter w = new Waiter();
            int saved;
            synchronized (mon) {
                if (owner != me) {
                    throw new IllegalMonitorStateException();
                }
                if (interruptible && Thread.interrupted()) {
                    throw new InterruptedException();
                }
                waiters.addLast(w);
                saved = holds;
                owner = null;
                holds = 0;
                freed();
            }
            long deadline = nanos >= 0 ? System.nanoTime() + nanos : 0L;
            boolean interrupted = false;
            boolean thrown = false;
            for (;;) {
                synchronized (mon) {
                    if (w.inLine) {
                        if (takeFromLine(me, saved)) {
                            break;
                        }
                    } else {
                        boolean over = nanos >= 0 && deadline - System.nanoTime() <= 0;
                        if (over || (interrupted && interruptible)) {
                            /* give up waiting; re-acquire before returning */
                            waiters.remove(w);
                            w.inLine = true;
                            thrown = !over;
                            line.addLast(me);
                            queued++;
                            wakeHead();
                            continue;
                        }
                    }
                }
                interrupted |= parkAwhile(nanos < 0 || w.inLine, deadline);
            }
            if (thrown) {
                throw new InterruptedException();
            }
            if (interrupted) {
                me.interrupt();
            }
            if (nanos < 0) {
                return -1L;
            }
            long left = deadline - System.nanoTime();
            if (w.signalled && left <= 0) {
                left = 1;
            }
            return left;
        }

        public void await() throws InterruptedException {
            doAwait(true, -1L);
        }

        public void awaitUninterruptibly() {
            try {
                doAwait(false, -1L);
            } catch (InterruptedException e) {
                throw new InternalError(e.toString());
            }
        }

        public long awaitNanos(long nanosTimeout) throws InterruptedException {
            return doAwait(true, nanosTimeout < 0 ? 0 : nanosTimeout);
        }

        public boolean await(long time, TimeUnit unit) throws InterruptedException {
            long n = unit.toNanos(time);
            return doAwait(true, n < 0 ? 0 : n) > 0;
        }

        /* Moves w into the line; the signaller holds the lock, so nobody is woken.  mon held. */
        private void transfer(Waiter w) {
            w.signalled = true;
            w.inLine = true;
            line.addLast(w.thread);
            queued++;
        }

        public void signal() {
            synchronized (mon) {
                if (owner != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                Waiter w = waiters.pollFirst();
                if (w != null) {
                    transfer(w);
                }
            }
        }

        public void signalAll() {
            synchronized (mon) {
                if (owner != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                Waiter w;
                while ((w = waiters.pollFirst()) != null) {
                    transfer(w);
                }
            }
        }

        MonitorSync outer() {
            return MonitorSync.this;
        }

        int waitQueueLength() {
            synchronized (mon) {
                if (owner != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                return waiters.size();
            }
        }
    }

    final Cond newCondition() {
        return new Cond();
    }

    final boolean owns(Condition c) {
        return c instanceof Cond && ((Cond) c).outer() == this;
    }
}
