/*
 * ASP -- all-pairs shortest paths by parallel Floyd-Warshall (the ASP
 * program of the distributed-shared-memory literature, written here from
 * Floyd's algorithm).
 *
 *   ASP THREADS N [ROUNDS]     (N vertices; ROUNDS default 1; paper size
 *                               512)
 *
 * The graph is a deterministic random directed graph: edge (i, j), i != j,
 * exists with probability about 1/4, with an integer weight 1 .. 1000,
 * both a hash of (i, j, round).  The distance matrix is an int[][], one
 * row per int[]; thread t owns rows [t*N/THREADS, (t+1)*N/THREADS) and
 * allocates them.  Iteration k reads row k (from its owner, through the
 * shared memory) and relaxes every own row i: d[i][j] = min(d[i][j],
 * d[i][k] + d[k][j]).  Row k does not change in iteration k, so one
 * SplashBarrier per iteration, before row k is read, is enough.
 * Integer arithmetic: the result is exact.
 *
 * Output per round: the number of reachable ordered pairs, the sum of
 * their distances, the largest distance and a hash of the matrix.
 */
public class ASP {
    static final int INF = Integer.MAX_VALUE / 2;

    static final String USAGE = "usage: ASP THREADS SIZE [ROUNDS]   (THREADS >= 1, SIZE >= 1 vertices, ROUNDS >= 1, default 1)";

    static void usage(String why) {
        SplashArgs.usage("ASP", USAGE, why);
    }

    static int arg(String[] a, int i, String name) {
        return SplashArgs.integer("ASP", USAGE, a, i, name);
    }

    /* The weight of edge (i, j) in a round, INF if there is none. */
    static int edge(int i, int j, int round) {
        if (i == j) return 0;
        int h = i * 0x27d4eb2d + j * 0x165667b1 + round * 0x61c88647;
        h ^= h >>> 15;
        h *= 0x2c1b3c6d;
        h ^= h >>> 12;
        h *= 0x297a2d39;
        h ^= h >>> 15;
        if ((h & 3) != 0) return INF;
        return 1 + ((h >>> 2) & 0x7fffff) % 1000;
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length < 2 || args.length > 3) usage("expected 2 or 3 arguments");
        final int threads = arg(args, 0, "THREADS");
        final int n = arg(args, 1, "SIZE");
        final int rounds = args.length > 2 ? arg(args, 2, "ROUNDS") : 1;
        if (threads < 1) usage("THREADS must be at least 1");
        if (n < 1) usage("SIZE must be at least 1");
        if (rounds < 1) usage("ROUNDS must be at least 1");

        final int[][] d = new int[n][];
        final SplashBarrier bar = SplashBarrier.create(threads);
        for (int round = 0; round < rounds; round++) {
            final int rnd = round;
            Thread[] ts = new Thread[threads];
            for (int t = 0; t < threads; t++) {
                final int lo = (int) ((long) t * n / threads);
                final int hi = (int) ((long) (t + 1) * n / threads);
                ts[t] = new Thread(() -> {
                    for (int i = lo; i < hi; i++) {
                        int[] row = new int[n];
                        for (int j = 0; j < n; j++) row[j] = edge(i, j, rnd);
                        d[i] = row;
                    }
                    for (int k = 0; k < n; k++) {
                        bar.await();
                        int[] rk = d[k];
                        for (int i = lo; i < hi; i++) {
                            int[] ri = d[i];
                            int dik = ri[k];
                            if (dik == INF) continue;
                            for (int j = 0; j < n; j++) {
                                int via = dik + rk[j];
                                if (via < ri[j]) ri[j] = via;
                            }
                        }
                    }
                }, "asp-" + t);
                ts[t].start();
            }
            for (Thread t : ts) t.join();
            long pairs = 0, sum = 0, hash = 17;
            int max = 0;
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++) {
                    int v = d[i][j];
                    hash = hash * 1000003L + v;
                    if (v >= INF) continue;
                    pairs++;
                    sum += v;
                    max = Math.max(max, v);
                }
            System.out.printf("ASP %d vertices, round %d: %d reachable pairs, distance sum %d, max %d, hash %016x%n",
                    n, round, pairs, sum, max, hash);
        }
    }
}
