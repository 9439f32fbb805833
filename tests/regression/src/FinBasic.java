// Object.finalize: an unreachable object whose class overrides finalize()
// is finalized once, after System.gc() and System.runFinalization()
// (retried a bounded number of times); a subclass inherits the finalizer,
// a clone is finalized on its own, an object still held is not finalized,
// and nothing is finalized twice.
public class FinBasic {
    static int finalized;
    static int finalizedSub;
    static String lastTag = "";
    static Object held;

    static synchronized void count(String tag, boolean sub) {
        if (sub)
            finalizedSub++;
        else
            finalized++;
        if (tag.compareTo(lastTag) > 0)
            lastTag = tag;
    }

    static synchronized int total() {
        return finalized + finalizedSub;
    }

    static class F implements Cloneable {
        final String tag;
        F(String tag) { this.tag = tag; }
        protected void finalize() {
            count(tag, false);
        }
        public Object clone() throws CloneNotSupportedException {
            return super.clone();
        }
    }

    static class Sub extends F {
        Sub(String tag) { super(tag); }
        protected void finalize() {
            count(tag, true);
        }
    }

    static class Inherits extends F {
        Inherits(String tag) { super(tag); }
    }

    static void make() throws Exception {
        new F("a");
        new Sub("b");
        new Inherits("c");
        F d = new F("d");
        d.clone();
        held = new F("held");
    }

    static boolean waitFor(int n) throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            if (total() >= n)
                return true;
            System.gc();
            System.runFinalization();
            Thread.sleep(5);
        }
        return false;
    }

    public static void main(String[] args) throws Exception {
        System.out.println("before: " + total());
        make();
        System.out.println("all five finalized: " + waitFor(5));
        for (int i = 0; i < 5; i++) {
            System.gc();
            System.runFinalization();
        }
        synchronized (FinBasic.class) {
            System.out.println("finalized " + finalized + " sub " + finalizedSub + " last " + lastTag);
        }
        System.out.println("held still there: " + ((F) held).tag);
        held = null;
        System.out.println("held finalized: " + waitFor(6));
        for (int i = 0; i < 5; i++) {
            System.gc();
            System.runFinalization();
        }
        synchronized (FinBasic.class) {
            System.out.println("finalized " + finalized + " sub " + finalizedSub + " last " + lastTag);
        }
    }
}
