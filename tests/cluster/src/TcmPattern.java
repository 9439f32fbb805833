import java.util.concurrent.CyclicBarrier;

/*
 * Known sharing patterns for the thread correlation map (t_tcm.sh,
 * -Xprof:tcm).  Four workers w0..w3 (named explicitly) run ROUNDS rounds
 * (default 40), separated by a CyclicBarrier:
 *   1. each worker writes its private double[LEN], which it allocated itself
 *      (no other thread ever sees it), and its half of every array it shares;
 *   2. barrier;
 *   3. each worker reads the whole of every array it shares (and its private
 *      one) into its checksum;
 *   4. barrier (nobody writes the next round while another reads).
 * The shared arrays (double[LEN]) are allocated by main before the workers
 * start; main never reads or writes them afterwards:
 *   pairs     S01 shared by w0, w1; S23 by w2, w3
 *   ring      R_i shared by w_i and w_(i+1 mod 4)
 *   alltoone  A_j (j = 1..3) shared by w0 and w_j
 * The first sharer of an array writes its first half, the second its
 * second half.  Each worker finds its arrays through its own Worker object
 * (fields set by main before start), and keeps its checksum there, so no
 * other object is touched by two workers -- except the CyclicBarrier (and
 * the lock, condition and generation objects inside it), which all four
 * use, and the Thread objects; those are small next to one shared array
 * (LEN * 8 = 64 KiB), and t_tcm.sh tolerates them.
 * Every value written in a round depends only on the round, the array and
 * the index, so the checksum line is the same under any schedule.
 */
public class TcmPattern {
    static final int T = 4, LEN = 8192;

    static final class Worker implements Runnable {
        final int id;
        final CyclicBarrier bar;
        final int rounds;
        double[][] shared;   /* the arrays this worker shares */
        int[] tags;          /* per shared array: its number (values written) */
        int[] half;          /* per shared array: 0 first half, 1 second half */
        long sum;            /* checksum, read by main after join */

        Worker(int id, CyclicBarrier bar, int rounds) {
            this.id = id; this.bar = bar; this.rounds = rounds;
            shared = new double[0][]; tags = new int[0]; half = new int[0];
        }

        void share(double[] a, int tag, int h) {
            int n = shared.length;
            double[][] s = new double[n + 1][];
            int[] t = new int[n + 1], hh = new int[n + 1];
            for (int i = 0; i < n; i++) { s[i] = shared[i]; t[i] = tags[i]; hh[i] = half[i]; }
            s[n] = a; t[n] = tag; hh[n] = h;
            shared = s; tags = t; half = hh;
        }

        public void run() {
            try {
                double[] mine = new double[LEN];
                long s = 0;
                for (int r = 0; r < rounds; r++) {
                    for (int i = 0; i < LEN; i++) mine[i] = r + i + 1000 * id;
                    for (int k = 0; k < shared.length; k++) {
                        double[] a = shared[k];
                        int lo = half[k] * (LEN / 2), hi = lo + LEN / 2;
                        for (int i = lo; i < hi; i++) a[i] = 3 * r + i + 5000 * tags[k];
                    }
                    bar.await();
                    for (int k = 0; k < shared.length; k++) {
                        double[] a = shared[k];
                        for (int i = 0; i < LEN; i++) s += (long) a[i];
                    }
                    for (int i = 0; i < LEN; i++) s += (long) mine[i];
                    bar.await();
                }
                sum = s;
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        }
    }

    static void usage() {
        System.err.println("usage: TcmPattern pairs|ring|alltoone [ROUNDS]  (ROUNDS >= 1)");
        System.exit(2);
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1 || args.length > 2) usage();
        String mode = args[0];
        int rounds = 40;
        if (args.length > 1) {
            try {
                rounds = Integer.parseInt(args[1]);
            } catch (NumberFormatException e) {
                usage();
            }
            if (rounds < 1 || rounds > 1000000) usage();
        }
        CyclicBarrier bar = new CyclicBarrier(T);
        Worker[] w = new Worker[T];
        for (int t = 0; t < T; t++) w[t] = new Worker(t, bar, rounds);
        if (mode.equals("pairs")) {
            double[] s01 = new double[LEN], s23 = new double[LEN];
            w[0].share(s01, 1, 0); w[1].share(s01, 1, 1);
            w[2].share(s23, 2, 0); w[3].share(s23, 2, 1);
        } else if (mode.equals("ring")) {
            for (int i = 0; i < T; i++) {
                double[] ri = new double[LEN];
                w[i].share(ri, i + 1, 0); w[(i + 1) % T].share(ri, i + 1, 1);
            }
        } else if (mode.equals("alltoone")) {
            for (int j = 1; j < T; j++) {
                double[] aj = new double[LEN];
                w[0].share(aj, j, 0); w[j].share(aj, j, 1);
            }
        } else {
            usage();
        }
        Thread[] ts = new Thread[T];
        for (int t = 0; t < T; t++) {
            ts[t] = new Thread(w[t], "w" + t);
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        StringBuilder sb = new StringBuilder(mode + ": " + rounds + " rounds, sums");
        long total = 0;
        for (int t = 0; t < T; t++) { sb.append(' ').append(w[t].sum); total += w[t].sum; }
        System.out.println(sb.append(", total ").append(total));
    }
}
