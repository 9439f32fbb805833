/*
 * Sor -- red-black successive over-relaxation over a double[][] (one row
 * per double[]), THREADS threads each owning a band of rows that it
 * allocates itself (so, before any home migration, a row's home is the
 * node of the thread that computes it), phases separated by a
 * CyclicBarrier. Between phases a thread reads its two neighbours'
 * boundary rows. Prints a checksum that a stock JVM reproduces.
 *   Sor THREADS N ITERATIONS
 */
import java.util.concurrent.CyclicBarrier;

public class Sor {
    public static void main(String[] args) throws Exception {
        final int threads = Integer.parseInt(args[0]), n = Integer.parseInt(args[1]);
        final int iters = Integer.parseInt(args[2]);
        final double[][] g = new double[n][];
        final CyclicBarrier bar = new CyclicBarrier(threads);
        final double omega = 1.25;
        Thread[] ts = new Thread[threads];
        for (int k = 0; k < threads; k++) {
            final int lo = k * n / threads, hi = (k + 1) * n / threads;
            ts[k] = new Thread(() -> {
                try {
                    for (int i = lo; i < hi; i++) {
                        double[] row = new double[n];
                        for (int j = 0; j < n; j++) row[j] = (i == 0 || j == 0) ? 1.0 : ((i * 31 + j * 17) % 100) / 100.0;
                        g[i] = row;
                    }
                    bar.await();
                    for (int it = 0; it < iters; it++) {
                        for (int color = 0; color < 2; color++) {
                            for (int i = Math.max(lo, 1); i < Math.min(hi, n - 1); i++) {
                                double[] up = g[i - 1], me = g[i], dn = g[i + 1];
                                for (int j = 1 + ((i + color) & 1); j < n - 1; j += 2)
                                    me[j] = omega * 0.25 * (up[j] + dn[j] + me[j - 1] + me[j + 1]) + (1 - omega) * me[j];
                            }
                            bar.await();
                        }
                    }
                } catch (Exception e) { throw new RuntimeException(e); }
            });
            ts[k].start();
        }
        for (Thread t : ts) t.join();
        double sum = 0;
        for (double[] row : g) for (double v : row) sum += v;
        System.out.printf("sor %d x %d, %d iterations: checksum %.10f%n", n, n, iters, sum);
    }
}
