// release8: skip (Reference.refersTo is Java 16)
import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;

// PhantomReference: get() is always null; the reference is enqueued once
// its referent is unreachable (and, if it has a finalizer, finalized), and
// cleared by then; one whose referent is held is not; an unqueued phantom
// (null queue) is allowed and never enqueued.
public class RefPhantom {
    static Object held = new int[] { 7 };

    static PhantomReference<Object> make(ReferenceQueue<Object> q) {
        return new PhantomReference<Object>(new long[16], q);
    }

    public static void main(String[] args) throws Exception {
        ReferenceQueue<Object> q = new ReferenceQueue<Object>();
        PhantomReference<Object> p = make(q);
        PhantomReference<Object> h = new PhantomReference<Object>(held, q);
        PhantomReference<Object> none = new PhantomReference<Object>(new Object(), null);
        System.out.println("get: " + p.get() + " " + h.get());
        System.out.println("refersTo held: " + h.refersTo(held));
        Reference<?> r = null;
        for (int i = 0; i < 200 && r == null; i++) {
            System.gc();
            r = q.remove(10);
        }
        System.out.println("enqueued is p: " + (r == p));
        System.out.println("p refersTo null: " + p.refersTo(null));
        System.out.println("h refersTo held: " + h.refersTo(held) + " enqueued " + h.isEnqueued());
        System.out.println("queue then: " + q.poll());
        System.out.println("none enqueued: " + none.isEnqueued() + " " + none.enqueue());
        held = null;
        r = null;
        for (int i = 0; i < 200 && r == null; i++) {
            System.gc();
            r = q.remove(10);
        }
        System.out.println("enqueued is h: " + (r == h));
        System.out.println("h refersTo null: " + h.refersTo(null));
    }
}
