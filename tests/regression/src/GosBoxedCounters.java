// Counters kept as boxed Integers in shared nodes, updated by four threads
// under one monitor: each update stores a fresh Integer (above the box
// cache) into a field. On a cluster a node that keeps the monitor writes
// such a field many times between two of its releases, and the release
// compares the copy with its twin word by word; under -Xgc:stress an
// Integer the twin still named was collected and a new one allocated at
// its address, so the field compared equal and updates were lost
// (make check-nodes-stress runs this on 2 nodes).
public class GosBoxedCounters {
    static class Node {
        Integer value;
    }

    static final Node[] nodes = new Node[10];

    public static void main(String[] args) throws Exception {
        final int n = 500;
        final Object lock = new Object();
        final int[] created = new int[4];
        Thread[] ts = new Thread[4];
        for (int t = 0; t < 4; t++) {
            final int me = t;
            ts[t] = new Thread() {
                public void run() {
                    int c = 0;
                    for (int i = 0; i < n; i++) {
                        synchronized (lock) {
                            Node x = nodes[i % 10];
                            if (x == null) {
                                c++;
                                x = new Node();
                                x.value = 1000;
                                nodes[i % 10] = x;
                            } else {
                                x.value = x.value + 1;
                            }
                        }
                    }
                    created[me] = c;
                }
            };
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        int s = 0, c = 0;
        for (Node x : nodes) {
            s += x.value - 1000;
        }
        for (int k : created) {
            c += k;
        }
        System.out.println("updates " + s + " of " + (4 * n - 10) + ", nodes created " + c);
    }
}
