import java.util.concurrent.atomic.AtomicReference;

// A worker takes two linked lists of 3,000 nodes from the master, one after
// the other, sums each and drops it: its copies of the first list's nodes
// are collected (t_gos.sh reads copies_collected in -Xgos:stats), and the
// sums are right.
public class GosCollect {
    static final class Node {
        final int v;
        final Node next;
        Node(int v, Node next) { this.v = v; this.next = next; }
    }

    static Node build(int n, int base) {
        Node h = null;
        for (int i = n - 1; i >= 0; i--) h = new Node(base + i, h);
        return h;
    }

    static long sum(Node n) {
        long s = 0;
        for (; n != null; n = n.next) s += n.v;
        return s;
    }

    public static void main(String[] a) throws Exception {
        final AtomicReference<Node> slot = new AtomicReference<>(build(3000, 0));
        final long[] sums = new long[2];
        Thread w = new Thread(() -> {
            for (int round = 0; round < 2; round++) {
                Node l;
                while ((l = slot.getAndSet(null)) == null) Thread.yield();
                sums[round] = sum(l);
                l = null;
                System.gc();
            }
        });
        w.start();
        while (slot.get() != null) Thread.sleep(1);
        slot.set(build(3000, 1000));
        w.join();
        System.out.println("sums " + sums[0] + " " + sums[1]);
    }
}
