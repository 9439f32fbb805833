import java.lang.ref.WeakReference;

// A finalizer that stores `this` in a static resurrects its object: the
// object and what it reaches stay intact, and once dropped again it is
// collected (a weak reference to it is cleared) without a second
// finalize() call.
public class FinResurrect {
    static R saved;
    static int calls;

    static class R {
        int[] data = { 1, 2, 3 };
        StringBuilder sb = new StringBuilder("kept");
        protected void finalize() {
            synchronized (FinResurrect.class) {
                calls++;
                saved = this;
            }
        }
    }

    static synchronized R saved() {
        return saved;
    }

    static synchronized int calls() {
        return calls;
    }

    static void make() {
        new R();
    }

    static WeakReference<R> takeSaved() {
        WeakReference<R> w;
        synchronized (FinResurrect.class) {
            w = new WeakReference<R>(saved);
            saved = null;
        }
        return w;
    }

    public static void main(String[] args) throws Exception {
        make();
        for (int i = 0; i < 200 && saved() == null; i++) {
            System.gc();
            System.runFinalization();
            Thread.sleep(5);
        }
        R r = saved();
        System.out.println("resurrected: " + (r != null) + " calls " + calls());
        System.out.println("contents: " + r.data[0] + r.data[1] + r.data[2] + " " + r.sb);
        r = null;
        WeakReference<R> w = takeSaved();
        boolean cleared = false;
        for (int i = 0; i < 200 && !cleared; i++) {
            System.gc();
            System.runFinalization();
            cleared = w.get() == null;
            if (!cleared)
                Thread.sleep(5);
        }
        System.out.println("collected: " + cleared);
        for (int i = 0; i < 5; i++) {
            System.gc();
            System.runFinalization();
        }
        System.out.println("calls " + calls() + " saved " + (saved() != null));
    }
}
