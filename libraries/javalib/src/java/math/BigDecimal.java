package java.math;

/**
 * Arbitrary-precision decimals: an unscaled BigInteger and a 32-bit scale,
 * the value being unscaled * 10^-scale.  The scale of each result follows
 * the "preferred scale" rules of the API specification; results rounded to a
 * MathContext are rounded once, from the exact value.
 */
public class BigDecimal extends Number implements Comparable<BigDecimal> {
    private static final long serialVersionUID = 6108874887143696463L;

    public static final int ROUND_UP = 0;
    public static final int ROUND_DOWN = 1;
    public static final int ROUND_CEILING = 2;
    public static final int ROUND_FLOOR = 3;
    public static final int ROUND_HALF_UP = 4;
    public static final int ROUND_HALF_DOWN = 5;
    public static final int ROUND_HALF_EVEN = 6;
    public static final int ROUND_UNNECESSARY = 7;

    private static final BigInteger[] TEN_POWERS = new BigInteger[40];
    static {
        TEN_POWERS[0] = BigInteger.ONE;
        for (int i = 1; i < TEN_POWERS.length; i++)
            TEN_POWERS[i] = TEN_POWERS[i - 1].multiply(BigInteger.TEN);
    }

    public static final BigDecimal ZERO = new BigDecimal(BigInteger.ZERO, 0);
    public static final BigDecimal ONE = new BigDecimal(BigInteger.ONE, 0);
    public static final BigDecimal TEN = new BigDecimal(BigInteger.TEN, 0);

    private final BigInteger intVal;
    private final int scale;
    private transient int precision;   /* 0: not computed yet */

    /* The stock JVM's serial form: the fields `int scale` and `BigInteger
     * intVal` (the unscaled value). */
    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (intVal == null)
            throw new java.io.StreamCorruptedException("BigDecimal: null intVal");
    }

    // ------------------------------------------------------------------
    // Helpers

    static BigInteger tenPow(long n) {
        if (n < TEN_POWERS.length)
            return TEN_POWERS[(int) n];
        if (n > Integer.MAX_VALUE)
            throw new ArithmeticException("Overflow");
        return BigInteger.TEN.pow((int) n);
    }

    /* decimal digits of |v|, 1 for zero */
    static int digitLength(BigInteger v) {
        if (v.signum == 0)
            return 1;
        int bits = v.abs().bitLength();
        int est = (int) ((bits - 1) * 0.30102999566398120) + 1;
        BigInteger a = v.abs();
        while (est > 1 && tenPow(est - 1).compareTo(a) > 0)
            est--;
        while (tenPow(est).compareTo(a) <= 0)
            est++;
        return est;
    }

    private static int checkScale(BigInteger v, long s) {
        if (s > Integer.MAX_VALUE || s < Integer.MIN_VALUE) {
            if (v.signum == 0)
                return s > 0 ? Integer.MAX_VALUE : Integer.MIN_VALUE;
            throw new ArithmeticException(s > 0 ? "Underflow" : "Overflow");
        }
        return (int) s;
    }

    private static int saturate(long s) {
        return s > Integer.MAX_VALUE ? Integer.MAX_VALUE : s < Integer.MIN_VALUE ? Integer.MIN_VALUE : (int) s;
    }

    /* num / den rounded to an integer in the given mode */
    static BigInteger divideAndRound(BigInteger num, BigInteger den, RoundingMode mode) {
        BigInteger[] qr = num.divideAndRemainder(den);
        BigInteger q = qr[0];
        if (qr[1].signum == 0)
            return q;
        int sign = num.signum * den.signum;
        int half = qr[1].abs().shiftLeft(1).compareTo(den.abs());
        boolean away;
        switch (mode) {
        case UP: away = true; break;
        case DOWN: away = false; break;
        case CEILING: away = sign > 0; break;
        case FLOOR: away = sign < 0; break;
        case HALF_UP: away = half >= 0; break;
        case HALF_DOWN: away = half > 0; break;
        case HALF_EVEN: away = half > 0 || (half == 0 && q.testBit(0)); break;
        default: throw new ArithmeticException("Rounding necessary");
        }
        return away ? q.add(BigInteger.valueOf(sign)) : q;
    }

    private static RoundingMode legacyMode(int rm) {
        if (rm < ROUND_UP || rm > ROUND_UNNECESSARY)
            throw new IllegalArgumentException("Invalid rounding mode");
        return RoundingMode.valueOf(rm);
    }

    /* v * 10^-scale rounded to mc */
    private static BigDecimal round(BigInteger v, long scale, MathContext mc) {
        int p = mc.getPrecision();
        if (p > 0) {
            int digits = digitLength(v);
            while (digits > p) {
                int drop = digits - p;
                v = divideAndRound(v, tenPow(drop), mc.getRoundingMode());
                scale -= drop;
                digits = digitLength(v);
            }
        }
        return new BigDecimal(v, checkScale(v, scale));
    }

    private BigDecimal stripTo(long preferred) {
        BigInteger v = intVal;
        long s = scale;
        if (v.signum == 0)
            return this;
        while (s > preferred) {
            BigInteger[] qr = v.divideAndRemainder(BigInteger.TEN);
            if (qr[1].signum != 0)
                break;
            v = qr[0];
            s--;
        }
        return s == scale ? this : new BigDecimal(v, (int) s);
    }

    // ------------------------------------------------------------------
    // Constructors

    public BigDecimal(BigInteger unscaledVal, int scale) {
        this.intVal = unscaledVal;
        this.scale = scale;
    }

    public BigDecimal(BigInteger unscaledVal, int scale, MathContext mc) {
        BigDecimal r = round(unscaledVal, scale, mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(BigInteger val) {
        this(val, 0);
    }

    public BigDecimal(BigInteger val, MathContext mc) {
        this(val, 0, mc);
    }

    public BigDecimal(int val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(int val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(long val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(long val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(double val) {
        this(val, MathContext.UNLIMITED);
    }

    public BigDecimal(double val, MathContext mc) {
        if (Double.isNaN(val) || Double.isInfinite(val))
            throw new NumberFormatException("Infinite or NaN");
        long bits = Double.doubleToLongBits(val);
        int exp = (int) ((bits >> 52) & 0x7ff);
        long m = bits & ((1L << 52) - 1);
        if (exp == 0)
            exp = 1;
        else
            m |= 1L << 52;
        exp -= 1075;
        BigInteger u;
        int s;
        if (m == 0) {
            u = BigInteger.ZERO;
            s = 0;
        } else {
            int tz = Long.numberOfTrailingZeros(m);
            m >>= tz;
            exp += tz;
            if (val < 0)
                m = -m;
            if (exp >= 0) {
                u = BigInteger.valueOf(m).shiftLeft(exp);
                s = 0;
            } else {
                u = BigInteger.valueOf(m).multiply(BigInteger.valueOf(5).pow(-exp));
                s = -exp;
            }
        }
        BigDecimal r = round(u, s, mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(String val) {
        this(val.toCharArray(), 0, val.length());
    }

    public BigDecimal(String val, MathContext mc) {
        this(val.toCharArray(), 0, val.length(), mc);
    }

    public BigDecimal(char[] in) {
        this(in, 0, in.length);
    }

    public BigDecimal(char[] in, MathContext mc) {
        this(in, 0, in.length, mc);
    }

    public BigDecimal(char[] in, int offset, int len) {
        this(in, offset, len, MathContext.UNLIMITED);
    }

    public BigDecimal(char[] in, int offset, int len, MathContext mc) {
        if (offset < 0 || len < 0 || offset > in.length - len)
            throw new NumberFormatException("Bad offset or len arguments for char[] input.");
        int end = offset + len;
        int i = offset;
        boolean neg = false;
        if (i < end && (in[i] == '-' || in[i] == '+')) {
            neg = in[i] == '-';
            i++;
        }
        if (len == 0)
            throw new NumberFormatException();
        StringBuilder digits = new StringBuilder(len);
        boolean dot = false;
        long frac = 0;
        for (; i < end; i++) {
            char c = in[i];
            if (c == '.') {
                if (dot)
                    throw new NumberFormatException("Character array contains more than one decimal point.");
                dot = true;
                continue;
            }
            if (c == 'e' || c == 'E')
                break;
            int d = Character.digit(c, 10);
            if (d < 0)
                throw new NumberFormatException("Character " + c
                    + " is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.");
            digits.append((char) ('0' + d));
            if (dot)
                frac++;
        }
        if (digits.length() == 0)
            throw new NumberFormatException("No digits found.");
        long exp = 0;
        if (i < end) {
            i++;   /* the 'e' */
            boolean eneg = false;
            if (i < end && (in[i] == '-' || in[i] == '+')) {
                eneg = in[i] == '-';
                i++;
            }
            if (i == end)
                throw new NumberFormatException();
            int significant = 0;
            for (; i < end; i++) {
                int d = Character.digit(in[i], 10);
                if (d < 0)
                    throw new NumberFormatException();
                if (significant > 0 || d != 0)
                    significant++;
                if (significant > 10)
                    throw new NumberFormatException("Too many nonzero exponent digits.");
                exp = exp * 10 + d;
            }
            if (eneg)
                exp = -exp;
            if (exp != (int) exp)
                throw new NumberFormatException("Exponent overflow.");
        }
        long s = frac - exp;
        if (s != (int) s)
            throw new NumberFormatException("Scale out of range.");
        BigInteger u = new BigInteger(digits.toString());
        if (neg)
            u = u.negate();
        BigDecimal r = round(u, s, mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public static BigDecimal valueOf(long unscaledVal, int scale) {
        return new BigDecimal(BigInteger.valueOf(unscaledVal), scale);
    }

    public static BigDecimal valueOf(long val) {
        return new BigDecimal(BigInteger.valueOf(val), 0);
    }

    public static BigDecimal valueOf(double val) {
        return new BigDecimal(Double.toString(val));
    }

    // ------------------------------------------------------------------
    // Accessors

    public int signum() {
        return intVal.signum;
    }

    public int scale() {
        return scale;
    }

    public int precision() {
        int p = precision;
        if (p == 0)
            precision = p = digitLength(intVal);
        return p;
    }

    public BigInteger unscaledValue() {
        return intVal;
    }

    public BigDecimal ulp() {
        return new BigDecimal(BigInteger.ONE, scale);
    }

    // ------------------------------------------------------------------
    // Arithmetic

    /* this's unscaled value brought to scale s (s >= scale) */
    private BigInteger unscaledAt(long s) {
        if (s == scale)
            return intVal;
        return intVal.multiply(tenPow(s - scale));
    }

    public BigDecimal add(BigDecimal augend) {
        long s = Math.max(scale, augend.scale);
        return new BigDecimal(unscaledAt(s).add(augend.unscaledAt(s)), (int) s);
    }

    public BigDecimal add(BigDecimal augend, MathContext mc) {
        if (mc.getPrecision() == 0)
            return add(augend);
        int preferred = Math.max(scale, augend.scale);
        boolean z1 = signum() == 0, z2 = augend.signum() == 0;
        if (z1 || z2) {
            if (z1 && z2)
                return new BigDecimal(BigInteger.ZERO, preferred);
            BigDecimal r = z1 ? augend.round(mc) : round(mc);
            if (r.scale == preferred)
                return r;
            if (r.scale > preferred)
                return r.stripTo(preferred);
            int room = mc.getPrecision() - r.precision();
            long want = (long) preferred - r.scale;
            return r.setScale((int) (r.scale + Math.min(room, want)));
        }
        long s = Math.max(scale, augend.scale);
        return round(unscaledAt(s).add(augend.unscaledAt(s)), s, mc);
    }

    public BigDecimal subtract(BigDecimal subtrahend) {
        return add(subtrahend.negate());
    }

    public BigDecimal subtract(BigDecimal subtrahend, MathContext mc) {
        return add(subtrahend.negate(), mc);
    }

    public BigDecimal multiply(BigDecimal multiplicand) {
        BigInteger p = intVal.multiply(multiplicand.intVal);
        return new BigDecimal(p, checkScale(p, (long) scale + multiplicand.scale));
    }

    public BigDecimal multiply(BigDecimal multiplicand, MathContext mc) {
        BigInteger p = intVal.multiply(multiplicand.intVal);
        return round(p, (long) scale + multiplicand.scale, mc);
    }

    private void checkDivisor(BigDecimal divisor) {
        if (divisor.signum() == 0) {
            if (signum() == 0)
                throw new ArithmeticException("Division undefined");
            throw new ArithmeticException("Division by zero");
        }
    }

    /* this / divisor at the given result scale, rounded */
    private static boolean fitsLong(BigInteger v) {
        return v.bitLength() <= 63 && v.longValue() != Long.MIN_VALUE;
    }

    private BigInteger quotientAt(BigDecimal divisor, long resultScale, RoundingMode rm) {
        long e = resultScale - scale + divisor.scale;
        if (divisor.signum() == 0) {
            /* the JDK's message depends on whether it divided longs */
            boolean longs = fitsLong(intVal) && e > -19 && e < 19
                && (e < 0 || fitsLong(intVal.multiply(tenPow(e))));
            throw new ArithmeticException(longs ? "/ by zero" : "BigInteger divide by zero");
        }
        if (e >= 0)
            return divideAndRound(intVal.multiply(tenPow(e)), divisor.intVal, rm);
        return divideAndRound(intVal, divisor.intVal.multiply(tenPow(-e)), rm);
    }

    public BigDecimal divide(BigDecimal divisor, int scale, RoundingMode roundingMode) {
        BigInteger q = quotientAt(divisor, scale, roundingMode);
        return new BigDecimal(q, scale);
    }

    public BigDecimal divide(BigDecimal divisor, int scale, int roundingMode) {
        return divide(divisor, scale, legacyMode(roundingMode));
    }

    public BigDecimal divide(BigDecimal divisor, RoundingMode roundingMode) {
        return divide(divisor, scale, roundingMode);
    }

    public BigDecimal divide(BigDecimal divisor, int roundingMode) {
        return divide(divisor, scale, legacyMode(roundingMode));
    }

    public BigDecimal divide(BigDecimal divisor) {
        checkDivisor(divisor);
        long preferred = (long) scale - divisor.scale;
        if (signum() == 0)
            return new BigDecimal(BigInteger.ZERO, saturate(preferred));
        BigInteger a = intVal, b = divisor.intVal;
        BigInteger g = a.gcd(b);
        a = a.divide(g);
        b = b.divide(g);
        if (b.signum < 0) {
            a = a.negate();
            b = b.negate();
        }
        int twos = b.getLowestSetBit();
        BigInteger rest = b.shiftRight(twos);
        int fives = 0;
        BigInteger five = BigInteger.valueOf(5);
        while (!rest.equals(BigInteger.ONE)) {
            BigInteger[] qr = rest.divideAndRemainder(five);
            if (qr[1].signum != 0)
                throw new ArithmeticException("Non-terminating decimal expansion; no exact representable decimal result.");
            rest = qr[0];
            fives++;
        }
        int k = Math.max(twos, fives);
        BigInteger q = a.multiply(tenPow(k).divide(b));
        return new BigDecimal(q, checkScale(q, preferred + k));
    }

    public BigDecimal divide(BigDecimal divisor, MathContext mc) {
        int p = mc.getPrecision();
        if (p == 0)
            return divide(divisor);
        checkDivisor(divisor);
        long preferred = (long) scale - divisor.scale;
        if (signum() == 0)
            return new BigDecimal(BigInteger.ZERO, saturate(preferred));
        BigInteger a = intVal.abs(), b = divisor.intVal.abs();
        long k = (long) p + digitLength(b) - digitLength(a) + 1;
        BigInteger t = k >= 0 ? a.multiply(tenPow(k)).divide(b) : a.divide(b.multiply(tenPow(-k)));
        k -= digitLength(t) - p;
        BigInteger num = intVal, den = divisor.intVal;
        if (k >= 0)
            num = num.multiply(tenPow(k));
        else
            den = den.multiply(tenPow(-k));
        BigInteger[] qr = num.divideAndRemainder(den);
        boolean exact = qr[1].signum == 0;
        BigInteger q = exact ? qr[0] : divideAndRound(num, den, mc.getRoundingMode());
        long s = preferred + k;
        if (digitLength(q) > p) {
            q = q.divide(BigInteger.TEN);
            s--;
        }
        BigDecimal r = new BigDecimal(q, checkScale(q, s));
        return exact ? r.stripTo(preferred) : r;
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor) {
        checkDivisor(divisor);
        long preferred = (long) scale - divisor.scale;
        long e = (long) divisor.scale - scale;
        BigInteger q = e >= 0 ? intVal.multiply(tenPow(e)).divide(divisor.intVal)
                              : intVal.divide(divisor.intVal.multiply(tenPow(-e)));
        if (q.signum == 0)
            return new BigDecimal(BigInteger.ZERO, saturate(preferred));
        if (preferred >= 0)
            return new BigDecimal(q.multiply(tenPow(preferred)), checkScale(q, preferred));
        return new BigDecimal(q, 0).stripTo(preferred);
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor, MathContext mc) {
        if (mc.getPrecision() == 0 || abs().compareTo(divisor.abs()) < 0)
            return divideToIntegralValue(divisor);
        int preferred = saturate((long) scale - divisor.scale);
        BigDecimal r = divide(divisor, new MathContext(mc.getPrecision(), RoundingMode.DOWN));
        if (r.scale < 0) {
            BigDecimal left = subtract(r.multiply(divisor));
            if (left.abs().compareTo(divisor.abs()) >= 0)
                throw new ArithmeticException("Division impossible");
        } else if (r.scale > 0) {
            r = r.setScale(0, RoundingMode.DOWN);
        }
        int room = mc.getPrecision() - r.precision();
        if (preferred > r.scale && room > 0)
            return r.setScale(r.scale + Math.min(room, preferred - r.scale));
        return r.stripTo(preferred);
    }

    public BigDecimal remainder(BigDecimal divisor) {
        return divideAndRemainder(divisor)[1];
    }

    public BigDecimal remainder(BigDecimal divisor, MathContext mc) {
        return divideAndRemainder(divisor, mc)[1];
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor) {
        BigDecimal q = divideToIntegralValue(divisor);
        return new BigDecimal[] { q, subtract(q.multiply(divisor)) };
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor, MathContext mc) {
        if (mc.getPrecision() == 0)
            return divideAndRemainder(divisor);
        BigDecimal q = divideToIntegralValue(divisor, mc);
        return new BigDecimal[] { q, subtract(q.multiply(divisor)) };
    }

    public BigDecimal sqrt(MathContext mc) {
        if (signum() < 0)
            throw new ArithmeticException("Attempted square root of negative BigDecimal");
        int preferred = scale / 2;
        if (signum() == 0)
            return new BigDecimal(BigInteger.ZERO, preferred);
        int p = mc.getPrecision();
        RoundingMode rm = mc.getRoundingMode();
        if (p == 0) {
            BigDecimal v = stripTrailingZeros();
            BigInteger u = v.intVal;
            long s = v.scale;
            if ((s & 1) != 0) {
                u = u.multiply(BigInteger.TEN);
                s++;
            }
            BigInteger r = u.sqrt();
            if (!r.multiply(r).equals(u))
                throw new ArithmeticException("Computed square root not exact.");
            BigDecimal res = new BigDecimal(r, (int) (s / 2));
            if (res.scale < preferred)
                res = res.setScale(preferred);
            return res;
        }
        int du = precision();
        long e = 2L * p - du;
        if (((e - scale) & 1) != 0)
            e--;
        long t = (e + scale) / 2;
        BigInteger n;
        boolean sticky = false;
        BigInteger rest = null;
        if (e >= 0) {
            n = intVal.multiply(tenPow(e));
        } else {
            BigInteger[] qr = intVal.divideAndRemainder(tenPow(-e));
            n = qr[0];
            rest = qr[1];
            sticky = rest.signum != 0;
        }
        BigInteger r = n.sqrt();
        boolean exact = !sticky && r.multiply(r).equals(n);
        if (!exact) {
            boolean up;
            switch (rm) {
            case UP: case CEILING: up = true; break;
            case DOWN: case FLOOR: up = false; break;
            case UNNECESSARY: throw new ArithmeticException("Computed square root not exact.");
            default: {
                /* compare the exact square with (r + 1/2)^2: 4 * value against (2r + 1)^2 */
                BigInteger odd = r.shiftLeft(1).add(BigInteger.ONE);
                BigInteger lhs, rhs;
                if (e >= 0) {
                    lhs = n.shiftLeft(2);
                    rhs = odd.multiply(odd);
                } else {
                    lhs = intVal.shiftLeft(2);
                    rhs = odd.multiply(odd).multiply(tenPow(-e));
                }
                int c = lhs.compareTo(rhs);
                if (c != 0)
                    up = c > 0;
                else
                    up = rm == RoundingMode.HALF_UP || (rm == RoundingMode.HALF_EVEN && r.testBit(0));
            }
            }
            if (up)
                r = r.add(BigInteger.ONE);
        }
        if (digitLength(r) > p) {
            r = r.divide(BigInteger.TEN);
            t--;
        }
        BigDecimal res = new BigDecimal(r, checkScale(r, t));
        if (res.scale != preferred) {
            /* trailing zeros go, then the scale comes back up toward the
               preferred one as far as the precision allows (inexact results
               too, as the JDK does) */
            res = res.stripTrailingZeros();
            if (res.scale >= preferred)
                return res;
            int room = p - res.precision();
            long want = (long) preferred - res.scale;
            if (room > 0)
                res = res.setScale((int) (res.scale + Math.min(room, want)));
        }
        return res;
    }

    public BigDecimal pow(int n) {
        if (n < 0 || n > 999999999)
            throw new ArithmeticException("Invalid operation");
        BigInteger p = intVal.pow(n);
        return new BigDecimal(p, checkScale(p, (long) scale * n));
    }

    public BigDecimal pow(int n, MathContext mc) {
        if (mc.getPrecision() == 0)
            return pow(n);
        if (n < -999999999 || n > 999999999)
            throw new ArithmeticException("Invalid operation");
        if (n == 0)
            return ONE;
        int mag = Math.abs(n);
        int elength = Integer.toString(mag).length();
        if (elength > mc.getPrecision())
            throw new ArithmeticException("Invalid operation");
        MathContext work = new MathContext(mc.getPrecision() + elength + 1, mc.getRoundingMode());
        BigDecimal acc = ONE;
        boolean seen = false;
        for (int bit = 30; bit >= 0; bit--) {
            if ((mag & (1 << bit)) != 0) {
                seen = true;
                acc = acc.multiply(this, work);
            }
            if (bit > 0 && seen)
                acc = acc.multiply(acc, work);
        }
        if (n < 0)
            acc = ONE.divide(acc, work);
        return acc.round(mc);
    }

    public BigDecimal abs() {
        return signum() < 0 ? negate() : this;
    }

    public BigDecimal abs(MathContext mc) {
        return abs().round(mc);
    }

    public BigDecimal negate() {
        return new BigDecimal(intVal.negate(), scale);
    }

    public BigDecimal negate(MathContext mc) {
        return negate().round(mc);
    }

    public BigDecimal plus() {
        return this;
    }

    public BigDecimal plus(MathContext mc) {
        if (mc.getPrecision() == 0)
            return this;
        return round(mc);
    }

    public BigDecimal round(MathContext mc) {
        if (mc.getPrecision() == 0 || precision() <= mc.getPrecision())
            return this;
        return round(intVal, scale, mc);
    }

    // ------------------------------------------------------------------
    // Scale

    public BigDecimal setScale(int newScale, RoundingMode roundingMode) {
        if (newScale == scale)
            return this;
        if (signum() == 0)
            return new BigDecimal(BigInteger.ZERO, newScale);
        if (newScale > scale)
            return new BigDecimal(intVal.multiply(tenPow((long) newScale - scale)), newScale);
        BigInteger q = divideAndRound(intVal, tenPow((long) scale - newScale), roundingMode);
        return new BigDecimal(q, newScale);
    }

    public BigDecimal setScale(int newScale, int roundingMode) {
        return setScale(newScale, legacyMode(roundingMode));
    }

    public BigDecimal setScale(int newScale) {
        return setScale(newScale, RoundingMode.UNNECESSARY);
    }

    public BigDecimal movePointLeft(int n) {
        if (n == 0)
            return this;
        BigDecimal r = new BigDecimal(intVal, checkScale(intVal, (long) scale + n));
        return r.scale < 0 ? r.setScale(0) : r;
    }

    public BigDecimal movePointRight(int n) {
        if (n == 0)
            return this;
        BigDecimal r = new BigDecimal(intVal, checkScale(intVal, (long) scale - n));
        return r.scale < 0 ? r.setScale(0) : r;
    }

    public BigDecimal scaleByPowerOfTen(int n) {
        return new BigDecimal(intVal, checkScale(intVal, (long) scale - n));
    }

    public BigDecimal stripTrailingZeros() {
        if (signum() == 0)
            return ZERO;
        return stripTo(Long.MIN_VALUE);
    }

    // ------------------------------------------------------------------
    // Comparison

    public int compareTo(BigDecimal val) {
        int s1 = signum(), s2 = val.signum();
        if (s1 != s2)
            return s1 < s2 ? -1 : 1;
        if (s1 == 0)
            return 0;
        if (scale == val.scale)
            return intVal.compareTo(val.intVal);
        long adj1 = (long) precision() - scale, adj2 = (long) val.precision() - val.scale;
        if (adj1 != adj2)
            return (adj1 < adj2) == (s1 > 0) ? -1 : 1;
        long s = Math.max(scale, val.scale);
        return unscaledAt(s).compareTo(val.unscaledAt(s));
    }

    public boolean equals(Object x) {
        if (x == this)
            return true;
        if (!(x instanceof BigDecimal))
            return false;
        BigDecimal o = (BigDecimal) x;
        return scale == o.scale && intVal.equals(o.intVal);
    }

    public int hashCode() {
        return 31 * intVal.hashCode() + scale;
    }

    public BigDecimal min(BigDecimal val) {
        return compareTo(val) <= 0 ? this : val;
    }

    public BigDecimal max(BigDecimal val) {
        return compareTo(val) >= 0 ? this : val;
    }

    // ------------------------------------------------------------------
    // Text

    private static void zeros(StringBuilder sb, long n) {
        for (long i = 0; i < n; i++)
            sb.append('0');
    }

    private String layout(boolean sci) {
        String coeff = intVal.abs().toString();
        int len = coeff.length();
        StringBuilder sb = new StringBuilder(len + 16);
        if (signum() < 0)
            sb.append('-');
        long adjusted = -(long) scale + (len - 1);
        if (scale >= 0 && adjusted >= -6) {
            if (scale == 0) {
                sb.append(coeff);
            } else if (len > scale) {
                sb.append(coeff, 0, len - scale).append('.').append(coeff, len - scale, len);
            } else {
                sb.append("0.");
                zeros(sb, scale - len);
                sb.append(coeff);
            }
            return sb.toString();
        }
        if (sci) {
            sb.append(coeff.charAt(0));
            if (len > 1)
                sb.append('.').append(coeff, 1, len);
        } else {
            int sig = (int) (adjusted % 3);
            if (sig < 0)
                sig += 3;
            adjusted -= sig;
            sig++;
            if (signum() == 0) {
                if (sig == 1) {
                    sb.append('0');
                } else if (sig == 2) {
                    sb.append("0.00");
                    adjusted += 3;
                } else {
                    sb.append("0.0");
                    adjusted += 3;
                }
            } else if (len <= sig) {
                sb.append(coeff);
                zeros(sb, sig - len);
            } else {
                sb.append(coeff, 0, sig).append('.').append(coeff, sig, len);
            }
        }
        if (adjusted != 0) {
            sb.append('E');
            if (adjusted > 0)
                sb.append('+');
            sb.append(adjusted);
        }
        return sb.toString();
    }

    public String toString() {
        return layout(true);
    }

    public String toEngineeringString() {
        return layout(false);
    }

    public String toPlainString() {
        if (scale == 0)
            return intVal.toString();
        if (signum() == 0)
            return scale < 0 ? "0" : layoutZeroFraction();
        String coeff = intVal.abs().toString();
        int len = coeff.length();
        StringBuilder sb = new StringBuilder();
        if (signum() < 0)
            sb.append('-');
        if (scale < 0) {
            sb.append(coeff);
            zeros(sb, -(long) scale);
        } else if (len > scale) {
            sb.append(coeff, 0, len - scale).append('.').append(coeff, len - scale, len);
        } else {
            sb.append("0.");
            zeros(sb, scale - len);
            sb.append(coeff);
        }
        return sb.toString();
    }

    private String layoutZeroFraction() {
        StringBuilder sb = new StringBuilder("0.");
        zeros(sb, scale);
        return sb.toString();
    }

    // ------------------------------------------------------------------
    // Conversions

    public BigInteger toBigInteger() {
        if (scale <= 0)
            return scale == 0 ? intVal : intVal.multiply(tenPow(-(long) scale));
        return intVal.divide(tenPow(scale));
    }

    public BigInteger toBigIntegerExact() {
        if (scale <= 0)
            return toBigInteger();
        BigInteger[] qr = intVal.divideAndRemainder(tenPow(scale));
        if (qr[1].signum != 0)
            throw new ArithmeticException("Rounding necessary");
        return qr[0];
    }

    public int intValue() {
        return integerPart().intValue();
    }

    public long longValue() {
        return integerPart().longValue();
    }

    /* the integer part, or zero when |this| < 1 or the value is beyond any
       long (only the low bits are used by the narrowing conversions) */
    private BigInteger integerPart() {
        if (signum() == 0 || (long) precision() - scale <= 0)
            return BigInteger.ZERO;
        if (scale < -64)    /* a multiple of 2^64: every low bit is zero */
            return BigInteger.ZERO;
        return toBigInteger();
    }

    private BigInteger exactIntegral(int bits) {
        if (signum() == 0)
            return BigInteger.ZERO;
        if ((long) precision() - scale > 19)
            throw new ArithmeticException("Overflow");
        BigInteger v = toBigIntegerExact();
        if (v.bitLength() > 63 || v.bitLength() > bits)
            throw new ArithmeticException("Overflow");
        return v;
    }

    public long longValueExact() {
        return exactIntegral(63).longValue();
    }

    public int intValueExact() {
        return exactIntegral(31).intValue();
    }

    public short shortValueExact() {
        return (short) exactIntegral(15).intValue();
    }

    public byte byteValueExact() {
        return (byte) exactIntegral(7).intValue();
    }

    private double toBinary(int prec, int minExp, int maxExp) {
        int sign = signum();
        if (sign == 0)
            return 0.0;
        long adj = (long) precision() - scale;   /* 10^(adj-1) <= |v| < 10^adj */
        if (adj > 330)
            return sign < 0 ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        if (adj < -330)
            return sign < 0 ? -0.0 : 0.0;
        BigInteger a = intVal.abs();
        if (scale <= 0) {
            BigInteger n = a.multiply(tenPow(-(long) scale));
            return BigInteger.roundToBinary(sign, n.mag, false, 0, prec, minExp, maxExp);
        }
        BigInteger den = tenPow(scale);
        int k = den.bitLength() - a.bitLength() + prec + 3;
        BigInteger[] qr = k >= 0 ? a.shiftLeft(k).divideAndRemainder(den)
                                 : a.divideAndRemainder(den.shiftLeft(-k));
        return BigInteger.roundToBinary(sign, qr[0].mag, qr[1].signum != 0, -k, prec, minExp, maxExp);
    }

    public double doubleValue() {
        return toBinary(53, -1022, 1023);
    }

    public float floatValue() {
        return (float) toBinary(24, -126, 127);
    }
}
