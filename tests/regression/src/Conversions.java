// Floats outside the plain-decimal range are printed as their bits: this
// test is about the conversions, not the printing (Float.toString's
// JDK 17 digits are DoubleToString's and FpTextSmoke's subject).
public class Conversions {
    static String fb(float f) { return Math.abs(f) < 1e7f && (f == 0 || Math.abs(f) >= 1e-3f) || f != f || Float.isInfinite(f) ? Float.toString(f) : "0x" + Integer.toHexString(Float.floatToIntBits(f)); }
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 0.4, 0.5, 0.6, 1.5, -1.5, 2.5, -2.5, 1e9, 3e9, -3e9, 1e19, -1e19, 1e300, -1e300,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 2147483647.5, -2147483648.9, 9.223372036854776E18, 1e-300};
        for (double d : ds) {
            System.out.println(d + " -> i=" + (int) d + " l=" + (long) d + " f=" + fb((float) d) + " s=" + (short) d + " b=" + (byte) d + " c=" + (int) (char) d);
        }
        float[] fs = {0.0f, -0.7f, 1e10f, -1e10f, 3e38f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 16777217f, 123.456f};
        for (float f : fs) {
            System.out.println(f + " -> i=" + (int) f + " l=" + (long) f + " d=" + (double) f);
        }
        long[] ls = {0L, 1L, -1L, Long.MAX_VALUE, Long.MIN_VALUE, 9007199254740993L, 123456789123L, (1L << 53) + 1};
        for (long l : ls) {
            System.out.println(l + " -> i=" + (int) l + " f=" + fb((float) l) + " d=" + (double) l + " s=" + (short) l + " c=" + (int) (char) l);
        }
        int[] is = {0, 1, -1, Integer.MAX_VALUE, Integer.MIN_VALUE, 16777217, 65535, 65536, 128, -129, 255};
        for (int i : is) {
            System.out.println(i + " -> b=" + (byte) i + " s=" + (short) i + " c=" + (int) (char) i + " f=" + fb((float) i) + " d=" + (double) i + " l=" + (long) i);
        }
        char c = 'A';
        c += 2; System.out.println(c);
        c++; System.out.println(c);
        System.out.println(c + 1);
        System.out.println((char) (c + 1));
        System.out.println('a' + 'b');
        System.out.println("" + 'a' + 'b');
        byte b = 10;
        b += 300; System.out.println(b);
        b *= 13; System.out.println(b);
        b >>= 1; System.out.println(b);
        b = (byte) 0x80; b >>>= 1; System.out.println(b);
        short s = 30000;
        s += 30000; System.out.println(s);
        s -= -5000; System.out.println(s);
        int x = 7;
        x += 3.7; System.out.println(x);
        x *= 1.5; System.out.println(x);
        long l = 10;
        l /= 0.3; System.out.println(l);
        char cc = 'z'; cc -= 25.5; System.out.println(cc);
    }
}
