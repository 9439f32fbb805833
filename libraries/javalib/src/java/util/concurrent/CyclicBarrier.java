package java.util.concurrent;

import java.util.concurrent.locks.LockSupport;

/**
 * A barrier for a fixed number of parties, reusable after each trip.
 * Each trip is a Generation; a generation is broken when a waiting party
 * is interrupted or times out, when the barrier action throws, or on
 * reset().  State is guarded by the private monitor.  On a cluster the VM
 * keeps the state at the barrier's home node instead (gos/gos_barrier.c).
 */
public class CyclicBarrier {
    /* Off a cluster (on a cluster the VM keeps the state: clusterAwait).
     * A waiting party parks (it does not wait on the monitor), so that at
     * a trip every waiter is unparked at once and leaves without taking
     * the monitor again, instead of re-entering it one after another. */
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
            return awaitOn(false, 0L);
        } catch (TimeoutException e) {
            throw new Error(e);
        }
    }

    public int await(long timeout, TimeUnit unit) throws InterruptedException, BrokenBarrierException, TimeoutException {
        return awaitOn(true, unit.toNanos(timeout));
    }

    private static final int NOT_CLUSTER = -1, RUN_ACTION = -2;

    private int awaitOn(boolean timed, long nanos) throws InterruptedException, BrokenBarrierException, TimeoutException {
        int index = clusterAwait(timed, nanos);
        if (index == NOT_CLUSTER) {
            return doWait(timed, nanos);
        }
        if (index == RUN_ACTION) {
            /* the last arrival of a cluster barrier, on its own node, as
             * on one JVM; the barrier breaks if the action throws */
            boolean ran = false;
            try {
                barrierCommand.run();
                ran = true;
            } finally {
                clusterTrip(ran);
            }
            return 0;
        }
        return index;
    }

    /*
     * On a cluster the VM keeps this barrier's state at the barrier's home
     * node and performs await, isBroken, getNumberWaiting and reset there
     * (gos/gos_barrier.c): an arrival carries the arriving node's writes,
     * each departure hands on those of all arrivals. NOT_CLUSTER: not a
     * cluster, the Java state here is the barrier's. RUN_ACTION: the caller
     * is the last arrival and runs the action, then calls clusterTrip.
     */
    private native int clusterAwait(boolean timed, long nanos)
        throws InterruptedException, BrokenBarrierException, TimeoutException;

    private native void clusterTrip(boolean ran);

    /* 0 isBroken, 1 getNumberWaiting, 2 reset; -1: not a cluster. */
    private native int clusterState(int op);

    public boolean isBroken() {
        int s = clusterState(0);
        if (s >= 0) {
            return s != 0;
        }
        synchronized (mon) {
            return generation.broken;
        }
    }

    public void reset() {
        if (clusterState(2) >= 0) {
            return;
        }
        synchronized (mon) {
            breakBarrier();
            nextGeneration();
        }
    }

    public int getNumberWaiting() {
        int s = clusterState(1);
        if (s >= 0) {
            return s;
        }
        synchronized (mon) {
            return parties - count;
        }
    }
}
