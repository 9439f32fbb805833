// Array accesses and long arithmetic on the JIT's virtual operand stack
// (jit-i386/jit_regs.c): the index from a register, a pinned local or an
// immediate (negative constants included), loads of every narrow type
// with their sign rules, constant stores into narrow arrays, arraylength
// in loop conditions, reference elements compared and stored, null and
// out-of-bounds throws with values pending in registers, and long locals
// kept in registers (add, multiply, shifts by constant and variable
// counts, compares, conversions).  Expected output from the stock JVM.
public class JitRegsArrays {
    static long sum(int[] a) {
        long s = 0;
        for (int i = 0; i < a.length; i++)
            s += a[i];
        return s;
    }

    static int narrow(byte[] b, char[] c, short[] s) {
        int r = 0;
        for (int i = 0; i < b.length; i++)
            r = r * 3 + b[i] + c[i % c.length] - s[(i * 7) % s.length];
        b[0] = -1;
        c[1] = 65535;
        s[2] = -32768;
        return r + b[0] + c[1] + s[2] + c[0] + s[0];
    }

    static int constIndex(int[] a) {
        return a[0] * 100 + a[3] * 10 + a[a.length - 1];
    }

    static String negIndex(int[] a) {
        try {
            return "got " + a[-1];
        } catch (ArrayIndexOutOfBoundsException e) {
            return e.getMessage();
        }
    }

    static String nullArray(int[] a, int k) {
        int x = k * 3;
        try {
            return "got " + (x + a[k]);
        } catch (NullPointerException e) {
            return "npe " + x;
        }
    }

    static int stores(int[] a, float[] f) {
        for (int i = 0; i < a.length; i++) {
            a[i] = i * i - 7;
            f[i] = i * 0.5f;
        }
        a[2] = 12345;
        int r = 0;
        for (int i = a.length - 1; i >= 0; i--)
            r = r * 31 + a[i] + (int) (f[i] * 4);
        return r;
    }

    static int refs(String[] s) {
        int r = 0;
        String last = s[0];
        for (int i = 1; i < s.length; i++) {
            if (s[i] == last)
                r++;
            if (s[i] != null)
                last = s[i];
            s[i - 1] = s[i];
        }
        return r * 100 + (s[0] == null ? 1 : 0) + (s[s.length - 1] == null ? 2 : 0);
    }

    static long longs(long x, int n) {
        long acc = x;
        long m = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < n; i++) {
            acc = acc * m + (acc >>> 29) - (acc << 7) + i;
            acc ^= (acc >> (i & 63)) + (long) i * -3L;
            if (acc < x)
                acc += 1234567890123L;
            int lo = (int) acc;
            acc -= lo >> 3;
        }
        return acc;
    }

    static int lcmps(long a, long b) {
        int r = 0;
        if (a < b) r += 1;
        if (a > b) r += 10;
        if (a == b) r += 100;
        if (a <= 0x100000000L) r += 1000;
        return r;
    }

    public static void main(String[] args) {
        for (int round = 0; round < 3; round++) {
            int[] a = new int[1000];
            for (int i = 0; i < a.length; i++)
                a[i] = i * 7919 - 3000000;
            System.out.println("sum " + sum(a) + " " + sum(new int[0]));
            byte[] b = new byte[300];
            char[] c = new char[17];
            short[] s = new short[13];
            for (int i = 0; i < b.length; i++)
                b[i] = (byte) (i * 37);
            for (int i = 0; i < c.length; i++)
                c[i] = (char) (60000 + i * 300);
            for (int i = 0; i < s.length; i++)
                s[i] = (short) (i * -5000);
            System.out.println("narrow " + narrow(b, c, s));
            System.out.println("constIndex " + constIndex(a));
            System.out.println("negIndex " + negIndex(a));
            System.out.println("nullArray " + nullArray(null, 5) + " " + nullArray(a, 5));
            System.out.println("stores " + stores(new int[20], new float[20]));
            System.out.println("refs " + refs(new String[] { "a", "a", null, "b", "b", "b", null }));
            System.out.println("longs " + longs(42, 1000) + " " + longs(-1L << 40, 77));
            System.out.println("lcmps " + lcmps(1, 2) + " " + lcmps(-5, -5) + " " + lcmps(1L << 33, 7));
        }
    }
}
