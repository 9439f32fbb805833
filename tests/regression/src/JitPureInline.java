// Small methods whose body is straight-line code over their arguments,
// inlined by the JIT in place of the call (issue 13, item 3; jit_pure.c):
// int, long, float and double arithmetic, constant shifts, conversions,
// field and array reads, array lengths, a setter that computes, static,
// private, final and guarded virtual callees.  When such a body would
// fail -- a null object, an index out of range, a GOS state bit set on a
// cluster -- the ordinary call runs instead, so the exception comes from
// the callee's own frame, with its line, under the caller's.  The callers
// are hot, so they are compiled after their sites were resolved.
public class JitPureInline {
    static final class Vec {
        double x, y, z;
        Vec(double x, double y, double z) { this.x = x; this.y = y; this.z = z; }
        double norm2() { return x * x + y * y + z * z; }
        double length() { return Math.sqrt(x * x + y * y + z * z); }
        double dist(Vec o) { return Math.sqrt(dist2(this, o)); }
        void addX(double d) { x = x + d; }
    }

    static class Shape {
        int w, h;
        Shape(int w, int h) { this.w = w; this.h = h; }
        int area() { return w * h; }
        int areaPlus() { return area() + 1; }
    }

    static class Square extends Shape {
        Square(int s) { super(s, s); }
        @Override int area() { return w * w + 1; }
    }

    static final class Node {
        int val;
        Node next;
        long big;
        char tag;
        byte small;
        short mid;
        boolean flag;
        float f;
        Node(int val, Node next) { this.val = val; this.next = next; }
        int nextVal() { return next.val; }
        void scale(int k) { val = val * k; }
        void setBig(long b, int k) { big = b + k; }
        void setTag(int t) { tag = (char) (t + 1); }
        void setSmall(int t) { small = (byte) t; }
        void setMid(int t) { mid = (short) (t - 1); }
        void setFlag(boolean b) { flag = b; }
        void setF(float g) { f = g * 2f; }
        int mixed() { return tag + small + mid + (flag ? 1 : 0); }
    }

    static int sq(int x) { return x * x; }
    static int mix(int a, int b) { return (a << 3) ^ (b >>> 2) + a * 7 - b; }
    static int shr(int a) { return (a >> 5) | (a & 0xff); }
    static long lmix(long a, int b) { return a * 31 + b - (a >> 7) + (a << 2) - (a >>> 60); }
    static long lneg(long a) { return -a ^ 5L; }
    static int lowInt(long a) { return (int) a; }
    static double dot(Vec a, Vec b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
    static float lerp(float a, float b, float t) { return a + (b - a) * t; }
    static double widen(int a, float f) { return a + f; }
    static double fromLong(long a) { return a; }
    static float narrow(double d) { return (float) d; }
    static int lowByte(int x) { return (byte) x; }
    static int asChar(int x) { return (char) x; }
    static int asShort(int x) { return (short) -x; }
    static int at(int[] a, int i) { return a[i]; }
    static long lat(long[] a, int i) { return a[i]; }
    static double dat(double[] a, int i) { return a[i]; }
    static float fat(float[] a, int i) { return a[i]; }
    static int cat(char[] a, int i) { return a[i]; }
    static int bat(byte[] a, int i) { return a[i]; }
    static int zat(boolean[] a, int i) { return a[i] ? 1 : 0; }
    static int sat(short[] a, int i) { return a[i]; }
    static Object pick(Object[] a, int i) { return a[i]; }
    static int len2(int[] a, double[] b) { return a.length + b.length; }
    static double zero() { return 0.0; }
    static double one() { return 1.0; }
    static float two() { return 2f; }
    static long lone() { return 1L; }
    static double dist2(Vec a, Vec b) {
        double dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z;
        return dx * dx + dy * dy + dz * dz;
    }
    static double hypot(int a, int b) { return StrictMath.sqrt((double) a * a + (double) b * b); }
    // three bodies inside one another, inlined into the caller as one; an
    // index out of range in the innermost throws with all three frames
    static int d1(int[] a, int i) { return d2(a, i) + 1; }
    static int d2(int[] a, int i) { return d3(a, i + 1) * 2; }
    static int d3(int[] a, int i) { return a[i - 1]; }
    static int sumSq(int a, int b) { int t = a + b; t += 3; return t * t; }
    static int swapMix(int a, int b) { int t = a; a = b; b = t; return a * 10 + b; }
    static int kept(int x) { int y; return (y = x * 3) + y; }
    static long lswap(long a, int b) { long t = a; a = b; return t - a; }
    // the argument is changed before the check that fails: the call
    // still gets the argument as it was, and throws with index 16, not 17
    static int nextAt(int[] arr, int i) { i = i + 1; return arr[i]; }
    private int priv(int k) { return k - base; }
    int base = 3;

    static long work(int rounds, Vec v, Vec u, Node n, int[] ia, long[] la, double[] da, float[] fa,
                     char[] ca, byte[] ba, boolean[] za, short[] sa, Object[] oa, Shape[] shapes,
                     JitPureInline self) {
        long acc = 0;
        double dacc = 0;
        for (int r = 0; r < rounds; r++) {
            int k = r & 15;
            acc += sq(r) + mix(r, k) + shr(r * 977);
            acc ^= lmix(acc, r) + lneg(acc) + lowInt(acc >>> 3);
            dacc += dot(v, u) + v.norm2() + lerp(1.5f, 2.5f, k / 16f) + widen(r, 0.25f) + fromLong(acc & 1023)
                    + narrow(dacc * 1e-3) + zero() + one() + two() + lone();
            acc += lowByte(r * 31) + asChar(r * -7) + asShort(r * 13);
            acc += at(ia, k) + lat(la, k) + cat(ca, k) + bat(ba, k) + zat(za, k) + sat(sa, k) + len2(ia, da);
            dacc += dat(da, k) + fat(fa, k);
            acc += pick(oa, k & 3) == null ? 1 : 2;
            dacc += dist2(v, u) + u.length() + hypot(r, k) + v.dist(u);
            acc += d1(ia, k) + shapes[r % 3].areaPlus();
            acc += sumSq(r, k) + swapMix(k, r) + kept(r) + lswap(acc, k) + nextAt(ia, k & 7);
            for (Shape s : shapes)
                acc += s.area();
            acc += n.nextVal() + self.priv(k);
            n.scale(1);
            n.setBig(acc, k);
            n.setTag(k);
            n.setSmall(r);
            n.setMid(r);
            n.setFlag((r & 1) == 0);
            n.setF(k);
            acc += n.mixed() + (long) n.f + n.big;
            u.addX(k == 0 ? 1e-3 : 0);
        }
        return acc + (long) (dacc * 1000);
    }

    static void where(String what, Throwable e) {
        StackTraceElement[] st = e.getStackTrace();
        System.out.println(what + ": " + e.getClass().getSimpleName() + " at " + st[0].getMethodName() + " line "
                + st[0].getLineNumber() + ", called from " + st[1].getMethodName());
    }

    // hot by its calls on every thread, so compiled with its calls inlined
    static void touch(Node shared, Vec sv, int id) {
        shared.scale(1);
        shared.setBig(shared.big, id + 1);
        sv.addX(sv.norm2() > 1e9 ? 0 : 1);
    }

    static int callAt(int[] a, int i) { return at(a, i); }
    static double callDot(Vec a, Vec b) { return dot(a, b); }
    static int callNext(Node n) { return n.nextVal(); }
    static int callNextAt(int[] a, int i) { return nextAt(a, i); }
    static int callD1(int[] a, int i) { return d1(a, i); }
    static int callLen(int[] a, double[] b) { return len2(a, b); }
    static void callScale(Node n, int k) { n.scale(k); }

    public static void main(String[] args) throws Exception {
        Vec v = new Vec(1.5, -2.25, 3.0), u = new Vec(0.5, 4.0, -1.0);
        Node n = new Node(5, new Node(9, null));
        int[] ia = new int[16];
        long[] la = new long[16];
        double[] da = new double[16];
        float[] fa = new float[16];
        char[] ca = new char[16];
        byte[] ba = new byte[16];
        boolean[] za = new boolean[16];
        short[] sa = new short[16];
        Object[] oa = { "a", null, v, null };
        for (int i = 0; i < 16; i++) {
            ia[i] = i * i - 40;
            la[i] = (long) i << 40 | i;
            da[i] = i / 3.0;
            fa[i] = i * 0.7f;
            ca[i] = (char) (0xfff0 + i);
            ba[i] = (byte) (120 + i);
            za[i] = i % 3 == 0;
            sa[i] = (short) (32760 + i);
        }
        Shape[] shapes = { new Shape(3, 4), new Square(5), new Shape(6, 7) };
        JitPureInline self = new JitPureInline();
        long total = 0;
        for (int k = 0; k < 30; k++)
            total += work(400, v, u, n, ia, la, da, fa, ca, ba, za, sa, oa, shapes, self);
        System.out.println("total " + total);
        System.out.println("u.x " + u.x + " n " + n.val + " " + n.big + " " + (int) n.tag + " " + n.small + " "
                + n.mid + " " + n.flag + " " + n.f);
        System.out.println("corners " + mix(Integer.MIN_VALUE, -1) + " " + lmix(Long.MIN_VALUE, 7) + " "
                + lneg(Long.MAX_VALUE) + " " + lowInt(0x1234567890L) + " " + narrow(1e300) + " " + narrow(-0.0)
                + " " + lerp(Float.NaN, 1f, 0f) + " " + fromLong(Long.MAX_VALUE) + " " + widen(Integer.MAX_VALUE, 0.5f)
                + " " + hypot(-3, 4) + " " + new Vec(-0.0, 0, 0).length() + " " + new Vec(Double.NaN, 1, 1).length()
                + " " + lowByte(0x1ff) + " " + asChar(-1) + " " + asShort(32768) + " " + shr(-1));

        // the same sites, hot, then failing: the callee throws, in its own frame
        long s = 0;
        for (int k = 0; k < 5000; k++)
            s += callAt(ia, k & 15) + (long) callDot(v, u) + callNext(n) + callLen(ia, da);
        for (int k = 0; k < 5000; k++)
            callScale(n.next, 1);
        for (int k = 0; k < 5000; k++)
            s += callNextAt(ia, k & 7) + callD1(ia, k & 15);
        System.out.println("s " + s);
        try { callAt(ia, 16); } catch (ArrayIndexOutOfBoundsException e) { where("at(16)", e); System.out.println(e.getMessage()); }
        try { callAt(ia, -1); } catch (ArrayIndexOutOfBoundsException e) { where("at(-1)", e); System.out.println(e.getMessage()); }
        try { callNextAt(ia, 15); } catch (ArrayIndexOutOfBoundsException e) { where("nextAt(15)", e); System.out.println(e.getMessage()); }
        try { callD1(ia, 16); } catch (ArrayIndexOutOfBoundsException e) {
            StackTraceElement[] st = e.getStackTrace();
            System.out.print("deep:");
            for (int f = 0; f < 5; f++)
                System.out.print(" " + st[f].getMethodName() + ":" + st[f].getLineNumber());
            System.out.println(" " + e.getMessage());
        }
        try { callAt(null, 0); } catch (NullPointerException e) { where("at(null)", e); }
        try { callDot(v, null); } catch (NullPointerException e) { where("dot(v, null)", e); }
        try { callNext(n.next); } catch (NullPointerException e) { where("nextVal", e); }
        try { callNext(null); } catch (NullPointerException e) { where("null.nextVal", e); }
        try { callLen(ia, null); } catch (NullPointerException e) { where("len2", e); }
        try { callScale(null, 2); } catch (NullPointerException e) { where("null.scale", e); }

        // other threads (other nodes' threads on a cluster) share a node and a vector
        final Node shared = new Node(1, new Node(2, null));
        final Vec sv = new Vec(1, 1, 1);
        final Object lock = new Object();
        Thread[] ts = new Thread[3];
        for (int t = 0; t < ts.length; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                for (int k = 0; k < 2000; k++) {
                    synchronized (lock) {
                        touch(shared, sv, id);
                    }
                }
            });
            ts[t].start();
        }
        for (Thread t : ts)
            t.join();
        synchronized (lock) {
            System.out.println("shared " + shared.val + " " + shared.big + " " + sv.x + " " + sv.norm2());
        }
    }
}
