package java.util.concurrent;

/**
 * A barrier for a fixed number of parties, reusable after each trip.
 * Each trip is a Generation; a generation is broken when a waiting party
 * is interrupted or times out, when the barrier action throws, or on
 * reset().  State is guarded by the private monitor.
 */
public class CyclicBarrier {
    private static final class Generation {
        boolean broken;
    }

    private final Object mon = new Object();
    private final int parties;
    private final Runnable barrierCommand;
    private Generation generation = new Generation();
    private int count;

    public CyclicBarrier(int parties, Runnable barrierAction) {
        if (parties <= 0) {
            throw new IllegalArgumentException();
        }
        this.parties = parties;
        this.count = parties;
        this.barrierCommand = barrierAction;
    }

    public CyclicBarrier(int parties) {
        this(parties, null);
    }

    public int getParties() {
        return parties;
    }

    /* With mon held. */
    private void nextGeneration() {
        mon.notifyAll();
        count = parties;
        generation = new Generation();
    }

    private void breakBarrier() {
        generation.broken = true;
        count = parties;
        mon.notifyAll();
    }

    private int doWait(boolean timed, long nanos) throws InterruptedException, BrokenBarrierException, TimeoutException {
        synchronized (mon) {
            Generation g = generation;
            if (g.broken) {
                throw new BrokenBarrierException();
            }
            if (Thread.interrupted()) {
                breakBarrier();
                throw new InterruptedException();
            }
            int index = --count;
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
            long deadline = timed ? System.nanoTime() + nanos : 0L;
            for (;;) {
                try {
                    if (!timed) {
                        mon.wait();
                    } else {
                        long left = deadline - System.nanoTime();
                        if (left > 0) {
                            mon.wait(left / 1000000L, (int) (left % 1000000L));
                        }
                    }
                } catch (InterruptedException ie) {
                    if (g == generation && !g.broken) {
                        breakBarrier();
                        throw ie;
                    }
                    Thread.currentThread().interrupt();
                }
                if (g.broken) {
                    throw new BrokenBarrierException();
                }
                if (g != generation) {
                    return index;
                }
                if (timed && deadline - System.nanoTime() <= 0) {
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
