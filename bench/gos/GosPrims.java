/*
 * GosPrims -- the cost of the global object space's primitives, measured
 * from a thread that runs on node 1 of `ristretto -nodes 2` (round-robin
 * placement puts the first started thread there) against objects homed at
 * the master:
 *   fetch     first read of a 64-byte object (5 longs + header): one FETCH
 *   lock      synchronized (o) {} on a master-homed object: ENTER + EXIT
 *   lockdiff  the same with one long written inside: + one DIFF
 *   volread   a volatile read of a master-homed object: one VOL
 * Prints microseconds per operation (median of 5 batches). On a single JVM
 * the numbers are those of local operations.
 */
public class GosPrims {
    static final class Obj { long a, b, c, d, e; }
    static final class Lk { long v; volatile int flag; }

    static double median(double[] x) { java.util.Arrays.sort(x); return x[x.length / 2]; }

    public static void main(String[] args) throws Exception {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        final Obj[][] objs = new Obj[5][n];
        for (Obj[] row : objs) for (int i = 0; i < n; i++) row[i] = new Obj();
        final Lk lk = new Lk();
        final double[][] res = new double[4][5];
        final String[] where = new String[1];
        Thread t = new Thread(() -> {
            where[0] = System.getProperty("ristretto.node");
            long sink = 0;
            for (int b = 0; b < 5; b++) {
                Obj[] row = objs[b];
                long t0 = System.nanoTime();
                for (int i = 0; i < n; i++) sink += row[i].a;
                res[0][b] = (System.nanoTime() - t0) / 1000.0 / n;
            }
            for (int b = 0; b < 5; b++) {
                long t0 = System.nanoTime();
                for (int i = 0; i < n; i++) { synchronized (lk) { } }
                res[1][b] = (System.nanoTime() - t0) / 1000.0 / n;
            }
            for (int b = 0; b < 5; b++) {
                long t0 = System.nanoTime();
                for (int i = 0; i < n; i++) { synchronized (lk) { lk.v++; } }
                res[2][b] = (System.nanoTime() - t0) / 1000.0 / n;
            }
            for (int b = 0; b < 5; b++) {
                long t0 = System.nanoTime();
                for (int i = 0; i < n; i++) sink += lk.flag;
                res[3][b] = (System.nanoTime() - t0) / 1000.0 / n;
            }
            if (sink == 42) System.out.println();
        });
        t.start();
        t.join();
        System.out.println("thread ran on node " + where[0]);
        String[] names = { "fetch64", "lock", "lockdiff", "volread" };
        for (int k = 0; k < 4; k++)
            System.out.printf("%s %.2f us%n", names[k], median(res[k]));
    }
}
