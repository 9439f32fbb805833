// Static methods over arrays of every primitive type that the JIT's
// first path compiles (-Xjit:all): element loads and stores with the
// inline null, GOS state and bounds checks, arraylength, reference
// locals, null tests and reference compares; the exceptions thrown from
// compiled code carry the interpreter's messages and line numbers.
public class JitArrays {
    static int sum(int[] a) {
        int s = 0;
        for (int i = 0; i < a.length; i++) s += a[i];
        return s;
    }
    static void fill(int[] a, int v) { for (int i = 0; i < a.length; i++) a[i] = v * i - 3; }
    static int bytes(byte[] b) { int s = 0; for (int i = 0; i < b.length; i++) { b[i] = (byte) (b[i] * 3 + i); s = s * 7 + b[i]; } return s; }
    static int chars(char[] c) { int s = 0; for (int i = 0; i < c.length; i++) { c[i] = (char) (c[i] - 40000 + i); s += c[i]; } return s; }
    static int shorts(short[] c) { int s = 0; for (int i = 0; i < c.length; i++) { c[i] = (short) (c[i] * 1000); s += c[i]; } return s; }
    static int bools(boolean[] z) { int n = 0; for (int i = 0; i < z.length; i++) { z[i] = (i % 3) == 0; if (z[i]) n++; } return n; }
    static int at(int[] a, int i) { return a[i]; }
    static void put(int[] a, int i, int v) { a[i] = v; }
    static int len(int[] a) { return a == null ? -1 : a.length; }
    static int same(int[] a, int[] b) { int[] t = a; return t == b ? 1 : t != null ? 2 : 3; }
    static int swapFirst(int[] a, int[] b) { int t = a[0]; a[0] = b[0]; b[0] = t; return a[0] - b[0]; }
    static void relax(double[] g, double omega, int sweeps) {
        for (int s = 0; s < sweeps; s++)
            for (int i = 1; i < g.length - 1; i++)
                g[i] = omega * 0.5 * (g[i - 1] + g[i + 1]) + (1.0 - omega) * g[i];
    }
    static double dot(double[] a, float[] b) { double s = 0; for (int i = 0; i < a.length; i++) s += a[i] * b[i]; return s; }
    static long prefix(long[] a) { for (int i = 1; i < a.length; i++) a[i] += a[i - 1] * 3 + i; return a[a.length - 1]; }
    static void scale(float[] f, float k) { for (int i = 0; i < f.length; i++) f[i] = f[i] * k - 0.5f; }

    public static void main(String[] args) {
        int[] a = new int[1000];
        fill(a, 7);
        System.out.println(sum(a) + " " + at(a, 999) + " " + len(a) + " " + len(null));
        byte[] b = new byte[300];
        for (int i = 0; i < b.length; i++) b[i] = (byte) (i * 37);
        System.out.println(bytes(b) + " " + b[299]);
        char[] c = new char[500];
        for (int i = 0; i < c.length; i++) c[i] = (char) (i * 131);
        System.out.println(chars(c) + " " + (int) c[17]);
        short[] h = new short[100];
        for (int i = 0; i < h.length; i++) h[i] = (short) (i - 50);
        System.out.println(shorts(h) + " " + h[3]);
        boolean[] z = new boolean[100];
        System.out.println(bools(z) + " " + z[3] + " " + z[4]);
        int[] x = { 5 }, y = { 9 };
        System.out.println(same(a, a) + " " + same(a, x) + " " + same(null, x) + " " + swapFirst(x, y) + " " + x[0] + " " + y[0]);
        double[] g = new double[64];
        g[0] = 1.0; g[63] = -2.0;
        relax(g, 1.5, 200);
        float[] f = new float[64];
        for (int i = 0; i < f.length; i++) f[i] = i / 7.0f;
        scale(f, 1.25f);
        long[] l = new long[40];
        for (int i = 0; i < l.length; i++) l[i] = i * 1000003L;
        System.out.println(Long.toHexString(Double.doubleToRawLongBits(g[31])) + " " + Integer.toHexString(Float.floatToRawIntBits(f[50]))
            + " " + Long.toHexString(Double.doubleToRawLongBits(dot(g, f))) + " " + prefix(l));
        put(a, 3, 42);
        System.out.println(at(a, 3));
        try { at(a, 1000); } catch (ArrayIndexOutOfBoundsException e) { where(e); }
        try { put(a, -1, 0); } catch (ArrayIndexOutOfBoundsException e) { where(e); }
        try { sum(null); } catch (NullPointerException e) { where(e); }
        try { put(null, 0, 0); } catch (NullPointerException e) { where(e); }
    }

    static void where(RuntimeException e) {
        StackTraceElement f = e.getStackTrace()[0];
        String m = e instanceof NullPointerException ? "" : ": " + e.getMessage();
        System.out.println(e.getClass().getName() + m + " at " + f.getMethodName() + ":" + f.getLineNumber());
    }
}
