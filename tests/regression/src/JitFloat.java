// float and double in static methods the JIT's first path compiles
// (-Xjit:all): scalar SSE2 on both targets, bit-identical to the stock JVM
// (signed zeros, NaN, infinities, subnormals, rounding of (float) casts),
// d2i/f2i saturation, and the NaN rules of fcmpl/fcmpg/dcmpl/dcmpg.
// Results are printed as raw bits (hex), so the test is about arithmetic,
// not about the class library's decimal formatting.
public class JitFloat {
    static String b(double v) { return Long.toHexString(Double.doubleToRawLongBits(v)); }
    static String b(float v) { return Integer.toHexString(Float.floatToRawIntBits(v)); }

    static double dops(double a, double b) { return (a + b) * (a - b) / (b == 0 ? 1.0 : b); }
    static float fops(float a, float b) { return (a + b) * (a - b) / b; }
    static double neg(double a) { return -a; }
    static float negf(float a) { return -a; }
    static int d2i(double a) { return (int) a; }
    static int f2i(float a) { return (int) a; }
    static float d2f(double a) { return (float) a; }
    static double f2d(float a) { return a; }
    static double i2d(int a) { return a; }
    static float i2f(int a) { return a; }
    static int cmpl(double a, double b) { return a < b ? 1 : 0; }      // dcmpg
    static int cmpg(double a, double b) { return a > b ? 1 : 0; }      // dcmpl
    static int fcmp(float a, float b) { return (a <= b ? 1 : 0) + (a >= b ? 2 : 0); }
    static double poly(double x) { double s = 0.0; for (int i = 0; i < 10; i++) s = s * x + 1.0 / (i + 1); return s; }
    static double consts() { return 3.141592653589793 * 2.5f + 1e-300 * 1e-10; }

    public static void main(String[] args) {
        double[] d = { 0.0, -0.0, 1.0, -1.5, 1e308, -1e308, Double.MIN_VALUE, 4.9e-324, Double.NaN,
                       Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 2147483647.5, -2147483648.7, 3e9, -3e9, 0.1 };
        StringBuilder sb = new StringBuilder();
        for (double a : d) {
            sb.append(b(neg(a))).append(' ').append(d2i(a)).append(' ').append(b(d2f(a))).append(' ')
              .append(f2i((float) a)).append(' ').append(b(negf((float) a))).append(' ').append(b(f2d((float) a))).append('\n');
            for (double b : d) {
                sb.append(b(dops(a, b))).append(' ').append(b(fops((float) a, (float) b))).append(' ')
                  .append(cmpl(a, b)).append(cmpg(a, b)).append(fcmp((float) a, (float) b)).append(';');
            }
            sb.append('\n');
        }
        System.out.print(sb);
        System.out.println(b(i2d(Integer.MIN_VALUE)) + " " + b(i2f(Integer.MAX_VALUE)) + " " + b(i2f(16777217)) + " " + b(poly(0.5)) + " " + b(consts()));
        System.out.println(Double.doubleToRawLongBits(neg(0.0)) + " " + Float.floatToRawIntBits(negf(Float.NaN)));
    }
}
