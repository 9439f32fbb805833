import java.util.concurrent.atomic.AtomicLong;

/**
 * The cluster part of the README demo.  Run in SPMD mode
 * (`ristretto -nodes 4 -Xcluster:spmd`), every node runs this main: the
 * worker nodes load the class from the master, their output appears on the
 * master's console, and each node sums its share of 1..N with four threads.
 * (Until the global object space exists, nodes share no objects; each
 * prints its own share.)  On a single JVM it is node 0 of 1.
 */
public class ClusterHello {
    public static void main(String[] args) throws InterruptedException {
        final int node = Integer.getInteger("ristretto.node", 0);
        final int nodes = Integer.getInteger("ristretto.nodes", 1);
        final long n = 10_000_000L;
        final long lo = n * node / nodes + 1, hi = n * (node + 1) / nodes;
        final AtomicLong sum = new AtomicLong();
        Thread[] ts = new Thread[4];
        for (int k = 0; k < ts.length; k++) {
            final int part = k;
            ts[k] = new Thread(() -> {
                long s = 0;
                for (long i = lo + part; i <= hi; i += ts.length)
                    s += i;
                sum.addAndGet(s);
            });
            ts[k].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println("node " + node + " of " + nodes + ": sum of " + lo + ".." + hi + " = " + sum.get());
    }
}
