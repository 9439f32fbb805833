// Finalisation on the threads' own nodes: two threads (on a cluster,
// placed on other nodes) each drop finalizable objects they made and wait
// with System.gc() and System.runFinalization() until all of theirs have
// been finalized; main prints the counts after joining them.
public class FinCluster {
    static final int N = 200;
    static final int[] counts = new int[2];

    static class F {
        final int owner;
        final long[] payload = new long[8];
        F(int owner) { this.owner = owner; }
        protected void finalize() {
            synchronized (FinCluster.class) {
                counts[owner]++;
            }
        }
    }

    static synchronized int count(int w) {
        return counts[w];
    }

    static void make(int w) {
        for (int i = 0; i < N; i++)
            new F(w);
    }

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[2];
        final boolean[] ok = new boolean[2];
        for (int k = 0; k < 2; k++) {
            final int w = k;
            ts[k] = new Thread(new Runnable() {
                public void run() {
                    make(w);
                    boolean done = false;
                    for (int i = 0; i < 300 && !done; i++) {
                        System.gc();
                        System.runFinalization();
                        done = count(w) >= N;
                        if (!done) {
                            try {
                                Thread.sleep(5);
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                    }
                    synchronized (FinCluster.class) {
                        ok[w] = done;
                    }
                }
            });
            ts[k].start();
        }
        for (Thread t : ts)
            t.join();
        synchronized (FinCluster.class) {
            System.out.println("thread 0 done " + ok[0] + " count " + counts[0]);
            System.out.println("thread 1 done " + ok[1] + " count " + counts[1]);
        }
    }
}
