/*
 * Radix -- parallel radix sort of integer keys (SPLASH-2 style port,
 * written here from the textbook least-significant-digit algorithm).
 *
 *   Radix THREADS N [ROUNDS]   (N keys; ROUNDS default 1; paper size
 *                               1048576 keys, i.e. 1M)
 *
 * Keys are 20-bit integers (0 .. 2^20 - 1) from an own 64-bit linear
 * congruential generator (Knuth's MMIX constants), key i being a pure
 * function of i and the round.  Radix 1024, so two passes of 10 bits.
 * The key array is split in THREADS chunks, chunk t being
 * [t*N/THREADS, (t+1)*N/THREADS), one int[] per chunk (source and
 * destination), allocated by its owner.  A pass:
 *   1. each thread counts the digits of its chunk into its own histogram;
 *   2. barrier; each thread computes, from all histograms, where each of
 *      its keys of digit d goes: before every key of a smaller digit and
 *      before the keys of digit d of the threads with a smaller index
 *      (a stable order, so the result is a pure function of the keys);
 *   3. each thread writes its keys into the destination chunks (mostly
 *      other threads' int[]s);
 *   4. barrier; source and destination swap.
 * Each round sorts a fresh set of keys.
 *
 * Output per round: whether the keys are sorted and are a permutation of
 * the input (equal sums), and a hash of the sorted sequence (the main
 * thread reads the chunks in order).
 */
public class Radix {
    static final int BITS = 20, DIGIT = 10, RADIX = 1 << DIGIT;

    static final String USAGE = "usage: Radix THREADS SIZE [ROUNDS]   (THREADS >= 1, SIZE >= 1 keys, ROUNDS >= 1, default 1)";

    static void usage(String why) {
        SplashArgs.usage("Radix", USAGE, why);
    }

    static int arg(String[] a, int i, String name) {
        return SplashArgs.integer("Radix", USAGE, a, i, name);
    }

    /* Key i of a round: the state after i+1 steps of an LCG started from
       the round, reached by jumping (the jump is the composition of the
       affine map with itself, so no thread needs the keys before its own). */
    static final long MUL = 6364136223846793005L, INC = 1442695040888963407L;

    static long skip(long seed, long steps) {
        long mul = MUL, inc = INC, am = 1, ac = 0;
        while (steps != 0) {
            if ((steps & 1) != 0) {
                am *= mul;
                ac = ac * mul + inc;
            }
            inc = inc * mul + inc;
            mul *= mul;
            steps >>>= 1;
        }
        return seed * am + ac;
    }

    static int key(long state) {
        return (int) (state >>> (64 - BITS));
    }

    static int lo(int t, int n, int threads) {
        return (int) ((long) t * n / threads);
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length < 2 || args.length > 3) usage("expected 2 or 3 arguments");
        final int threads = arg(args, 0, "THREADS");
        final int n = arg(args, 1, "SIZE");
        final int rounds = args.length > 2 ? arg(args, 2, "ROUNDS") : 1;
        if (threads < 1) usage("THREADS must be at least 1");
        if (n < 1) usage("SIZE must be at least 1");
        if (rounds < 1) usage("ROUNDS must be at least 1");

        final int[][] src = new int[threads][], dst = new int[threads][];
        final int[][] hist = new int[threads][];
        final long[] inputSums = new long[threads];
        final SplashBarrier bar = SplashBarrier.create(threads);
        for (int round = 0; round < rounds; round++) {
            final long seed = 0x2545F4914F6CDD1DL + round;
            Thread[] ts = new Thread[threads];
            for (int t = 0; t < threads; t++) {
                final int me = t;
                ts[t] = new Thread(() -> {
                    int base = lo(me, n, threads), len = lo(me + 1, n, threads) - base;
                    int[] mine = new int[len];
                    long state = skip(seed, base), sum = 0;
                    for (int i = 0; i < len; i++) {
                        state = state * MUL + INC;
                        mine[i] = key(state);
                        sum += mine[i];
                    }
                    inputSums[me] = sum;
                    src[me] = mine;
                    dst[me] = new int[len];
                    int[] h = new int[RADIX];
                    hist[me] = h;
                    int[] pos = new int[RADIX];
                    for (int shift = 0; shift < BITS; shift += DIGIT) {
                        int[] from = src[me];
                        java.util.Arrays.fill(h, 0);
                        for (int i = 0; i < len; i++) h[(from[i] >>> shift) & (RADIX - 1)]++;
                        bar.await();
                        /* pos[d] = keys with a smaller digit + keys of digit d
                           of the threads before me */
                        int acc = 0;
                        for (int d = 0; d < RADIX; d++) {
                            int before = 0, all = 0;
                            for (int u = 0; u < threads; u++) {
                                int c = hist[u][d];
                                if (u < me) before += c;
                                all += c;
                            }
                            pos[d] = acc + before;
                            acc += all;
                        }
                        int owner = 0;
                        for (int i = 0; i < len; i++) {
                            int k = from[i], p = pos[(k >>> shift) & (RADIX - 1)]++;
                            /* the chunk holding position p */
                            owner = (int) ((long) p * threads / n);
                            while (lo(owner, n, threads) > p) owner--;
                            while (lo(owner + 1, n, threads) <= p) owner++;
                            dst[owner][p - lo(owner, n, threads)] = k;
                        }
                        bar.await();
                        int[] tmp = src[me];
                        src[me] = dst[me];
                        dst[me] = tmp;
                        /* nobody reads src/dst[me] until the next
                           histogram barrier */
                    }
                }, "radix-" + t);
                ts[t].start();
            }
            for (Thread t : ts) t.join();
            long inSum = 0, outSum = 0, hash = 17;
            boolean sorted = true;
            int prev = -1;
            for (int t = 0; t < threads; t++) {
                inSum += inputSums[t];
                for (int k : src[t]) {
                    if (k < prev) sorted = false;
                    prev = k;
                    outSum += k;
                    hash = hash * 1000003L + k;
                }
            }
            System.out.printf("Radix %d keys, round %d: %s, key sum %d, hash %016x%n", n, round,
                    sorted && inSum == outSum ? "sorted" : "NOT SORTED", outSum, hash);
        }
    }
}
