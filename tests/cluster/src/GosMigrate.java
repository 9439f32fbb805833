import java.util.concurrent.CyclicBarrier;

/*
 * Home migration patterns for t_migrate.sh: three worker threads and
 * three int[] rows, all created by main (homed at the master).
 *   single  thread t alone writes row t every round: each row's home
 *           should move to its writer's node
 *   rotate  the writer of a row changes every round: no row has one
 *           writer for long enough to move
 *   shared  every thread writes its own elements of every row each round:
 *           several writers, no move
 * After each round's barrier every thread reads the next thread's row
 * (a fetch that may meet a moved home: a redirect). The output is the
 * same as on the stock JVM.
 */
public class GosMigrate {
    static final int T = 3, ROUNDS = 12, LEN = 2000;

    public static void main(String[] args) throws Exception {
        final String mode = args.length > 0 ? args[0] : "single";
        if (!mode.equals("single") && !mode.equals("rotate") && !mode.equals("shared")) {
            System.err.println("usage: GosMigrate single|rotate|shared");
            System.exit(2);
        }
        final int[][] rows = new int[T][LEN];
        final long[] seen = new long[T];
        final CyclicBarrier bar = new CyclicBarrier(T);
        Thread[] ts = new Thread[T];
        for (int t = 0; t < T; t++) {
            final int me = t;
            ts[t] = new Thread(() -> {
                try {
                    long s = 0;
                    for (int r = 0; r < ROUNDS; r++) {
                        for (int w = 0; w < T; w++) {
                            int[] row = rows[w];
                            if (mode.equals("single") && w == me)
                                for (int i = 0; i < LEN; i++) row[i] = r * LEN + i;
                            else if (mode.equals("rotate") && (w + r) % T == me)
                                for (int i = 0; i < LEN; i++) row[i] = r * LEN + i + w;
                            else if (mode.equals("shared"))
                                for (int i = me; i < LEN; i += T) row[i] = r * LEN + i;
                        }
                        bar.await();
                        int[] next = rows[(me + 1) % T];
                        s += next[0] + next[LEN - 1];
                        bar.await();
                    }
                    seen[me] = s;
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            }, "w" + t);
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        long sum = 0;
        for (int[] row : rows)
            for (int v : row) sum += v;
        System.out.println(mode + ": rows sum " + sum + ", seen " + seen[0] + " " + seen[1] + " " + seen[2]);
    }
}
