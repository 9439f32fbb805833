import java.util.ArrayList;
import java.util.List;

// Many threads allocate linked structures and garbage at once, so collections run while others allocate.
public class ThrAllocGC {
    static final class Node {
        final int value; final Node next; final int[] pad;
        Node(int value, Node next) { this.value = value; this.next = next; this.pad = new int[value % 16]; }
    }

    public static void main(String[] args) throws Exception {
        final long[] sums = new long[8];
        List<Thread> ts = new ArrayList<Thread>();
        for (int i = 0; i < sums.length; i++) {
            final int me = i;
            Thread t = new Thread(new Runnable() {
                public void run() {
                    Node keep = null;
                    long s = 0;
                    for (int round = 0; round < 12; round++) {
                        Node garbage = null;
                        for (int k = 0; k < 500; k++) garbage = new Node(k, garbage);
                        keep = new Node(round + me, keep);
                        StringBuilder sb = new StringBuilder();
                        for (int k = 0; k < 50; k++) sb.append(k).append(',');
                        s += sb.length() + garbage.value;
                    }
                    for (Node n = keep; n != null; n = n.next) s += n.value + n.pad.length;
                    sums[me] = s;
                }
            });
            ts.add(t);
            t.start();
        }
        for (Thread t : ts) t.join();
        for (int i = 0; i < sums.length; i++) System.out.println("thread " + i + ": " + sums[i]);
    }
}
