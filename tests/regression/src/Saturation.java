public class Saturation {
    static int d2i(double d) { return (int) d; }
    static long d2l(double d) { return (long) d; }
    static int f2i(float f) { return (int) f; }
    static long f2l(float f) { return (long) f; }
    public static void main(String[] args) {
        double[] ds = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e20, -1e20, 2147483648.0, -2147483649.0, 9.3e18, -9.3e18, 0.99999, -0.99999};
        for (double d : ds) System.out.println("d " + d + " " + d2i(d) + " " + d2l(d));
        float[] fs = {Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 1e20f, -1e20f, 3e9f, -3e9f, 9.3e18f, -9.3e18f, 0.9999f};
        for (float f : fs) System.out.println("f " + f + " " + f2i(f) + " " + f2l(f));
        System.out.println(Math.round(Double.NaN) + " " + Math.round(1e20) + " " + Math.round(-1e20) + " " + Math.round(Float.NaN) + " " + Math.round(1e20f));
        System.out.println(Math.round(0.5) + " " + Math.round(-0.5) + " " + Math.round(1.5) + " " + Math.round(-1.5) + " " + Math.round(2.5f) + " " + Math.round(-2.5f));
        System.out.println(Math.round(0.49999999999999994));
        long sum = 0;
        for (int i = -1000; i <= 1000; i++) {
            double d = i * 1.37e16;
            sum += d2i(d) ^ d2l(d);
        }
        System.out.println(sum);
    }
}
