import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;

// Order of finalisation and references: a weak reference to a finalizable
// object, and one to an object only it reaches, are cleared before its
// finalize() runs (which still sees its own fields); a phantom reference
// to it is neither cleared nor enqueued until it is unreachable after
// finalisation.
public class FinRefOrder {
    static WeakReference<Object> weakSelf, weakInner;
    static PhantomReference<Object> phantom;
    static final ReferenceQueue<Object> q = new ReferenceQueue<Object>();
    static String seen;

    static class F {
        Object inner = new StringBuilder("inner");
        protected void finalize() {
            String s = "weak to self cleared " + (weakSelf.get() == null)
                + ", weak to inner cleared " + (weakInner.get() == null)
                + ", inner field " + inner
                + ", phantom enqueued " + phantom.isEnqueued();
            synchronized (FinRefOrder.class) {
                seen = s;
            }
        }
    }

    static synchronized String seen() {
        return seen;
    }

    static void make() {
        F f = new F();
        weakSelf = new WeakReference<Object>(f);
        weakInner = new WeakReference<Object>(f.inner);
        phantom = new PhantomReference<Object>(f, q);
    }

    public static void main(String[] args) throws Exception {
        make();
        for (int i = 0; i < 200 && seen() == null; i++) {
            System.gc();
            System.runFinalization();
            Thread.sleep(5);
        }
        System.out.println("in finalize: " + seen());
        Reference<?> r = null;
        for (int i = 0; i < 200 && r == null; i++) {
            System.gc();
            System.runFinalization();
            r = q.remove(10);
        }
        System.out.println("phantom enqueued after: " + (r == phantom));
    }
}
