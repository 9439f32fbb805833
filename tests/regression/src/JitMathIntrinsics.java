// Math and StrictMath calls that the JIT compiles in line (sqrt, abs,
// min, max: jit-i386/jit_compile.c, emit_intrinsic) against the corner
// values of each type, printed as bits so that a signed zero shows (a NaN
// as the canonical NaN: which NaN abs or sqrt of a NaN returns is left
// open by the specification, and the stock JVM's differs between float
// and double); then a checksum over a million pseudo-random values.
// JitMathIntrinsics.ropts compiles the methods after a few calls, so the
// same calls run interpreted first and compiled after.
public class JitMathIntrinsics {
    static final double[] D = { 0.0, -0.0, 1.0, -1.0, 2.0, 0.25, 1e-310, -1e-310, Double.MIN_VALUE,
        Double.MAX_VALUE, -Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
        Double.NaN, Double.longBitsToDouble(0xfff8000000000001L), Double.longBitsToDouble(0x7ff0000000000001L),
        Math.PI, 1.0000000000000002, 0.9999999999999999 };
    static final float[] F = { 0.0f, -0.0f, 1.5f, -1.5f, Float.MIN_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE,
        Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NaN, Float.intBitsToFloat(0xffc00001) };
    static final int[] I = { 0, 1, -1, 7, -7, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE + 1 };
    static final long[] J = { 0L, 1L, -1L, 7L, -7L, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1,
        Integer.MIN_VALUE, 1L << 40, -(1L << 40) };

    static double sqrt(double x) { return Math.sqrt(x); }
    static double ssqrt(double x) { return StrictMath.sqrt(x); }
    static double abs(double x) { return Math.abs(x); }
    static float abs(float x) { return Math.abs(x); }
    static int abs(int x) { return Math.abs(x); }
    static long abs(long x) { return Math.abs(x); }
    static int min(int x, int y) { return Math.min(x, y); }
    static int max(int x, int y) { return Math.max(x, y); }
    static long min(long x, long y) { return Math.min(x, y); }
    static long max(long x, long y) { return StrictMath.max(x, y); }
    static double dmin(double x, double y) { return Math.min(x, y); }
    static float fmax(float x, float y) { return Math.max(x, y); }

    static String h(double x) { return Long.toHexString(Double.doubleToLongBits(x)); }
    static String h(float x) { return Integer.toHexString(Float.floatToIntBits(x)); }

    static void corners(String pass) {
        StringBuilder sb = new StringBuilder(pass).append('\n');
        for (double x : D)
            sb.append("d ").append(h(x)).append(" sqrt ").append(h(sqrt(x))).append(' ').append(h(ssqrt(x)))
              .append(" abs ").append(h(abs(x))).append('\n');
        for (float x : F)
            sb.append("f ").append(h(x)).append(" abs ").append(h(abs(x))).append('\n');
        for (int x : I) {
            sb.append("i ").append(x).append(" abs ").append(abs(x));
            for (int y : I)
                sb.append(' ').append(min(x, y)).append('/').append(max(x, y));
            sb.append('\n');
        }
        for (long x : J) {
            sb.append("j ").append(x).append(" abs ").append(abs(x));
            for (long y : J)
                sb.append(' ').append(min(x, y)).append('/').append(max(x, y));
            sb.append('\n');
        }
        for (double x : D)
            for (double y : D)
                sb.append(h(dmin(x, y))).append(' ');
        sb.append('\n');
        for (float x : F)
            for (float y : F)
                sb.append(h(fmax(x, y))).append(' ');
        System.out.println(sb);
    }

    // constant operands: the compiler folds these (jit_regs_abs/minmax)
    static long folded(int k) {
        return Math.abs(Integer.MIN_VALUE) + 3L * Math.abs(-5) + Math.min(3, -4) * 7L + Math.max(-9, 2)
            + Math.abs(Long.MIN_VALUE) + Math.min(Long.MIN_VALUE, -1L) + Math.max(Long.MAX_VALUE, 0L)
            + Math.min(k, 1) * 11L + Math.max(-1, k) * 13L + Math.min(5L, (long) k) * 17L;
    }

    public static void main(String[] args) {
        for (int pass = 0; pass < 3; pass++)
            corners("pass " + pass);
        for (int k = -2; k < 3; k++)
            System.out.println("folded " + k + " " + folded(k) + " " + folded(k));
        long seed = 42, sum = 0;
        for (int i = 0; i < 1000000; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            double x = Double.longBitsToDouble(seed >>> 2);
            int a = (int) (seed >>> 32), b = (int) seed;
            sum = sum * 31 + Double.doubleToLongBits(sqrt(x)) + Double.doubleToLongBits(abs(-x));
            sum = sum * 31 + abs(a) + min(a, b) * 3 + max(a, b) * 5 + abs(seed) + min(seed, sum) + max(seed, -sum);
        }
        System.out.println("checksum " + Long.toHexString(sum));
    }
}
