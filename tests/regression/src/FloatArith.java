// Ends with the subnormal minima and power-of-two floats JDK 17 does not
// print in the shortest form; Ristretto prints JDK 17's digits
// (doc/vm-core.md, "Floating-point to string").
public class FloatArith {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.0, -1.0, 0.5, 2.5, 1e10, -1e-5, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e300, 1e-310, 3.0};
        for (double a : ds) {
            for (double b : ds) {
                System.out.println(a + " " + b + ": " + (a + b) + " " + (a - b) + " " + (a * b) + " " + (a / b) + " " + (a % b)
                    + " " + (a < b) + (a <= b) + (a == b) + (a != b) + (a > b) + (a >= b) + " " + Double.compare(a, b));
            }
        }
        float[] fs = {0.0f, -0.0f, 1.0f, 0.1f, -2.5f, 1e35f, Float.NaN, Float.POSITIVE_INFINITY, 1e-40f, Float.MAX_VALUE};
        for (float a : fs) {
            for (float b : fs) {
                System.out.println(a + " " + b + ": " + (a + b) + " " + (a - b) + " " + (a * b) + " " + (a / b) + " " + (a % b) + " " + Float.compare(a, b));
            }
        }
        System.out.println(0.1 + 0.2);
        System.out.println(0.1f + 0.2f);
        System.out.println(1.0 / 3);
        System.out.println(1.0f / 3);
        System.out.println(-0.0 == 0.0);
        System.out.println(Double.valueOf(-0.0).equals(0.0));
        System.out.println(Double.NaN == Double.NaN);
        System.out.println(Double.valueOf(Double.NaN).equals(Double.NaN));
        System.out.println(1.0 / -0.0);
        System.out.println(Math.min(-0.0, 0.0) + " " + Math.max(-0.0, 0.0));
        System.out.println(Double.isNaN(0.0 / 0.0) + " " + Double.isInfinite(1 / 0.0));
        float f = 16777216f; f += 1; System.out.println(f);
        double d = 9007199254740992.0; d += 1; System.out.println(d);
        System.out.println((float) 0.1 + " " + (double) 0.1f);
        System.out.println(Double.doubleToLongBits(1.0) + " " + Float.floatToIntBits(1.0f));
        System.out.println(Double.longBitsToDouble(0x400921FB54442D18L));
        System.out.println(Float.intBitsToFloat(0x40490fdb));
        System.out.println(Long.toHexString(Double.doubleToLongBits(-0.0)));
        System.out.println(Long.toHexString(Double.doubleToLongBits(Double.NaN)));
        System.out.println(Integer.toHexString(Float.floatToIntBits(Float.NaN)));
        double acc = 0;
        for (int i = 1; i <= 1000; i++) acc += 1.0 / i;
        System.out.println(acc);
        float facc = 0;
        for (int i = 1; i <= 1000; i++) facc += 1.0f / i;
        System.out.println(facc);
        double strict = 1e308 * 10 / 10;
        System.out.println(strict);
        System.out.println(Double.MIN_VALUE / 2 + " " + Double.MIN_NORMAL);
        System.out.println(Float.MIN_VALUE + " " + Float.MIN_VALUE * 3 + " " + Float.MIN_NORMAL + " " + Double.MIN_VALUE * 12);
        float p2 = 1;
        for (int i = 0; i < 130; i += 7) {
            System.out.println(i + " " + p2 + " " + 1 / p2 + " " + p2 * 3 + " " + (double) p2 * p2);
            p2 *= 128;
            if (Float.isInfinite(p2)) p2 = 1;
        }
    }
}
