package java.util.concurrent.locks;

import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;

/**
 * The synchronizer behind ReentrantLock and the write side of
 * ReentrantReadWriteLock (our own design, not the JDK's queue).
 *
 * All state is guarded by the private monitor {@code mon}: the exclusive
 * owner and its hold count, the number of threads blocked acquiring, and
 * each Condition's FIFO of waiter records.  A thread that cannot acquire
 * waits on {@code mon}; every release and every signal does notifyAll, so
 * no wake-up is lost (blocked threads re-check their predicate).  Building
 * on Java monitors keeps the locks correct with whatever thread support the
 * VM has, and in a cluster these monitors are exactly the ones the global
 * object space already manages at the home node.
 *
 * Fairness: in a fair synchronizer, threads blocked acquiring (including
 * those re-acquiring after Condition.await) stand in {@code line} in
 * arrival order and only the head may take the free lock, so the lock is
 * handed over FIFO; a thread that gives up (timeout, interrupt) leaves the
 * line.  As in the JDK, the untimed tryAcquire barges.  A non-fair
 * synchronizer leaves the choice to the monitor.
 *
 * Invariants: owner == null iff holds == 0; line is empty unless fair, and
 * holds exactly the threads blocked in acquire or in await's re-acquire.
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

    /* May `me`, blocked in line (when fair), take the lock now?  Called with mon held. */
    private boolean mayTake(Thread me) {
        return exclusiveAvailable(me) && (!fair || line.peekFirst() == me);
    }

    /* Joins the line (fair only); called with mon held. */
    private void enterLine(Thread me) {
        if (fair) {
            line.addLast(me);
        }
    }

    /* Leaves the line (fair only) and lets the new head re-check; called with mon held. */
    private void leaveLine(Thread me) {
        if (fair) {
            line.removeFirstOccurrence(me);
            mon.notifyAll();
        }
    }

    /** May `me` take the exclusive lock now (owner is not me)?  Called with mon held. */
    boolean exclusiveAvailable(Thread me) {
        return owner == null;
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
            boolean interrupted = false;
            long deadline = nanos >= 0 ? System.nanoTime() + nanos : 0L;
            queued++;
            enterLine(me);
            try {
                while (!mayTake(me)) {
                    try {
                        if (nanos < 0) {
                            mon.wait();
                        } else {
                            long left = deadline - System.nanoTime();
                            if (left <= 0) {
                                return false;
                            }
                            waitNanos(mon, left);
                        }
                    } catch (InterruptedException e) {
                        if (interruptible) {
                            throw e;
                        }
                        interrupted = true;
                    }
                }
            } finally {
                queued--;
                leaveLine(me);
            }
            owner = me;
            holds = 1;
            if (interrupted) {
                me.interrupt();
            }
            return true;
        }
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
                mon.notifyAll();
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
        boolean signalled;
    }

    /** A Condition of this synchronizer. */
    final class Cond implements Condition, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        final ArrayDeque<Waiter> waiters = new ArrayDeque<Waiter>();

        /*
         * Waits with mon held: fully releases the lock, waits until
         * signalled (or interrupted / timed out), re-acquires with the
         * saved hold count.  Returns the nanoseconds left (<= 0: timed out).
         */
        private long doAwait(boolean interruptible, long nanos) throws InterruptedException {
            Thread me = Thread.currentThread();
            synchronized (mon) {
                if (owner != me) {
                    throw new IllegalMonitorStateException();
                }
                if (interruptible && Thread.interrupted()) {
                    throw new InterruptedException();
                }
                Waiter w = new Waiter();
                waiters.addLast(w);
                int saved = holds;
                owner = null;
                holds = 0;
                mon.notifyAll();
                long deadline = nanos >= 0 ? System.nanoTime() + nanos : 0L;
                long left = nanos;
                InterruptedException ie = null;
                boolean interrupted = false;
                while (!w.signalled) {
                    try {
                        if (nanos < 0) {
                            mon.wait();
                        } else {
                            left = deadline - System.nanoTime();
                            if (left <= 0) {
                                break;
                            }
                            waitNanos(mon, left);
                        }
                    } catch (InterruptedException e) {
                        if (interruptible) {
                            ie = e;
                            break;
                        }
                        interrupted = true;
                    }
                }
                if (!w.signalled) {
                    waiters.remove(w);
                }
                enterLine(me);
                while (!mayTake(me)) {
                    try {
                        mon.wait();
                    } catch (InterruptedException e) {
                        interrupted = true;
                    }
                }
                leaveLine(me);
                owner = me;
                holds = saved;
                if (ie != null) {
                    throw ie;
                }
                if (interrupted) {
                    me.interrupt();
                }
                if (nanos >= 0) {
                    left = deadline - System.nanoTime();
                    if (w.signalled && left <= 0) {
                        left = 1;
                    }
                }
                return left;
            }
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

        public void signal() {
            synchronized (mon) {
                if (owner != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                Waiter w = waiters.pollFirst();
                if (w != null) {
                    w.signalled = true;
                    mon.notifyAll();
                }
            }
        }

        public void signalAll() {
            synchronized (mon) {
                if (owner != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                Waiter w;
                boolean any = false;
                while ((w = waiters.pollFirst()) != null) {
                    w.signalled = true;
                    any = true;
                }
                if (any) {
                    mon.notifyAll();
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
