// Threads of one program on a cluster: each of 4 threads reports the node it
// ran on (ristretto.node), sums part of a shared array and publishes the sum
// under a monitor; main prints them in order.
public class GosSpread {
    static long[] data = new long[10000];
    static final long[] sums = new long[4];
    static final String[] nodes = new String[4];
    public static void main(String[] a) throws Exception {
        for (int i = 0; i < data.length; i++) data[i] = i;
        Thread[] ts = new Thread[4];
        for (int k = 0; k < 4; k++) {
            final int id = k;
            ts[k] = new Thread(() -> {
                long s = 0;
                for (int i = id * 2500; i < (id + 1) * 2500; i++) s += data[i];
                synchronized (sums) { sums[id] = s; nodes[id] = System.getProperty("ristretto.node"); }
            });
            ts[k].start();
        }
        for (Thread t : ts) t.join();
        synchronized (sums) {
            for (int k = 0; k < 4; k++) System.out.println("thread " + k + " node " + nodes[k] + " sum " + sums[k]);
        }
    }
}
