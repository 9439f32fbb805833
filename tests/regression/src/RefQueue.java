import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

// ReferenceQueue: remove(timeout) returns null on an empty queue after the
// timeout and the reference once the collector cleared it; remove() blocks
// until one comes; a negative timeout is refused; several references come
// back each exactly once.
public class RefQueue {
    static class Named extends WeakReference<Object> {
        final String name;

        Named(String name, Object o, ReferenceQueue<Object> q) {
            super(o, q);
            this.name = name;
        }
    }

    static Named make(String name, ReferenceQueue<Object> q) {
        return new Named(name, new Object(), q);
    }

    public static void main(String[] args) throws Exception {
        ReferenceQueue<Object> q = new ReferenceQueue<Object>();
        System.out.println("empty poll: " + q.poll());
        System.out.println("empty remove(20): " + q.remove(20));
        try {
            q.remove(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("remove(-1): " + e.getClass().getName() + ": " + e.getMessage());
        }

        List<Named> refs = new ArrayList<Named>();
        for (int i = 0; i < 5; i++)
            refs.add(make("r" + i, q));
        List<String> got = new ArrayList<String>();
        for (int i = 0; i < 200 && got.size() < 5; i++) {
            System.gc();
            Reference<?> r = q.remove(20);
            while (r != null) {
                got.add(((Named) r).name);
                r = q.poll();
            }
        }
        Collections.sort(got);
        System.out.println("removed: " + got);
        System.out.println("then remove(10): " + q.remove(10));

        // remove() blocking in another thread until the collector clears one
        final ReferenceQueue<Object> q2 = new ReferenceQueue<Object>();
        final String[] result = new String[1];
        Thread waiter = new Thread() {
            public void run() {
                try {
                    Reference<?> r = q2.remove();
                    result[0] = ((Named) r).name;
                } catch (InterruptedException e) {
                    result[0] = "interrupted";
                }
            }
        };
        waiter.start();
        Named w = make("blocked-for", q2);
        for (int i = 0; i < 200 && waiter.isAlive(); i++) {
            System.gc();
            waiter.join(20);
        }
        waiter.join();
        System.out.println("remove() got: " + result[0] + " " + (w.get() == null));

        // interrupting remove()
        final ReferenceQueue<Object> q3 = new ReferenceQueue<Object>();
        Thread t = new Thread() {
            public void run() {
                try {
                    q3.remove();
                    result[0] = "returned";
                } catch (InterruptedException e) {
                    result[0] = "interrupted";
                }
            }
        };
        t.start();
        while (t.getState() != Thread.State.WAITING)
            Thread.sleep(1);
        t.interrupt();
        t.join();
        System.out.println("remove() interrupted: " + result[0]);
    }
}
