import java.util.Arrays;

/*
 * System.arraycopy from compiled code (doc/jit.md, "Intrinsics"): the
 * common case -- two arrays of one class, indexes in bounds -- is copied
 * by the JIT's own helper, everything else by the native. Each element
 * type, overlapping copies in both directions, empty and whole-array
 * copies, reference arrays of one class and of two, and every exception,
 * then a hot loop of small copies with a checksum.
 */
public class JitArrayCopy {
    static String outcome(Runnable r) {
        try {
            r.run();
            return "ok";
        } catch (RuntimeException e) {
            return e.getClass().getSimpleName();
        }
    }

    static void copy(Object s, int sp, Object d, int dp, int n) {
        System.arraycopy(s, sp, d, dp, n);
    }

    public static void main(String[] args) {
        int[] ia = new int[10];
        for (int i = 0; i < ia.length; i++) ia[i] = i + 1;
        int[] ib = new int[10];
        copy(ia, 2, ib, 3, 5);
        System.out.println("int " + Arrays.toString(ib));
        copy(ia, 0, ia, 2, 6);
        System.out.println("int up " + Arrays.toString(ia));
        copy(ia, 3, ia, 0, 7);
        System.out.println("int down " + Arrays.toString(ia));

        long[] la = { 1L << 40, -2, 3, Long.MIN_VALUE, 5 };
        long[] lb = new long[5];
        copy(la, 1, lb, 0, 4);
        System.out.println("long " + Arrays.toString(lb));
        double[] da = { 0.5, -0.0, Double.NaN, 1e300 };
        double[] db = new double[4];
        copy(da, 0, db, 0, 4);
        System.out.println("double " + Arrays.toString(db));
        float[] fa = { 1.5f, Float.MIN_VALUE, -3f };
        float[] fb = new float[3];
        copy(fa, 0, fb, 0, 3);
        System.out.println("float " + Arrays.toString(fb));
        byte[] ba = { 1, -2, 3, -4, 5, -6, 7 };
        copy(ba, 1, ba, 0, 6);
        System.out.println("byte down " + Arrays.toString(ba));
        short[] sa = { 100, -200, 300 };
        short[] sb = new short[5];
        copy(sa, 0, sb, 2, 3);
        System.out.println("short " + Arrays.toString(sb));
        char[] ca = "copying chars".toCharArray();
        copy(ca, 0, ca, 4, 9);
        System.out.println("char up " + new String(ca));
        boolean[] za = { true, false, true };
        boolean[] zb = new boolean[4];
        copy(za, 0, zb, 1, 3);
        System.out.println("boolean " + Arrays.toString(zb));
        copy(ia, 10, ib, 10, 0);
        copy(ia, 0, ib, 0, 10);
        System.out.println("empty and whole " + Arrays.toString(ib));

        String[] s1 = { "a", "b", null, "d" };
        String[] s2 = new String[4];
        copy(s1, 0, s2, 0, 4);
        System.out.println("String[] " + Arrays.toString(s2));
        Object[] o1 = new Object[4];
        copy(s1, 1, o1, 0, 3);
        System.out.println("String[] into Object[] " + Arrays.toString(o1));
        Object[] o2 = { "x", "y" };
        copy(o2, 0, s2, 2, 2);
        System.out.println("Object[] of strings into String[] " + Arrays.toString(s2));

        final Object[] mixed = { "s", Integer.valueOf(1) };
        final String[] target = new String[2];
        System.out.println("Object[] with an Integer into String[]: " +
                outcome(() -> copy(mixed, 0, target, 0, 2)) + " " + Arrays.toString(target));
        final int[] src = new int[4];
        final long[] wrong = new long[4];
        System.out.println("int[] into long[]: " + outcome(() -> copy(src, 0, wrong, 0, 1)));
        System.out.println("not an array: " + outcome(() -> copy("str", 0, src, 0, 1)));
        System.out.println("null source: " + outcome(() -> copy(null, 0, src, 0, 1)));
        System.out.println("null destination: " + outcome(() -> copy(src, 0, null, 0, 1)));
        System.out.println("negative length: " + outcome(() -> copy(src, 0, src, 0, -1)));
        System.out.println("negative source index: " + outcome(() -> copy(src, -1, src, 0, 1)));
        System.out.println("negative destination index: " + outcome(() -> copy(src, 0, src, -1, 1)));
        System.out.println("past the source: " + outcome(() -> copy(src, 2, src, 0, 3)));
        System.out.println("past the destination: " + outcome(() -> copy(src, 0, src, 2, 3)));
        System.out.println("index overflow: " + outcome(() -> copy(src, Integer.MAX_VALUE, src, 0, 1)));

        // hot: the loop and copy() compiled with the default threshold too
        int[] buf = new int[64], out = new int[64];
        for (int i = 0; i < buf.length; i++) buf[i] = i * 7;
        long sum = 0;
        for (int r = 0; r < 200000; r++) {
            int at = r & 31, n = (r >> 5) & 31;
            copy(buf, at, out, 32 - (n >> 1), n);
            copy(out, 1, out, 0, 63);
            sum = sum * 31 + out[r & 63];
        }
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 5000; i++) text.append("ab").append(i % 10);
        System.out.println("hot loop checksum " + sum + ", builder length " + text.length() + " hash " + text.toString().hashCode());
    }
}
