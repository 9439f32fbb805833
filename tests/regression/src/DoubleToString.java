// Ends with values where JDK 17's Double/Float.toString is not the shortest
// round-trip form (subnormal minima, powers of two, integral values below
// 2^63, interval ends); Ristretto prints JDK 17's digits (doc/vm-core.md,
// tools/fpcompare/hard-cases.csv).
public class DoubleToString {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.3, 0.5, 0.25, 1.0 / 3, 2.0 / 3, 10.0, 100.0, 1000.0, 1e6, 1e7, 1.5e7, 1e10, 1e-3, 1e-4,
            0.001, 0.0015, 1.5e-7, 123456789.0, 1234567.125, 3.14159, 2.718281828459045, Math.PI, Math.E, 42.0, -273.15, 6.02e23, 1e100, 1e-100,
            9999999.0, 12345678.9, 0.01, 0.02, 7.0E-10, 1.7976931348623157E308, 2.2250738585072014E-308, 1e21, 1e22, 65536.0, 0.125,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 255.255, 1.1, 2.2, 3.3, 99.99, 5e-5};
        for (double d : ds) {
            System.out.println(Double.toString(d) + " " + String.valueOf(d) + " " + d);
        }
        float[] fs = {0.0f, -0.0f, 1.0f, 0.1f, 0.2f, 0.3f, 1.0f / 3, 100.0f, 1e7f, 1e8f, 1.5e-7f, 3.14159f, 123456.78f, 1e10f, 0.001f, 1e-4f,
            Float.MAX_VALUE, 16777216f, 2.5f, -7.75f, 33.333f, Float.NaN, Float.NEGATIVE_INFINITY};
        for (float f : fs) {
            System.out.println(Float.toString(f) + " " + f);
        }
        String[] ps = {"1", "1.0", "-0", "0.1", "1e3", "1E-3", "  12.5  ", "+7", "-1.25e2", "NaN", "Infinity", "-Infinity", "0x1p4", "1d", "2.5f", ".5", "5.", "123456789012345678901234567890"};
        for (String p : ps) {
            System.out.println("parse [" + p + "] = " + Double.parseDouble(p) + " / " + Float.parseFloat(p));
        }
        String[] bad = {"", "abc", "1..2", "1e", "--1"};
        for (String p : bad) {
            try {
                Double.parseDouble(p);
                System.out.println("parsed?");
            } catch (NumberFormatException e) {
                System.out.println("NFE for [" + p + "]");
            }
        }
        System.out.println(Double.valueOf("3.5") + Double.valueOf(1.5));
        System.out.println(Double.toHexString(1.0) + " " + Double.toHexString(-0.1) + " " + Double.toHexString(Double.MIN_VALUE));
        System.out.println(Double.MAX_EXPONENT + " " + Double.MIN_EXPONENT + " " + Float.MAX_EXPONENT);
        System.out.println((int) 1e3 + " " + (long) 1.5e15);
        for (int i = -5; i <= 22; i++) System.out.println(i + " " + Math.pow(10, i) + " " + (i <= 10 ? "" + (float) Math.pow(10, i) : "-"));
        for (int i = 1; i <= 20; i++) System.out.println(i / 8.0 + " " + i / 10.0 + " " + (float) (i / 10.0));
        System.out.println(Double.MIN_VALUE + " " + Float.MIN_VALUE + " " + 2 * Double.MIN_VALUE + " " + 2 * Float.MIN_VALUE);
        System.out.println(1.0E11f + " " + 2147483648f + " " + 1e15f + " " + (float) Long.MAX_VALUE + " " + 8.41e21 + " " + 2e23);
        for (int i = 24; i <= 64; i += 5) System.out.println(i + " " + Math.pow(2, i) + " " + (float) Math.pow(2, i) + " " + Math.pow(2, -i) + " " + (float) Math.pow(2, -i));
        for (long n = 1; n <= 40; n++) System.out.print(Double.longBitsToDouble(n) + " " + Float.intBitsToFloat((int) n) + (n % 5 == 0 ? "\n" : " "));
        for (long n = 3; n < 1L << 62; n = n * 7 + 1) System.out.print((double) n + " " + (float) n + " ");
        System.out.println();
    }
}
