package java.lang;

import java.util.Random;

/** Basic numeric operations. */
public final class Math {
    private Math() {}

    public static final double E = 2.7182818284590452354;
    public static final double PI = 3.14159265358979323846;
    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;
    private static final double RADIANS_TO_DEGREES = 57.29577951308232;
    private static final long DOUBLE_EXP_MASK = 0x7ff0000000000000L;
    private static final long DOUBLE_SIGNIF_MASK = 0x000fffffffffffffL;
    private static final int FLOAT_EXP_MASK = 0x7f800000;

    public static double sin(double a) { return StrictMath.sin(a); }
    public static double cos(double a) { return StrictMath.cos(a); }
    public static double tan(double a) { return StrictMath.tan(a); }
    public static double asin(double a) { return StrictMath.asin(a); }
    public static double acos(double a) { return StrictMath.acos(a); }
    public static double atan(double a) { return StrictMath.atan(a); }
    public static double exp(double a) { return StrictMath.exp(a); }
    public static double log(double a) { return StrictMath.log(a); }
    public static double log10(double a) { return StrictMath.log10(a); }
    public static double sqrt(double a) { return StrictMath.sqrt(a); }
    public static double cbrt(double a) { return StrictMath.cbrt(a); }
    public static double IEEEremainder(double f1, double f2) { return StrictMath.IEEEremainder(f1, f2); }
    public static double atan2(double y, double x) { return StrictMath.atan2(y, x); }
    public static double pow(double a, double b) { return StrictMath.pow(a, b); }
    public static double sinh(double x) { return StrictMath.sinh(x); }
    public static double cosh(double x) { return StrictMath.cosh(x); }
    public static double tanh(double x) { return StrictMath.tanh(x); }
    public static double hypot(double x, double y) { return StrictMath.hypot(x, y); }
    public static double expm1(double x) { return StrictMath.expm1(x); }
    public static double log1p(double x) { return StrictMath.log1p(x); }

    public static double toRadians(double angdeg) {
        return angdeg * DEGREES_TO_RADIANS;
    }

    public static double toDegrees(double angrad) {
        return angrad * RADIANS_TO_DEGREES;
    }

    public static double floor(double a) {
        return floorOrCeil(a, -1.0, 0.0, -1.0);
    }

    public static double ceil(double a) {
        return floorOrCeil(a, -0.0, 1.0, 1.0);
    }

    private static double floorOrCeil(double a, double negativeBoundary, double positiveBoundary, double sign) {
        int exponent = getExponent(a);
        if (exponent < 0) {
            // |a| < 1: result is +-0.0 or the boundary
            return ((a == 0.0) ? a : ((a < 0.0) ? negativeBoundary : positiveBoundary));
        } else if (exponent >= 52) {
            // already integral, infinite or NaN
            return a;
        }
        long doppel = Double.doubleToRawLongBits(a);
        long mask = DOUBLE_SIGNIF_MASK >> exponent;
        if ((mask & doppel) == 0L) {
            return a;
        }
        double result = Double.longBitsToDouble(doppel & (~mask));
        if (sign * a > 0.0) {
            result = result + sign;
        }
        return result;
    }

    public static double rint(double a) {
        double twoToThe52 = (double) (1L << 52);
        double sign = copySign(1.0, a);
        a = abs(a);
        if (a < twoToThe52) {
            a = ((twoToThe52 + a) - twoToThe52);
        }
        return sign * a;
    }

    /* Nearest integer, ties towards positive infinity; NaN gives 0 and
     * out-of-range values saturate.  a - floor(a) is exact for every
     * double, and values too large to have a fraction have none. */
    public static int round(float a) {
        if (a != a) return 0;
        double f = floor((double) a);
        double frac = (double) a - f;
        int r = (int) f;
        return frac >= 0.5 ? r + 1 : r;
    }

    public static long round(double a) {
        if (a != a) return 0;
        double f = floor(a);
        double frac = a - f;
        long r = (long) f;
        return frac >= 0.5 ? r + 1 : r;
    }


    private static Random randomNumberGenerator;

    public static synchronized double random() {
        if (randomNumberGenerator == null) {
            randomNumberGenerator = new Random();
        }
        return randomNumberGenerator.nextDouble();
    }

    public static int addExact(int x, int y) {
        int r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long addExact(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int subtractExact(int x, int y) {
        int r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long subtractExact(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int multiplyExact(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    public static long multiplyExact(long x, int y) {
        return multiplyExact(x, (long) y);
    }

    public static long multiplyExact(long x, long y) {
        long r = x * y;
        long ax = abs(x);
        long ay = abs(y);
        if (((ax | ay) >>> 31 != 0)) {
            if (((y != 0) && (r / y != x)) || (x == Long.MIN_VALUE && y == -1)) {
                throw new ArithmeticException("long overflow");
            }
        }
        return r;
    }

    public static int incrementExact(int a) {
        if (a == Integer.MAX_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a + 1;
    }

    public static long incrementExact(long a) {
        if (a == Long.MAX_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a + 1L;
    }

    public static int decrementExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a - 1;
    }

    public static long decrementExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a - 1L;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -a;
    }

    public static long negateExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return -a;
    }

    public static int toIntExact(long value) {
        if ((int) value != value) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) value;
    }

    public static long multiplyFull(int x, int y) {
        return (long) x * (long) y;
    }

    public static long multiplyHigh(long x, long y) {
        long x1 = x >> 32;
        long x2 = x & 0xFFFFFFFFL;
        long y1 = y >> 32;
        long y2 = y & 0xFFFFFFFFL;
        long z2 = x2 * y2;
        long t = x1 * y2 + (z2 >>> 32);
        long z1 = t & 0xFFFFFFFFL;
        long z0 = t >> 32;
        z1 += x2 * y1;
        return x1 * y1 + z0 + (z1 >> 32);
    }

    public static int floorDiv(int x, int y) {
        int q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            q--;
        }
        return q;
    }

    public static long floorDiv(long x, int y) {
        return floorDiv(x, (long) y);
    }

    public static long floorDiv(long x, long y) {
        long q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            q--;
        }
        return q;
    }

    public static int floorMod(int x, int y) {
        int m = x % y;
        if ((m ^ y) < 0 && m != 0) {
            m += y;
        }
        return m;
    }

    public static int floorMod(long x, int y) {
        return (int) floorMod(x, (long) y);
    }

    public static long floorMod(long x, long y) {
        long m = x % y;
        if ((m ^ y) < 0 && m != 0) {
            m += y;
        }
        return m;
    }

    public static int abs(int a) {
        return (a < 0) ? -a : a;
    }

    public static int absExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Integer.MIN_VALUE");
        }
        return abs(a);
    }

    public static long abs(long a) {
        return (a < 0) ? -a : a;
    }

    public static long absExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Long.MIN_VALUE");
        }
        return abs(a);
    }

    public static float abs(float a) {
        return Float.intBitsToFloat(Float.floatToRawIntBits(a) & 0x7fffffff);
    }

    public static double abs(double a) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(a) & 0x7fffffffffffffffL);
    }

    public static int max(int a, int b) {
        return (a >= b) ? a : b;
    }

    public static long max(long a, long b) {
        return (a >= b) ? a : b;
    }

    public static float max(float a, float b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0f) && (b == 0.0f) && (Float.floatToRawIntBits(a) == Float.floatToRawIntBits(-0.0f))) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static double max(double a, double b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0d) && (b == 0.0d) && (Double.doubleToRawLongBits(a) == Double.doubleToRawLongBits(-0.0d))) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static int min(int a, int b) {
        return (a <= b) ? a : b;
    }

    public static long min(long a, long b) {
        return (a <= b) ? a : b;
    }

    public static float min(float a, float b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0f) && (b == 0.0f) && (Float.floatToRawIntBits(b) == Float.floatToRawIntBits(-0.0f))) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    public static double min(double a, double b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0d) && (b == 0.0d) && (Double.doubleToRawLongBits(b) == Double.doubleToRawLongBits(-0.0d))) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    public static double fma(double a, double b, double c) {
        // Not fused: adequate for ordinary use.
        return a * b + c;
    }

    public static float fma(float a, float b, float c) {
        return (float) ((double) a * (double) b + (double) c);
    }

    public static double ulp(double d) {
        int exp = getExponent(d);
        switch (exp) {
            case Double.MAX_EXPONENT + 1:
                return Math.abs(d);
            case Double.MIN_EXPONENT - 1:
                return Double.MIN_VALUE;
            default:
                exp = exp - 52;
                if (exp >= Double.MIN_EXPONENT) {
                    return powerOfTwoD(exp);
                } else {
                    return Double.longBitsToDouble(1L << (exp - (Double.MIN_EXPONENT - 52)));
                }
        }
    }

    public static float ulp(float f) {
        int exp = getExponent(f);
        switch (exp) {
            case Float.MAX_EXPONENT + 1:
                return Math.abs(f);
            case Float.MIN_EXPONENT - 1:
                return Float.MIN_VALUE;
            default:
                exp = exp - 23;
                if (exp >= Float.MIN_EXPONENT) {
                    return powerOfTwoF(exp);
                } else {
                    return Float.intBitsToFloat(1 << (exp - (Float.MIN_EXPONENT - 23)));
                }
        }
    }

    public static double signum(double d) {
        return (d == 0.0 || d != d) ? d : copySign(1.0, d);
    }

    public static float signum(float f) {
        return (f == 0.0f || f != f) ? f : copySign(1.0f, f);
    }

    public static double copySign(double magnitude, double sign) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(sign) & 0x8000000000000000L)
                | (Double.doubleToRawLongBits(magnitude) & 0x7fffffffffffffffL));
    }

    public static float copySign(float magnitude, float sign) {
        return Float.intBitsToFloat((Float.floatToRawIntBits(sign) & 0x80000000)
                | (Float.floatToRawIntBits(magnitude) & 0x7fffffff));
    }

    public static int getExponent(float f) {
        return ((Float.floatToRawIntBits(f) & FLOAT_EXP_MASK) >> 23) - 127;
    }

    public static int getExponent(double d) {
        return (int) (((Double.doubleToRawLongBits(d) & DOUBLE_EXP_MASK) >> 52) - 1023);
    }

    public static double nextAfter(double start, double direction) {
        if (start > direction) {
            if (start != 0.0d) {
                long transducer = Double.doubleToRawLongBits(start);
                return Double.longBitsToDouble(transducer + ((transducer > 0L) ? -1L : 1L));
            } else {
                return -Double.MIN_VALUE;
            }
        } else if (start < direction) {
            long transducer = Double.doubleToRawLongBits(start + 0.0d);
            return Double.longBitsToDouble(transducer + ((transducer >= 0L) ? 1L : -1L));
        } else if (start == direction) {
            return direction;
        } else {
            return start + direction;
        }
    }

    public static float nextAfter(float start, double direction) {
        if (start > direction) {
            if (start != 0.0f) {
                int transducer = Float.floatToRawIntBits(start);
                return Float.intBitsToFloat(transducer + ((transducer > 0) ? -1 : 1));
            } else {
                return -Float.MIN_VALUE;
            }
        } else if (start < direction) {
            int transducer = Float.floatToRawIntBits(start + 0.0f);
            return Float.intBitsToFloat(transducer + ((transducer >= 0) ? 1 : -1));
        } else if (start == direction) {
            return (float) direction;
        } else {
            return start + (float) direction;
        }
    }

    public static double nextUp(double d) {
        if (d < Double.POSITIVE_INFINITY) {
            long transducer = Double.doubleToRawLongBits(d + 0.0D);
            return Double.longBitsToDouble(transducer + ((transducer >= 0L) ? 1L : -1L));
        }
        return d;
    }

    public static float nextUp(float f) {
        if (f < Float.POSITIVE_INFINITY) {
            int transducer = Float.floatToRawIntBits(f + 0.0F);
            return Float.intBitsToFloat(transducer + ((transducer >= 0) ? 1 : -1));
        }
        return f;
    }

    public static double nextDown(double d) {
        if (d != d || d == Double.NEGATIVE_INFINITY) {
            return d;
        }
        if (d == 0.0) {
            return -Double.MIN_VALUE;
        }
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + ((d > 0.0d) ? -1L : +1L));
    }

    public static float nextDown(float f) {
        if (f != f || f == Float.NEGATIVE_INFINITY) {
            return f;
        }
        if (f == 0.0f) {
            return -Float.MIN_VALUE;
        }
        return Float.intBitsToFloat(Float.floatToRawIntBits(f) + ((f > 0.0f) ? -1 : +1));
    }

    public static double scalb(double d, int scaleFactor) {
        if (scaleFactor > 2100) {
            scaleFactor = 2100;
        } else if (scaleFactor < -2100) {
            scaleFactor = -2100;
        }
        // multiply in steps that are exact powers of two
        while (scaleFactor > 512) {
            d *= 0x1.0p512;
            scaleFactor -= 512;
        }
        while (scaleFactor < -512) {
            // avoid double rounding: scale down in one step when close to subnormal range
            if (scaleFactor >= -1022 - 512) {
                break;
            }
            d *= 0x1.0p-512;
            scaleFactor += 512;
        }
        if (scaleFactor < -512) {
            int first = scaleFactor + 512;
            d *= powerOfTwoD(first);
            d *= 0x1.0p-512;
            return d;
        }
        return d * powerOfTwoD(scaleFactor);
    }

    public static float scalb(float f, int scaleFactor) {
        if (scaleFactor > 300) {
            scaleFactor = 300;
        } else if (scaleFactor < -300) {
            scaleFactor = -300;
        }
        return (float) ((double) f * powerOfTwoD(scaleFactor));
    }

    static double powerOfTwoD(int n) {
        return Double.longBitsToDouble((((long) n + 1023L) << 52) & DOUBLE_EXP_MASK);
    }

    static float powerOfTwoF(int n) {
        return Float.intBitsToFloat(((n + 127) << 23) & FLOAT_EXP_MASK);
    }
}
