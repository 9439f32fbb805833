// An exception thrown by finalize() is ignored: nothing is printed, the
// finalizer thread goes on with the other objects, and each one is
// finalized once.
public class FinException {
    static int calls;
    static final java.util.Set<Integer> seen = new java.util.HashSet<>();
    static boolean twice;

    static synchronized int calls() {
        return calls;
    }

    static class Thrower {
        final int kind, id;
        Thrower(int kind, int id) { this.kind = kind; this.id = id; }
        protected void finalize() throws Throwable {
            synchronized (FinException.class) {
                calls++;
                if (!seen.add(id))
                    twice = true;
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

    static void make(int base) {
        for (int i = 0; i < 10; i++)
            new Thrower(i % 5, base + i);
    }

    public static void main(String[] args) throws Exception {
        make(0);
        for (int i = 0; i < 200 && calls() < 10; i++) {
            System.gc();
            System.runFinalization();
            Thread.sleep(5);
        }
        System.out.println("calls " + calls());
        // the finalizer thread goes on after the exceptions: the second
        // batch reaches it (not asked for all ten: on IA-32 a stale word of
        // the conservatively scanned stack may keep the last one alive)
        make(10);
        for (int i = 0; i < 200 && calls() < 15; i++) {
            System.gc();
            System.runFinalization();
            Thread.sleep(5);
        }
        for (int i = 0; i < 3; i++) {
            System.gc();
            System.runFinalization();
        }
        synchronized (FinException.class) {
            System.out.println("second batch finalized: " + (calls >= 15));
            System.out.println("any finalized twice: " + twice);
        }
    }
}
