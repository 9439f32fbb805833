/*
 * GosHello -- an ordinary multithreaded program, unchanged for the cluster:
 * four threads sum parts of one shared array; each records where it ran.
 * On `ristretto -nodes 4` the threads run on the four nodes and read the
 * array through the global object space; on any JVM it prints the same
 * sums (the node is "-" there).
 */
public class GosHello {
    static final int THREADS = 4;
    static long[] data;
    static final long[] partial = new long[THREADS];
    static final String[] where = new String[THREADS];

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 200000;
        data = new long[n];
        for (int i = 0; i < n; i++)
            data[i] = i + 1;
        Thread[] ts = new Thread[THREADS];
        for (int k = 0; k < THREADS; k++) {
            final int id = k;
            ts[k] = new Thread(() -> {
                long s = 0;
                int lo = id * data.length / THREADS, hi = (id + 1) * data.length / THREADS;
                for (int i = lo; i < hi; i++)
                    s += data[i];
                String node = System.getProperty("ristretto.node");
                synchronized (partial) {
                    partial[id] = s;
                    where[id] = node == null ? "-" : node;
                }
            }, "summer-" + k);
            ts[k].start();
        }
        long total = 0;
        for (Thread t : ts)
            t.join();
        synchronized (partial) {
            for (int k = 0; k < THREADS; k++) {
                System.out.println("summer-" + k + " ran on node " + where[k] + ": " + partial[k]);
                total += partial[k];
            }
        }
        System.out.println("total " + total + " (expected " + (long) n * (n + 1) / 2 + ")");
    }
}
