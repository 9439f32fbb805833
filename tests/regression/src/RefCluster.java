// release8: skip (Reference.refersTo is Java 16)
import java.lang.ref.*;
import java.util.*;

// Weak references made by threads that, on a cluster, run on other nodes,
// registered with one queue that main made: each thread's referent, only
// weakly reachable, is cleared by a collection where the thread runs, and
// the reference reaches main's queue.
public class RefCluster {
    static final ReferenceQueue<Object> q = new ReferenceQueue<>();
    static final Set<Reference<?>> made = Collections.synchronizedSet(new HashSet<>());

    static boolean gcUntilCleared(Reference<?> r) throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            System.gc();
            if (r.refersTo(null))
                return true;
            Thread.sleep(10);
        }
        return false;
    }

    public static void main(String[] args) throws Exception {
        final int n = 3;
        final boolean[] cleared = new boolean[n];
        Thread[] ts = new Thread[n];
        for (int k = 0; k < n; k++) {
            final int id = k;
            ts[k] = new Thread(() -> {
                WeakReference<Object> r = new WeakReference<>(new StringBuilder("referent " + id), q);
                made.add(r);
                try {
                    cleared[id] = gcUntilCleared(r);
                } catch (InterruptedException e) {
                    cleared[id] = false;
                }
            }, "maker-" + k);
            ts[k].start();
        }
        for (Thread t : ts)
            t.join();
        for (int k = 0; k < n; k++)
            System.out.println("maker " + k + " saw its referent cleared: " + cleared[k]);
        int back = 0;
        for (int i = 0; i < 500 && back < n; i++) {
            Reference<?> r = q.remove(20);
            if (r != null && made.remove(r))
                back++;
        }
        System.out.println("references back in main's queue: " + back + " of " + n);
        System.out.println("queue empty after: " + (q.poll() == null));
    }
}
