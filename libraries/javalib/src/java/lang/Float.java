package java.lang;

/** Wrapper for float, plus float utilities. */
public final class Float extends Number implements Comparable<Float> {
    private static final long serialVersionUID = -2671257302660747028L;
    public static final float POSITIVE_INFINITY = 1.0f / 0.0f;
    public static final float NEGATIVE_INFINITY = -1.0f / 0.0f;
    public static final float NaN = 0.0f / 0.0f;
    public static final float MAX_VALUE = 0x1.fffffeP+127f;
    public static final float MIN_NORMAL = 0x1.0p-126f;
    public static final float MIN_VALUE = 0x0.000002P-126f;
    public static final int MAX_EXPONENT = 127;
    public static final int MIN_EXPONENT = -126;
    public static final int SIZE = 32;
    public static final int BYTES = 4;
    @SuppressWarnings("unchecked")
    public static final Class<Float> TYPE = (Class<Float>) Class.getPrimitiveClass("float");

    private final float value;

    @Deprecated
    public Float(float value) {
        this.value = value;
    }

    @Deprecated
    public Float(double value) {
        this.value = (float) value;
    }

    @Deprecated
    public Float(String s) throws NumberFormatException {
        value = parseFloat(s);
    }

    public static native int floatToRawIntBits(float value);

    public static native float intBitsToFloat(int bits);

    static native String toDigits0(float v);

    static native float parse0(String s);

    public static String toString(float f) {
        if (f != f) {
            return "NaN";
        }
        if (f == POSITIVE_INFINITY) {
            return "Infinity";
        }
        if (f == NEGATIVE_INFINITY) {
            return "-Infinity";
        }
        if (f == 0.0f) {
            return (floatToRawIntBits(f) < 0) ? "-0.0" : "0.0";
        }
        boolean neg = f < 0;
        return FloatingText.format(neg, toDigits0(neg ? -f : f));
    }

    public static String toHexString(float f) {
        if (f != f) {
            return "NaN";
        }
        if (isInfinite(f)) {
            return f > 0 ? "Infinity" : "-Infinity";
        }
        if (Math.abs(f) < MIN_NORMAL && f != 0.0f) {
            String s = Double.toHexString(Math.scalb((double) f, -896));
            return s.replaceFirst("p-1022$", "p-126");
        }
        return Double.toHexString(f);
    }

    public static Float valueOf(String s) throws NumberFormatException {
        return new Float(parseFloat(s));
    }

    public static Float valueOf(float f) {
        return new Float(f);
    }

    public static float parseFloat(String s) throws NumberFormatException {
        if (s == null) {
            throw new NullPointerException();
        }
        FloatingText.Parsed p = FloatingText.parse(s);
        float v;
        if (p.special == 1) {
            return NaN;
        } else if (p.special == 2) {
            v = POSITIVE_INFINITY;
        } else {
            v = parse0(p.body);
        }
        return p.negative ? -v : v;
    }

    public static boolean isNaN(float v) {
        return v != v;
    }

    public static boolean isInfinite(float v) {
        return (v == POSITIVE_INFINITY) || (v == NEGATIVE_INFINITY);
    }

    public static boolean isFinite(float f) {
        return Math.abs(f) <= MAX_VALUE;
    }

    public boolean isNaN() {
        return isNaN(value);
    }

    public boolean isInfinite() {
        return isInfinite(value);
    }

    public String toString() {
        return toString(value);
    }

    public byte byteValue() { return (byte) value; }
    public short shortValue() { return (short) value; }
    public int intValue() { return (int) value; }
    public long longValue() { return (long) value; }
    public float floatValue() { return value; }
    public double doubleValue() { return (double) value; }

    public int hashCode() {
        return floatToIntBits(value);
    }

    public static int hashCode(float value) {
        return floatToIntBits(value);
    }

    public boolean equals(Object obj) {
        return (obj instanceof Float) && (floatToIntBits(((Float) obj).value) == floatToIntBits(value));
    }

    public static int floatToIntBits(float value) {
        if (value != value) {
            return 0x7fc00000;
        }
        return floatToRawIntBits(value);
    }

    public int compareTo(Float anotherFloat) {
        return compare(value, anotherFloat.value);
    }

    public static int compare(float f1, float f2) {
        if (f1 < f2) {
            return -1;
        }
        if (f1 > f2) {
            return 1;
        }
        int thisBits = floatToIntBits(f1);
        int anotherBits = floatToIntBits(f2);
        return (thisBits == anotherBits ? 0 : (thisBits < anotherBits ? -1 : 1));
    }

    public static float sum(float a, float b) {
        return a + b;
    }

    public static float max(float a, float b) {
        return Math.max(a, b);
    }

    public static float min(float a, float b) {
        return Math.min(a, b);
    }
}
