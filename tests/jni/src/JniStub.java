// Natives called from compiled code through their per-native stub (the
// x86-64 JIT makes one when a native is bound: jit-i386/jit_jni.c), run
// also interpreted and with -Xjit:all by run.sh.  Every argument and
// result type, arguments beyond the registers (more than 6 integer and
// more than 8 floating ones, so that some of each class go on the stack,
// in order), references (null, local, global, weak, the receiver), a
// native that throws, natives called while another thread collects, a
// collection and a stack trace from Java called by a native.  Each call
// is made from a loop, so that the default JIT compiles its caller too.
public class JniStub {
    int base = 100;

    static native String all24(int a, long b, byte c, short d, char e, boolean f, float g, double h,
                               Object i, int j, long k, float l, double m, float n, double o, float p,
                               double q, float r, double s, int t, long u, Object v, int w, float x);
    native String inst(int a, long b, int c, long d, int e, long f, int g, float h, double i);
    static native float retF(float a, float b, float c, float d, float e, float f, float g, float h,
                             float i, float j);
    static native double retD(double a, int b, double c, int d, double e, int f, double g, int h,
                              double i, int j, double k, int l, double m, double n, double o);
    static native boolean retZ(int v);
    static native byte retB(int v);
    static native char retC(int v);
    static native short retS(int v);
    static native int retI(long v);
    static native long retJ(int a, int b);
    static native Object retL(int kind, Object o);
    native JniStub self();
    native int field();
    static native int throwIf(int v);
    static native Object hold(Object o, int spin);
    static native int gcFromNative(int[] a);
    static native String traceFromNative();
    static native void keepLocals(Object o, int k);

    static int gcCalls;
    static volatile boolean stop;
    static volatile int collections;

    static void gc() {
        gcCalls++;
        System.gc();
    }

    static String trace() {
        StringBuilder b = new StringBuilder();
        for (StackTraceElement e : new Throwable().getStackTrace()) {
            b.append(e.getClassName()).append('.').append(e.getMethodName());
            b.append(e.isNativeMethod() ? "(native) " : " ");
        }
        return b.toString().trim();
    }

    static String show(Object o) {
        if (o == null) {
            return "null";
        }
        if (o instanceof int[]) {
            int[] a = (int[]) o;
            return "int[" + a.length + "]";
        }
        return o.toString();
    }

    // The loops below make no string concatenation and no lambda (an
    // invokedynamic hands a compiled frame to the interpreter), so that a
    // compiled caller makes the calls; main prints.
    static final String[] OBJS = { "obj0", "obj1", "obj2" };
    static final int[] NARROW = { 0, 1, 2, 127, 128, 255, 256, -1, -128, -129, 32767, 32768, 65535, 65536,
                                  -32769, Integer.MAX_VALUE, Integer.MIN_VALUE };

    static String all24Loop(int n, long[] hash) {
        String last = null;
        long acc = 0;
        for (int k = 0; k < n; k++) {
            last = all24(k, -2L - k, (byte) (-3 - k), (short) (-400 - k), (char) (0xfff0 + k % 16), k % 2 == 0,
                         1.5f + k, 2.25 + k, OBJS[k % 3], 10 + k, 1L << (33 + k % 20), -3.5f, 4.75,
                         5.5f, 6.125, 7.25f, 8.0625, 9.5f, 10.03125, -11, Long.MIN_VALUE + k,
                         k % 2 == 0 ? null : new int[k], 13, 14.5f);
            acc += last.hashCode();
        }
        hash[0] = acc;
        return last;
    }

    static String instLoop(int n) {
        JniStub s = new JniStub();
        String is = null;
        for (int k = 0; k < n; k++) {
            s.base = k;
            is = s.inst(1, 2L, 3, 4L, 5, 6L, 7, 8.5f, 9.25);
        }
        return is;
    }

    static float retFLoop(int n) {
        float f = 0;
        for (int k = 0; k < n; k++) {
            f += retF(1, 2, 3, 4, 5, 6, 7, 8, 9, k);
        }
        return f;
    }

    static double retDLoop(int n) {
        double d = 0;
        for (int k = 0; k < n; k++) {
            d += retD(0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7.5, k);
        }
        return d;
    }

    // per value: the boolean, byte, char, short and int results, in a row
    static long[] narrowLoop(int n) {
        long[] out = new long[NARROW.length * 5];
        for (int k = 0; k < n; k++) {
            for (int i = 0; i < NARROW.length; i++) {
                int v = NARROW[i];
                out[i * 5] = retZ(v) ? 1 : 0;
                out[i * 5 + 1] = retB(v);
                out[i * 5 + 2] = retC(v);
                out[i * 5 + 3] = retS(v);
                out[i * 5 + 4] = retI(v * 3L + (1L << 32));
            }
        }
        return out;
    }

    static long retJLoop(int n) {
        long j = 0;
        for (int k = 0; k < n; k++) {
            j += retJ(k, -k);
        }
        return j;
    }

    static Object[] retLLoop(int n, Object o) {
        Object[] out = new Object[6];
        for (int k = 0; k < n; k++) {
            for (int kind = 0; kind < out.length; kind++) {
                out[kind] = retL(kind, o);
            }
        }
        return out;
    }

    static int selfLoop(int n) {
        JniStub s = new JniStub();
        int wrong = 0;
        for (int k = 0; k < n; k++) {
            s.base = k;
            if (s.self() != s || s.field() != k) {
                wrong++;
            }
        }
        return wrong;
    }

    // [thrown, last thrown at, sum of the others]
    static long[] throwLoop(int n) {
        long[] out = new long[3];
        for (int k = 0; k < n; k++) {
            try {
                out[2] += throwIf(k);
            } catch (IllegalStateException e) {
                out[0]++;
                out[1] = k;
            }
        }
        return out;
    }

    static final class Collector extends Thread {
        public void run() {
            while (!stop) {
                System.gc();
                collections++;
                Object[] junk = new Object[1000];
                for (int i = 0; i < junk.length; i++) {
                    junk[i] = new int[10];
                }
            }
        }
    }

    // at least n calls, and on until the other thread has collected 50
    // times while calls were going on; the calls that came back wrong
    static int holdLoop(int n, int atLeast) {
        int bad = 0;
        for (int k = 0; k < n || collections < atLeast; k++) {
            int[] a = new int[16];
            a[7] = k;
            Object r = hold(a, 2000);
            if (r != a || a[7] != k) {
                bad++;
            }
        }
        return bad;
    }

    static int gcLoop(int n) {
        int total = 0;
        for (int k = 0; k < n; k++) {
            total += gcFromNative(new int[] { k, 2 * k });
        }
        return total;
    }

    static String traceLoop(int n) {
        String t = null;
        for (int k = 0; k < n; k++) {
            t = traceFromNative();
        }
        return t;
    }

    // Each call makes k local references to a new object and returns:
    // they must go when it returns (the stub puts the local table's
    // height back).  The objects are reachable afterwards only through
    // weak references; how many of them a collection clears.
    static java.lang.ref.WeakReference<?>[] localsLoop(int n) {
        java.lang.ref.WeakReference<?>[] w = new java.lang.ref.WeakReference<?>[n];
        for (int k = 0; k < n; k++) {
            int[] o = new int[4];
            w[k] = new java.lang.ref.WeakReference<Object>(o);
            keepLocals(o, 3);
        }
        return w;
    }

    static int cleared(java.lang.ref.WeakReference<?>[] w) {
        int c = 0;
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        for (java.lang.ref.WeakReference<?> r : w) {
            if (r.get() == null) {
                c++;
            }
        }
        return c;
    }

    public static void main(String[] args) throws Exception {
        System.loadLibrary("jnitest");
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 3000;
        long[] hash = new long[1];
        // Each loop once with one call first: under -Xjit:all a method is
        // compiled before its call sites are resolved, and its first
        // unresolved call hands its frame to the interpreter.
        all24Loop(1, hash);
        instLoop(1);
        retFLoop(1);
        retDLoop(1);
        narrowLoop(1);
        retJLoop(1);
        retLLoop(1, "kept");
        selfLoop(1);
        throwLoop(4);
        holdLoop(1, 0);
        gcLoop(1);
        traceLoop(1);
        localsLoop(1);
        gcCalls = 0;
        System.out.println("all24: " + all24Loop(n, hash));
        System.out.println("all24 hash over " + n + " calls: " + hash[0]);
        System.out.println("inst: " + instLoop(n));
        System.out.println("retF sum: " + retFLoop(n));
        System.out.println("retD sum: " + retDLoop(n));
        long[] nr = narrowLoop(n);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < NARROW.length; i++) {
            b.append(NARROW[i]).append(": ").append(nr[i * 5] != 0).append('/').append(nr[i * 5 + 1]).append('/')
             .append(nr[i * 5 + 2]).append('/').append(nr[i * 5 + 3]).append('/').append(nr[i * 5 + 4]).append(' ');
        }
        System.out.println("narrow results: " + b.toString().trim());
        System.out.println("retJ sum: " + retJLoop(n));
        b.setLength(0);
        for (Object o : retLLoop(n, "kept")) {
            b.append(show(o)).append(' ');
        }
        System.out.println("retL: " + b.toString().trim());
        System.out.println("self and field, wrong: " + selfLoop(n));
        long[] t = throwLoop(n);
        System.out.println("throwIf: " + t[0] + " thrown, the last at " + t[1] + ", sum of the others " + t[2]);
        Collector c = new Collector();
        c.start();
        int bad = holdLoop(n, 50);
        stop = true;
        c.join();
        System.out.println("natives while another thread collects: " + bad + " wrong");
        int total = gcLoop(20);
        System.out.println("collections from Java called by a native: " + gcCalls + ", sum " + total);
        System.out.println("stack from a native's callback: " + traceLoop(1500));
        // a stale word on a stack may keep a few (collectors that scan
        // stacks conservatively): most must go
        int m = 4000;
        System.out.println("local references released at return: " + (cleared(localsLoop(m)) >= m - 100));
    }
}
