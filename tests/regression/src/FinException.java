// An exception thrown by finalize() is ignored: nothing is printed, the
// finalizer thread goes on with the other objects, and each one is
// finalized once.
public class FinException {
    static int calls;

    static synchronized int calls() {
        return calls;
    }

    static class Thrower {
        final int kind;
        Thrower(int kind) { this.kind = kind; }
        protected void finalize() throws Throwable {
            synchronized (FinException.class) {
                calls++;
            }
            switch (kind) {
            case 0: throw new RuntimeException("from finalize");
            case 1: throw new Error("an error");
            case 2: throw new Exception("checked");
            case 3: { int[] a = new int[1]; a[kind] = 1; }
            default: Object o = null; o.hashCode();
            }
        }
    }

    static void make() {
        for (int i = 0; i < 10; i++)
            new Thrower(i % 5);
        scrub();
    }

    /* Allocations of plain objects after the finalizable ones, so that no
     * scratch word of the VM's own (conservatively scanned) stack still
     * holds the last Thrower: on IA-32 one of them was kept alive. */
    static Object sink;

    static void scrub() {
        for (int i = 0; i < 64; i++)
            sink = new Object();
        sink = null;
    }

    public static void main(String[] args) throws Exception {
        make();
        for (int i = 0; i < 200 && calls() < 10; i++) {
            System.gc();
            System.runFinalization();
            Thread.sleep(5);
        }
        System.out.println("calls " + calls());
        make();
        for (int i = 0; i < 200 && calls() < 20; i++) {
            System.gc();
            System.runFinalization();
            Thread.sleep(5);
        }
        for (int i = 0; i < 3; i++) {
            System.gc();
            System.runFinalization();
        }
        System.out.println("calls " + calls());
    }
}
