/*
 * GosBarrier -- the cost of one barrier episode across the nodes of
 * `ristretto -nodes N`: N threads (main and N-1 started ones, which
 * round-robin placement puts one on each other node) pass a barrier
 * ROUNDS times, in batches; prints microseconds per episode (median of 5
 * batches) for java.util.concurrent.CyclicBarrier ("cyclic") and for the
 * synchronized/wait/notifyAll idiom of the SPLASH-2 ports ("monitor",
 * bench/splash/SplashBarrier.java's algorithm). The barrier object is
 * created by main, so it is homed at the master.
 *   GosBarrier [ROUNDS]
 */
import java.util.concurrent.CyclicBarrier;

public class GosBarrier {
    static final class MonitorBarrier {
        private final int parties;
        private int arrived;
        private long generation;

        MonitorBarrier(int parties) { this.parties = parties; }

        synchronized void await() throws InterruptedException {
            long gen = generation;
            if (++arrived == parties) {
                arrived = 0;
                generation++;
                notifyAll();
                return;
            }
            while (gen == generation) wait();
        }
    }

    static double median(double[] x) { java.util.Arrays.sort(x); return x[x.length / 2]; }

    public static void main(String[] args) throws Exception {
        final int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        String nodes = System.getProperty("ristretto.nodes");
        final int n = nodes != null ? Integer.parseInt(nodes) : 4;
        final CyclicBarrier cb = new CyclicBarrier(n);
        final MonitorBarrier mb = new MonitorBarrier(n);
        final double[][] res = new double[2][5];
        final String[] where = new String[n];
        Thread[] ts = new Thread[n - 1];
        for (int k = 1; k < n; k++) {
            final int me = k;
            ts[k - 1] = new Thread(() -> {
                where[me] = System.getProperty("ristretto.node");
                try {
                    for (int b = 0; b < 5; b++)
                        for (int i = 0; i < rounds; i++) cb.await();
                    for (int b = 0; b < 5; b++)
                        for (int i = 0; i < rounds; i++) mb.await();
                } catch (Exception e) { throw new RuntimeException(e); }
            });
            ts[k - 1].start();
        }
        where[0] = System.getProperty("ristretto.node");
        cb.await();    /* everybody started: the first batch times episodes only */
        for (int b = 0; b < 5; b++) {
            long t0 = System.nanoTime();
            for (int i = b == 0 ? 1 : 0; i < rounds; i++) cb.await();
            res[0][b] = (System.nanoTime() - t0) / 1000.0 / (b == 0 ? rounds - 1 : rounds);
        }
        mb.await();
        for (int b = 0; b < 5; b++) {
            long t0 = System.nanoTime();
            for (int i = b == 0 ? 1 : 0; i < rounds; i++) mb.await();
            res[1][b] = (System.nanoTime() - t0) / 1000.0 / (b == 0 ? rounds - 1 : rounds);
        }
        for (Thread t : ts) t.join();
        System.out.println("threads on nodes " + String.join(" ", where));
        System.out.printf("cyclic %.2f us%n", median(res[0]));
        System.out.printf("monitor %.2f us%n", median(res[1]));
    }
}
