// On-stack replacement (doc/jit.md, "On-stack replacement"): main is
// called once, so its loop can only be compiled while it runs.  With a
// low back-edge threshold (JitOsrLocals.opts) the first iterations are
// interpreted and, once the OSR entry is compiled, the rest run in
// compiled code entered at the loop header; live values in locals of
// every type (int, long, float, double, a reference, arrays) cross the
// switch and the results must be the stock JVM's.
public class JitOsrLocals {
    static int[] table = new int[64];

    public static void main(String[] args) {
        int i0 = 3;
        long l0 = 0x123456789L;
        float f0 = 1.5f;
        double d0 = 0.25;
        String name = "osr";
        int[] ia = new int[16];
        long[] la = new long[8];
        double[] da = new double[4];
        char[] ca = name.toCharArray();
        byte b0 = 1;
        short s0 = 2;
        char c0 = 'a';
        boolean z = false;
        for (int i = 0; i < 300000; i++) {
            i0 = i0 * 31 + i;
            l0 = l0 * 6364136223846793005L + i0;
            f0 = f0 * 0.999f + (i & 7);
            d0 = d0 * 0.9999 + (double) (i % 13) / 7.0;
            ia[i & 15] += i0 ^ (int) (l0 >>> 17);
            la[i & 7] ^= l0 + i;
            da[i & 3] += d0 - f0;
            b0 = (byte) (b0 + i0);
            s0 = (short) (s0 ^ i);
            c0 = (char) (c0 + 3);
            z = z ^ ((i & 5) == 1);
            table[i & 63] += ca[i % ca.length];
            if ((i & 65535) == 0)
                name = name.concat(Integer.toString(i));
        }
        System.out.println("i0 " + i0 + " l0 " + l0);
        System.out.println("f0 " + f0 + " d0 " + d0);
        System.out.println("b0 " + b0 + " s0 " + s0 + " c0 " + (int) c0 + " z " + z);
        System.out.println("name " + name);
        long sum = 0;
        for (int v : ia) sum += v;
        for (long v : la) sum ^= v;
        for (int v : table) sum += v;
        System.out.println("arrays " + sum + " " + da[0] + " " + da[1] + " " + da[2] + " " + da[3]);
    }
}
