/*
 * SOR -- red-black successive over-relaxation on an N x N grid
 * (SPLASH-2 style port, written here from the textbook algorithm).
 *
 *   SOR THREADS N [ROUNDS]        (ROUNDS default 10; paper size 2048 10)
 *
 * The grid is a double[][] with one row per double[].  Thread t owns the
 * band of rows [t*N/THREADS, (t+1)*N/THREADS).  As in the original Java
 * ports, the main thread allocates and fills every row, so on a cluster
 * every row starts out homed at the master and each band is written by
 * one remote node: the case home migration is for (it moves each row to
 * the node that writes it).  -Dsor.alloc=thread makes each thread
 * allocate its own band instead (rows homed where they are written from
 * the start, the best case to compare with).  Each round is two phases (red points,
 * i+j even, then black points); a point is updated from its four
 * neighbours, which are all of the other colour, so the result of a phase
 * does not depend on the order or the partition: the checksum is the same
 * for every THREADS.  Phases are separated by SplashBarrier
 * (-Dsplash.barrier=cyclic|monitor).  The border (row 0, column 0, last
 * row and column) stays fixed.
 *
 * Output: one line with the sum of the grid, summed by the main thread
 * row by row after the workers are joined.
 */
public class SOR {
    static final double OMEGA = 1.25;

    static final String USAGE = "usage: SOR THREADS SIZE [ROUNDS]   (THREADS >= 1, SIZE >= 3, ROUNDS >= 0, default 10)";

    static void usage(String why) {
        SplashArgs.usage("SOR", USAGE, why);
    }

    static int arg(String[] a, int i, String name) {
        return SplashArgs.integer("SOR", USAGE, a, i, name);
    }

    /* The initial value of point (i, j): 1 on the top and left border,
       an exact fraction elsewhere. */
    static double init(int i, int j, int n) {
        if (i == 0 || j == 0) return 1.0;
        if (i == n - 1 || j == n - 1) return 0.0;
        return ((i * 37 + j * 11) % 64) / 64.0;
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length < 2 || args.length > 3) usage("expected 2 or 3 arguments");
        final int threads = arg(args, 0, "THREADS");
        final int n = arg(args, 1, "SIZE");
        final int rounds = args.length > 2 ? arg(args, 2, "ROUNDS") : 10;
        if (threads < 1) usage("THREADS must be at least 1");
        if (n < 3) usage("SIZE must be at least 3");
        if (rounds < 0) usage("ROUNDS must not be negative");

        final double[][] grid = new double[n][];
        final boolean threadAlloc = "thread".equals(System.getProperty("sor.alloc", "main"));
        if (!threadAlloc) {
            for (int i = 0; i < n; i++) {
                double[] row = new double[n];
                for (int j = 0; j < n; j++) row[j] = init(i, j, n);
                grid[i] = row;
            }
        }
        final SplashBarrier bar = SplashBarrier.create(threads);
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int lo = (int) ((long) t * n / threads);
            final int hi = (int) ((long) (t + 1) * n / threads);
            ts[t] = new Thread(() -> {
                if (threadAlloc) {
                    for (int i = lo; i < hi; i++) {
                        double[] row = new double[n];
                        for (int j = 0; j < n; j++) row[j] = init(i, j, n);
                        grid[i] = row;
                    }
                }
                bar.await();
                int first = Math.max(lo, 1), last = Math.min(hi, n - 1);
                for (int r = 0; r < rounds; r++) {
                    for (int colour = 0; colour < 2; colour++) {
                        for (int i = first; i < last; i++) {
                            double[] up = grid[i - 1], me = grid[i], down = grid[i + 1];
                            for (int j = 1 + ((i + colour) & 1); j < n - 1; j += 2) {
                                double avg = (up[j] + down[j] + me[j - 1] + me[j + 1]) * 0.25;
                                me[j] = me[j] + OMEGA * (avg - me[j]);
                            }
                        }
                        bar.await();
                    }
                }
            }, "sor-" + t);
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        double sum = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) sum += grid[i][j];
        System.out.printf("SOR %d x %d, %d rounds: checksum %.10e%n", n, n, rounds, sum);
    }
}
