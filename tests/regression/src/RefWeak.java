// release8: skip (Reference.refersTo is Java 16)
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;

// WeakReference: a referent only weakly reachable is cleared by System.gc()
// (retried a bounded number of times), a strongly held one is not; a
// reference made with a queue comes back from poll() once cleared; clear(),
// enqueue(), isEnqueued() and refersTo() by hand.
public class RefWeak {
    static Object keep;

    static WeakReference<Object> make(ReferenceQueue<Object> q) {
        return new WeakReference<Object>(new StringBuilder("dropped"), q);
    }

    static boolean gcUntilCleared(Reference<?> r) throws InterruptedException {
        for (int i = 0; i < 100; i++) {
            System.gc();
            if (r.refersTo(null))
                return true;
            Thread.sleep(10);
        }
        return false;
    }

    static Reference<?> pollFor(ReferenceQueue<?> q) throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            Reference<?> r = q.poll();
            if (r != null)
                return r;
            System.gc();
            Thread.sleep(10);
        }
        return null;
    }

    public static void main(String[] args) throws Exception {
        ReferenceQueue<Object> q = new ReferenceQueue<Object>();

        WeakReference<Object> plain = new WeakReference<Object>(new Object());
        System.out.println("plain cleared: " + gcUntilCleared(plain));
        System.out.println("plain get: " + plain.get());
        System.out.println("plain enqueued: " + plain.isEnqueued());

        keep = "kept " + args.length;
        WeakReference<Object> held = new WeakReference<Object>(keep, q);
        WeakReference<Object> dropped = make(q);
        System.out.println("dropped cleared: " + gcUntilCleared(dropped));
        System.gc();
        System.out.println("held: " + held.get());
        System.out.println("held refersTo keep: " + held.refersTo(keep));
        Reference<?> back = pollFor(q);
        System.out.println("polled is dropped: " + (back == dropped));
        System.out.println("dropped enqueued after poll: " + dropped.isEnqueued());
        System.out.println("poll again: " + q.poll());

        // by hand: clear() does not enqueue; enqueue() clears and enqueues once
        WeakReference<Object> manual = new WeakReference<Object>(keep, q);
        System.out.println("manual enqueued: " + manual.isEnqueued());
        System.out.println("enqueue: " + manual.enqueue());
        System.out.println("manual get: " + manual.get());
        System.out.println("manual enqueued: " + manual.isEnqueued());
        System.out.println("enqueue again: " + manual.enqueue());
        System.out.println("poll is manual: " + (q.poll() == manual));
        System.out.println("manual enqueued: " + manual.isEnqueued());
        System.out.println("enqueue after poll: " + manual.enqueue());
        WeakReference<Object> cleared = new WeakReference<Object>(keep, q);
        cleared.clear();
        System.out.println("cleared get: " + cleared.get() + " refersTo(null): " + cleared.refersTo(null));
        System.gc();
        Thread.sleep(50);
        System.out.println("poll after clear: " + q.poll());
        System.out.println("held still: " + held.get() + " " + held.isEnqueued());

        // many references to one array of objects, half of them kept
        Object[] objs = new Object[200];
        WeakReference<?>[] refs = new WeakReference<?>[200];
        for (int i = 0; i < objs.length; i++) {
            objs[i] = new int[i + 1];
            refs[i] = new WeakReference<Object>(objs[i]);
        }
        for (int i = 0; i < objs.length; i += 2)
            objs[i] = null;
        gcUntilCleared(refs[0]);
        int alive = 0, gone = 0;
        for (int i = 0; i < 100; i++) {
            System.gc();
            alive = 0;
            gone = 0;
            for (WeakReference<?> r : refs)
                if (r.get() == null)
                    gone++;
                else
                    alive++;
            if (gone == 100)
                break;
            Thread.sleep(10);
        }
        System.out.println("alive " + alive + " gone " + gone);
        boolean right = true;
        for (int i = 0; i < refs.length; i++)
            if ((refs[i].get() == null) != (i % 2 == 0) || (i % 2 == 1 && refs[i].get() != objs[i]))
                right = false;
        System.out.println("the odd ones kept: " + right);
    }
}
