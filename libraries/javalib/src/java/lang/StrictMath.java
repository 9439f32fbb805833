package java.lang;

/** Reproducible math functions; the transcendental ones are implemented by the VM. */
public final class StrictMath {
    private StrictMath() {}

    public static final double E = 2.7182818284590452354;
    public static final double PI = 3.14159265358979323846;

    public static native double sin(double a);
    public static native double cos(double a);
    public static native double tan(double a);
    public static native double asin(double a);
    public static native double acos(double a);
    public static native double atan(double a);
    public static native double exp(double a);
    public static native double log(double a);
    public static native double log10(double a);
    public static native double sqrt(double a);
    public static native double cbrt(double a);
    public static native double IEEEremainder(double f1, double f2);
    public static native double atan2(double y, double x);
    public static native double pow(double a, double b);
    public static native double sinh(double x);
    public static native double cosh(double x);
    public static native double tanh(double x);
    public static native double hypot(double x, double y);
    public static native double expm1(double x);
    public static native double log1p(double x);

    public static double toRadians(double angdeg) { return Math.toRadians(angdeg); }
    public static double toDegrees(double angrad) { return Math.toDegrees(angrad); }
    public static double ceil(double a) { return Math.ceil(a); }
    public static double floor(double a) { return Math.floor(a); }
    public static double rint(double a) { return Math.rint(a); }
    public static int round(float a) { return Math.round(a); }
    public static long round(double a) { return Math.round(a); }
    public static double random() { return Math.random(); }
    public static int abs(int a) { return Math.abs(a); }
    public static long abs(long a) { return Math.abs(a); }
    public static float abs(float a) { return Math.abs(a); }
    public static double abs(double a) { return Math.abs(a); }
    public static int max(int a, int b) { return Math.max(a, b); }
    public static long max(long a, long b) { return Math.max(a, b); }
    public static float max(float a, float b) { return Math.max(a, b); }
    public static double max(double a, double b) { return Math.max(a, b); }
    public static int min(int a, int b) { return Math.min(a, b); }
    public static long min(long a, long b) { return Math.min(a, b); }
    public static float min(float a, float b) { return Math.min(a, b); }
    public static double min(double a, double b) { return Math.min(a, b); }
    public static double ulp(double d) { return Math.ulp(d); }
    public static float ulp(float f) { return Math.ulp(f); }
    public static double signum(double d) { return Math.signum(d); }
    public static float signum(float f) { return Math.signum(f); }
    public static double copySign(double m, double s) { return Math.copySign(m, s); }
    public static float copySign(float m, float s) { return Math.copySign(m, s); }
    public static int getExponent(float f) { return Math.getExponent(f); }
    public static int getExponent(double d) { return Math.getExponent(d); }
    public static double nextAfter(double s, double d) { return Math.nextAfter(s, d); }
    public static float nextAfter(float s, double d) { return Math.nextAfter(s, d); }
    public static double nextUp(double d) { return Math.nextUp(d); }
    public static float nextUp(float f) { return Math.nextUp(f); }
    public static double nextDown(double d) { return Math.nextDown(d); }
    public static float nextDown(float f) { return Math.nextDown(f); }
    public static double scalb(double d, int s) { return Math.scalb(d, s); }
    public static float scalb(float f, int s) { return Math.scalb(f, s); }
    public static int floorDiv(int x, int y) { return Math.floorDiv(x, y); }
    public static long floorDiv(long x, long y) { return Math.floorDiv(x, y); }
    public static int floorMod(int x, int y) { return Math.floorMod(x, y); }
    public static long floorMod(long x, long y) { return Math.floorMod(x, y); }
    public static int addExact(int x, int y) { return Math.addExact(x, y); }
    public static long addExact(long x, long y) { return Math.addExact(x, y); }
    public static int subtractExact(int x, int y) { return Math.subtractExact(x, y); }
    public static long subtractExact(long x, long y) { return Math.subtractExact(x, y); }
    public static int multiplyExact(int x, int y) { return Math.multiplyExact(x, y); }
    public static long multiplyExact(long x, long y) { return Math.multiplyExact(x, y); }
    public static int toIntExact(long value) { return Math.toIntExact(value); }
    public static double fma(double a, double b, double c) { return Math.fma(a, b, c); }
}
