// Values in registers across safepoints: three threads run int loops
// whose locals the JIT keeps in registers (jit-i386/jit_regs.c) and
// whose loop ends poll for safepoints, while the main thread allocates
// linked lists (several collections, each stopping the world at those
// polls) and checks them.  Each worker also keeps a reference local and
// an array live across the polls.  The frame's slots must be current at
// every poll: the collector reads them, and a stale reference slot
// would let it free a live list.  Expected output from the stock JVM.
public class JitRegsGc {
    static final class Node {
        final int v;
        final Node next;
        Node(int v, Node next) { this.v = v; this.next = next; }
    }

    static int spin(int seed, int n, int[] box) {
        int acc = seed, k = 0;
        Node keep = new Node(seed, null);
        for (int i = 0; i < n; i++) {
            acc = acc * 31 + (i ^ (acc >>> 7)) + k;
            k = (k + (i & 3)) & 1023;
            if ((i & 0xfffff) == 0) {
                keep = new Node(i, keep);          // allocation mid-loop
                box[0] += keep.v & 7;
            }
        }
        int len = 0;
        for (Node p = keep; p != null; p = p.next)
            len++;
        return acc + len * 1000003 + box[0];
    }

    static long build(int n) {
        Node head = null;
        for (int i = 0; i < n; i++)
            head = new Node(i, head);
        long sum = 0;
        for (Node p = head; p != null; p = p.next)
            sum += p.v;
        return sum;
    }

    public static void main(String[] args) throws Exception {
        final int[] out = new int[3];
        Thread[] ts = new Thread[3];
        for (int t = 0; t < 3; t++) {
            final int id = t;
            ts[t] = new Thread(() -> out[id] = spin(id + 1, 40000000, new int[1]));
            ts[t].start();
        }
        long total = 0;
        for (int r = 0; r < 20; r++)
            total += build(3000);
        for (Thread t : ts)
            t.join();
        System.out.println("lists " + total);
        for (int t = 0; t < 3; t++)
            System.out.println("spin " + t + " " + out[t] + " " + (out[t] == spin(t + 1, 40000000, new int[1])));
    }
}
