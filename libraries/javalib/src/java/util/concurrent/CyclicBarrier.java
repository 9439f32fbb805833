package java.util.concurrent;

import java.util.concurrent.locks.LockSupport;

/**
 * A barrier for a fixed number of parties, reusable after each trip.
 * Each trip is a Generation; a generation is broken when a waiting party
 * is interrupted or times out, when the barrier action throws, or on
 * reset().  State is guarded by the private monitor.
 */
public class CyclicBarrier {
    /* A waiting party parks (it does not wait on the monitor), so that at
     * a trip every waiter is unparked at once and leaves without taking
     * the monitor again: with wait/notifyAll the woken parties re-entered
     * the monitor one after another, a chain of wake-ups that made up most
     * of a cluster barrier's time at its home (doc/gos.md, "Barriers"). */
    private static final class Generation {
        volatile boolean broken;
        volatile boolean tripped;
        final Thread[] waiters;
        int nwaiters;   /* guarded by mon */

        Generation(int parties) {
            waiters = new Thread[parties];
        }

        /* With mon held, after tripped or broken is set. */
        void wakeAll() {
            for (int i = 0; i < nwaiters; i++) {
                LockSupport.unpark(waiters[i]);
            }
        }
    }

    private final Object mon = new Object();
    private final int parties;
    private final Runnable barrierCommand;
    private Generation generation;
    private int count;

    public CyclicBarrier(int parties, Runnable barrierAction) {
        if (parties <= 0) {
            throw new IllegalArgumentException();
        }
        this.parties = parties;
        this.count = parties;
        this.barrierCommand = barrierAction;
        this.generation = new Generation(parties);
    }

    public CyclicBarrier(int parties) {
        this(parties, null);
    }

    public int getParties() {
        return parties;
    }

    /* With mon held. */
    private void nextGeneration() {
        Generation g = generation;
        g.tripped = true;
        count = parties;
        generation = new Generation(parties);
        g.wakeAll();
    }

    /* With mon held. */
    private void breakBarrier() {
        Generation g = generation;
        g.broken = true;
        count = parties;
        g.wakeAll();
    }

    private int doWait(boolean timed, long nanos) throws InterruptedException, BrokenBarrierException, TimeoutException {
        Generation g;
        int index;
        long deadline = 0L;
        synchronized (mon) {
            g = generation;
            if (g.broken) {
                throw new BrokenBarrierException();
            }
            if (Thread.interrupted()) {
                breakBarrier();
                throw new InterruptedException();
            }
            index = --count;
            if (index == 0) {
                boolean ran = false;
                try {
                    if (barrierCommand != null) {
                        clusterTrip();
                        barrierCommand.run();
                    }
                    ran = true;
                    nextGeneration();
                    return 0;
                } finally {
                    if (!ran) {
                        breakBarrier();
                    }
                }
            }
            if (timed) {
                deadline = System.nanoTime() + nanos;
            }
            g.waiters[g.nwaiters++] = Thread.currentThread();
        }
        for (;;) {
            if (!g.broken && !g.tripped) {
                if (!timed) {
                    LockSupport.park(this);
                } else {
                    long left = deadline - System.nanoTime();
                    if (left > 0) {
                        LockSupport.parkNanos(this, left);
                    }
                }
            }
            if (Thread.interrupted()) {
                synchronized (mon) {
                    if (g == generation && !g.broken) {
                        breakBarrier();
                        throw new InterruptedException();
                    }
                }
                /* tripped or broken meanwhile: the interrupt stays */
                Thread.currentThread().interrupt();
            }
            if (g.broken) {
                throw new BrokenBarrierException();
            }
            if (g.tripped) {
                return index;
            }
            if (timed && deadline - System.nanoTime() <= 0) {
                synchronized (mon) {
                    if (g.broken) {
                        throw new BrokenBarrierException();
                    }
                    if (g.tripped) {
                        return index;
                    }
                    breakBarrier();
                    throw new TimeoutException();
                }
            }
        }
    }

    public int await() throws InterruptedException, BrokenBarrierException {
        try {
            int index = clusterAwait(false, 0L);
            return index >= 0 ? index : doWait(false, 0L);
        } catch (TimeoutException e) {
            throw new Error(e);
        }
    }

    public int await(long timeout, TimeUnit unit) throws InterruptedException, BrokenBarrierException, TimeoutException {
        long nanos = unit.toNanos(timeout);
        int index = clusterAwait(true, nanos);
        return index >= 0 ? index : doWait(true, nanos);
    }

    /*
     * On a cluster the VM performs await as a cluster barrier: every
     * arrival, from any node, runs doWait at the barrier's home (a remote
     * thread's on its monitor proxy there, through homeAwait), carrying
     * the arriving node's writes, and each departure hands on those of all
     * arrivals (gos/gos_lock.c). -1: not a cluster, doWait here.
     */
    private native int clusterAwait(boolean timed, long nanos)
        throws InterruptedException, BrokenBarrierException, TimeoutException;

    /* Before the action: on a cluster, acquires what every party's
     * arrival released, so that the action sees their writes. */
    private native void clusterTrip();

    /* Called by the VM at the barrier's home. */
    private int homeAwait(boolean timed, long nanos)
        throws InterruptedException, BrokenBarrierException, TimeoutException {
        return doWait(timed, nanos);
    }

    public boolean isBroken() {
        synchronized (mon) {
            return generation.broken;
        }
    }

    public void reset() {
        synchronized (mon) {
            breakBarrier();
            nextGeneration();
        }
    }

    public int getNumberWaiting() {
        synchronized (mon) {
            return parties - count;
        }
    }
}
