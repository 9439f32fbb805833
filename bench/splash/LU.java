/*
 * LU -- blocked LU factorisation without pivoting, "contiguous blocks"
 * (SPLASH-2 style port, written here from the right-looking blocked
 * algorithm of Golub & Van Loan).
 *
 *   LU THREADS N [BLOCK]        (BLOCK default 16; paper size 512 16)
 *
 * The N x N matrix (N a multiple of BLOCK) is diagonally dominant, so no
 * pivoting is needed.  It is stored as an NB x NB array of blocks, each
 * BLOCK x BLOCK block one double[] (row-major), allocated and filled by
 * the thread that owns it.  Ownership is the 2-D scatter of SPLASH-2 LU:
 * the threads form a PR x PC grid (PR*PC = THREADS, PR the largest divisor
 * of THREADS not above its square root) and block (I, J) belongs to
 * thread (I mod PR) * PC + (J mod PC).  Step K of NB:
 *   1. the owner of (K, K) factors it in place (L unit lower, U upper);
 *   2. the owners of (K, J) for J > K solve L(K,K) X = A(K,J), and the
 *      owners of (I, K) for I > K solve X U(K,K) = A(I,K);
 *   3. the owners of (I, J), I, J > K, update A(I,J) -= A(I,K) A(K,J);
 * with a SplashBarrier after each phase.  Each element is computed with
 * the same operations in the same order whatever the owner, so the
 * checksum is the same for every THREADS.
 *
 * Output: the sum of the factored matrix (L and U together) and the sum
 * of the diagonal of U, summed by the main thread in block order.
 */
public class LU {
    static final String USAGE = "usage: LU THREADS SIZE [BLOCK]   (THREADS >= 1, SIZE a positive multiple of BLOCK, BLOCK >= 1, default 16)";

    static void usage(String why) {
        SplashArgs.usage("LU", USAGE, why);
    }

    static int arg(String[] a, int i, String name) {
        return SplashArgs.integer("LU", USAGE, a, i, name);
    }

    /* Element (i, j) of the input: an exact fraction in [0, 1), plus N on
       the diagonal. */
    static double init(int i, int j, int n) {
        int h = i * 7919 + j * 104729;
        h ^= h >>> 13;
        h *= 0x5bd1e995;
        h ^= h >>> 15;
        double v = (h & 0xffff) / 65536.0;
        return i == j ? v + n : v;
    }

    /* In-place LU of a b x b block: L unit lower (below the diagonal),
       U upper. */
    static void factor(double[] a, int b) {
        for (int k = 0; k < b; k++) {
            double piv = a[k * b + k];
            for (int i = k + 1; i < b; i++) {
                double l = a[i * b + k] / piv;
                a[i * b + k] = l;
                for (int j = k + 1; j < b; j++) a[i * b + j] -= l * a[k * b + j];
            }
        }
    }

    /* a := L^-1 a, L the unit lower triangle of d (a block to the right
       of the diagonal block). */
    static void solveLower(double[] d, double[] a, int b) {
        for (int k = 0; k < b; k++)
            for (int i = k + 1; i < b; i++) {
                double l = d[i * b + k];
                for (int j = 0; j < b; j++) a[i * b + j] -= l * a[k * b + j];
            }
    }

    /* a := a U^-1, U the upper triangle of d (a block below the diagonal
       block). */
    static void solveUpper(double[] d, double[] a, int b) {
        for (int i = 0; i < b; i++)
            for (int k = 0; k < b; k++) {
                double x = a[i * b + k] / d[k * b + k];
                a[i * b + k] = x;
                for (int j = k + 1; j < b; j++) a[i * b + j] -= x * d[k * b + j];
            }
    }

    /* c -= a * bm, all b x b. */
    static void update(double[] c, double[] a, double[] bm, int b) {
        for (int i = 0; i < b; i++)
            for (int k = 0; k < b; k++) {
                double x = a[i * b + k];
                for (int j = 0; j < b; j++) c[i * b + j] -= x * bm[k * b + j];
            }
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length < 2 || args.length > 3) usage("expected 2 or 3 arguments");
        final int threads = arg(args, 0, "THREADS");
        final int n = arg(args, 1, "SIZE");
        final int b = args.length > 2 ? arg(args, 2, "BLOCK") : 16;
        if (threads < 1) usage("THREADS must be at least 1");
        if (b < 1) usage("BLOCK must be at least 1");
        if (n < 1 || n % b != 0) usage("SIZE must be a positive multiple of BLOCK (" + b + ")");
        final int nb = n / b;
        int pr = 1;
        for (int d = 1; (long) d * d <= threads; d++)
            if (threads % d == 0) pr = d;
        final int rows = pr, cols = threads / pr;

        final double[][][] blocks = new double[nb][nb][];
        final SplashBarrier bar = SplashBarrier.create(threads);
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int me = t;
            ts[t] = new Thread(() -> {
                int myRow = me / cols, myCol = me % cols;
                for (int bi = myRow; bi < nb; bi += rows)
                    for (int bj = myCol; bj < nb; bj += cols) {
                        double[] blk = new double[b * b];
                        for (int i = 0; i < b; i++)
                            for (int j = 0; j < b; j++) blk[i * b + j] = init(bi * b + i, bj * b + j, n);
                        blocks[bi][bj] = blk;
                    }
                bar.await();
                for (int k = 0; k < nb; k++) {
                    boolean rowK = k % rows == myRow, colK = k % cols == myCol;
                    if (rowK && colK) factor(blocks[k][k], b);
                    bar.await();
                    double[] diag = blocks[k][k];
                    if (rowK)
                        for (int bj = k + 1; bj < nb; bj++)
                            if (bj % cols == myCol) solveLower(diag, blocks[k][bj], b);
                    if (colK)
                        for (int bi = k + 1; bi < nb; bi++)
                            if (bi % rows == myRow) solveUpper(diag, blocks[bi][k], b);
                    bar.await();
                    for (int bi = k + 1; bi < nb; bi++) {
                        if (bi % rows != myRow) continue;
                        double[] left = blocks[bi][k];
                        for (int bj = k + 1; bj < nb; bj++)
                            if (bj % cols == myCol) update(blocks[bi][bj], left, blocks[k][bj], b);
                    }
                    bar.await();
                }
            }, "lu-" + t);
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        double sum = 0, diag = 0;
        for (int bi = 0; bi < nb; bi++)
            for (int bj = 0; bj < nb; bj++) {
                double[] blk = blocks[bi][bj];
                for (int x = 0; x < b * b; x++) sum += blk[x];
                if (bi == bj)
                    for (int i = 0; i < b; i++) diag += blk[i * b + i];
            }
        System.out.printf("LU %d x %d, block %d: checksum %.10e, diagonal of U %.10e%n", n, n, b, sum, diag);
    }
}
