package java.math;

/** A precision in decimal digits (0: unlimited) and a rounding mode. */
public final class MathContext implements java.io.Serializable {
    private static final long serialVersionUID = 5579720004786848255L;

    public static final MathContext UNLIMITED = new MathContext(0, RoundingMode.HALF_UP);
    public static final MathContext DECIMAL32 = new MathContext(7, RoundingMode.HALF_EVEN);
    public static final MathContext DECIMAL64 = new MathContext(16, RoundingMode.HALF_EVEN);
    public static final MathContext DECIMAL128 = new MathContext(34, RoundingMode.HALF_EVEN);

    private final int precision;
    private final RoundingMode roundingMode;

    public MathContext(int setPrecision) {
        this(setPrecision, RoundingMode.HALF_UP);
    }

    public MathContext(int setPrecision, RoundingMode setRoundingMode) {
        if (setPrecision < 0)
            throw new IllegalArgumentException("Digits < 0");
        if (setRoundingMode == null)
            throw new NullPointerException("null RoundingMode");
        precision = setPrecision;
        roundingMode = setRoundingMode;
    }

    /** Parses the form toString writes: "precision=N roundingMode=MODE". */
    public MathContext(String val) {
        if (val == null)
            throw new NullPointerException("null String");
        int p;
        RoundingMode rm;
        try {
            if (!val.startsWith("precision="))
                throw new IllegalArgumentException();
            int sp = val.indexOf(' ');
            if (sp < 0)
                throw new IllegalArgumentException();
            p = Integer.parseInt(val.substring(10, sp));
            String rest = val.substring(sp + 1);
            if (!rest.startsWith("roundingMode="))
                throw new IllegalArgumentException();
            rm = RoundingMode.valueOf(rest.substring(13));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("bad string format");
        }
        if (p < 0)
            throw new IllegalArgumentException("Digits < 0");
        precision = p;
        roundingMode = rm;
    }

    public int getPrecision() {
        return precision;
    }

    public RoundingMode getRoundingMode() {
        return roundingMode;
    }

    public boolean equals(Object x) {
        if (!(x instanceof MathContext))
            return false;
        MathContext o = (MathContext) x;
        return o.precision == precision && o.roundingMode == roundingMode;
    }

    public int hashCode() {
        return roundingMode.hashCode() + (precision << 2);
    }

    public String toString() {
        return "precision=" + precision + " roundingMode=" + roundingMode;
    }
}
