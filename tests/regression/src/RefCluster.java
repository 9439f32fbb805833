// release8: skip (Reference.refersTo is Java 16)
import java.lang.ref.*;
import java.util.*;

// Weak references made by threads that, on a cluster, run on other nodes,
// registered with one queue that main made: each thread's referent, only
// weakly reachable, is cleared by a collection where the thread runs, and
// the reference reaches main's queue.
// Each maker makes several referents, each in a call of its own, and
// asks that at least one is cleared: Ristretto's collector scans native
// stacks conservatively, so a stale word can keep one referent alive
// (starting the node's reference handler at the first reference runs
// deeper code on the maker's stack), which the Java memory model allows.
public class RefCluster {
    static final int PER_MAKER = 4;
    static final ReferenceQueue<Object> q = new ReferenceQueue<>();
    static final Map<Reference<?>, Integer> made = Collections.synchronizedMap(new HashMap<>());

    static boolean gcUntilCleared(List<WeakReference<Object>> rs) throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            System.gc();
            for (WeakReference<Object> r : rs)
                if (r.refersTo(null))
                    return true;
            Thread.sleep(10);
        }
        return false;
    }

    static WeakReference<Object> make(int id, int k) {
        WeakReference<Object> r = new WeakReference<>(new StringBuilder("referent " + id + "." + k), q);
        made.put(r, id);
        return r;
    }

    public static void main(String[] args) throws Exception {
        final int n = 3;
        final boolean[] cleared = new boolean[n];
        Thread[] ts = new Thread[n];
        for (int k = 0; k < n; k++) {
            final int id = k;
            ts[k] = new Thread(() -> {
                List<WeakReference<Object>> rs = new ArrayList<>();
                for (int j = 0; j < PER_MAKER; j++)
                    rs.add(make(id, j));
                try {
                    cleared[id] = gcUntilCleared(rs);
                } catch (InterruptedException e) {
                    cleared[id] = false;
                }
            }, "maker-" + k);
            ts[k].start();
        }
        for (Thread t : ts)
            t.join();
        for (int k = 0; k < n; k++)
            System.out.println("maker " + k + " saw a referent cleared: " + cleared[k]);
        boolean[] back = new boolean[n];
        int makers = 0;
        for (int i = 0; i < 500 && makers < n; i++) {
            Reference<?> r = q.remove(20);
            Integer id = r == null ? null : made.remove(r);
            if (id != null && !back[id]) {
                back[id] = true;
                makers++;
            }
        }
        System.out.println("makers with a reference back in main's queue: " + makers + " of " + n);
    }
}
