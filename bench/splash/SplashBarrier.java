/*
 * SplashBarrier -- the phase barrier of the SPLASH-2 ports.
 *
 * Real Java ports of SPLASH-2 use one of two idioms, and a distributed JVM
 * sees them very differently: a monitor with wait/notifyAll (a lock,
 * a wait queue and a hand-off at the object's home) or
 * java.util.concurrent.CyclicBarrier (a cluster barrier carrying write
 * notices).  The system property splash.barrier picks one:
 *
 *   -Dsplash.barrier=cyclic    CyclicBarrier (the default)
 *   -Dsplash.barrier=monitor   synchronized / wait / notifyAll
 *
 * Both give the same happens-before edges, so a port's checksum does not
 * depend on the choice.
 */
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

public abstract class SplashBarrier {
    /** Blocks until all parties have arrived. */
    public abstract void await();

    /** The idiom named by -Dsplash.barrier, for PARTIES threads. */
    public static SplashBarrier create(int parties) {
        String kind = System.getProperty("splash.barrier", "cyclic");
        if (kind.equals("cyclic"))
            return new Cyclic(parties);
        if (kind.equals("monitor"))
            return new Monitor(parties);
        throw new IllegalArgumentException("splash.barrier must be cyclic or monitor, not " + kind);
    }

    static final class Cyclic extends SplashBarrier {
        private final CyclicBarrier b;

        Cyclic(int parties) { b = new CyclicBarrier(parties); }

        public void await() {
            try {
                b.await();
            } catch (InterruptedException | BrokenBarrierException e) {
                throw new RuntimeException(e);
            }
        }
    }

    /* The generation count tells a late wake-up from the next phase. */
    static final class Monitor extends SplashBarrier {
        private final int parties;
        private int arrived;
        private long generation;

        Monitor(int parties) { this.parties = parties; }

        public synchronized void await() {
            long gen = generation;
            if (++arrived == parties) {
                arrived = 0;
                generation++;
                notifyAll();
                return;
            }
            while (gen == generation) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }
        }
    }
}
