// release8: skip (BigDecimal.sqrt and BigInteger.TWO are Java 9 API)
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Random;

/* java.math.BigDecimal: text forms, scales, every rounding mode, division
   and its preferred scales, MathContext arithmetic, sqrt, pow, conversions
   and the exception messages. */
public class LambdaMathBigDecimal {
    interface Op { Object run(); }

    static String show(Object o) {
        if (o instanceof BigDecimal) {
            BigDecimal b = (BigDecimal) o;
            return b + " [" + b.unscaledValue() + " scale " + b.scale() + "]";
        }
        if (o instanceof Object[]) {
            StringBuilder sb = new StringBuilder("{");
            for (Object x : (Object[]) o) sb.append(' ').append(show(x));
            return sb.append(" }").toString();
        }
        return String.valueOf(o);
    }

    static void p(String label, Op op) {
        String s;
        try {
            s = show(op.run());
        } catch (RuntimeException e) {
            s = e.getClass().getName() + ": " + e.getMessage();
        }
        System.out.println(label + " = " + s);
    }

    static BigDecimal dec(String s) { return new BigDecimal(s); }
    static String d(double x) { return Long.toHexString(Double.doubleToLongBits(x)); }
    static String f(float x) { return Integer.toHexString(Float.floatToIntBits(x)); }

    public static void main(String[] args) {
        // The rounding table of the RoundingMode documentation, and more
        String[] table = { "5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5", "0.5", "-0.5", "0.05", "9.999", "-9.995" };
        for (RoundingMode m : RoundingMode.values()) {
            StringBuilder sb = new StringBuilder(m + ":");
            for (String t : table) {
                try {
                    sb.append(' ').append(dec(t).setScale(0, m));
                } catch (ArithmeticException e) {
                    sb.append(" !").append(e.getMessage());
                }
                try {
                    sb.append('/').append(dec(t).setScale(2, m)).append('/').append(dec(t).round(new MathContext(1, m)));
                } catch (ArithmeticException e) {
                    sb.append(" !").append(e.getMessage());
                }
            }
            System.out.println(sb);
        }
        for (int rm = -1; rm <= 8; rm++) {
            final int k = rm;
            p("legacy mode " + rm, () -> RoundingMode.valueOf(k) + " " + dec("2.345").setScale(2, k) + " " + dec("10").divide(dec("3"), k));
        }

        // Text forms
        String[] texts = { "0", "-0", "0.00", "-0.000", "0E+3", "0E-9", "0E+1", "0E+2", "1", "-1", "123.456", "1E+3", "1.0E+3",
            "12E+3", "123E+3", "1234E+3", "1E-6", "1E-7", "0.000001", "0.0000001", "-1.23E-10", "123456789.987654321",
            "1E+2147483647", "1E-2147483647", "+5", ".5", "5.", "1e5", "1E-05", "00012.3400", "4.2E+00" };
        for (String t : texts) {
            final String s = t;
            p("text " + s, () -> {
                BigDecimal b = dec(s);
                return b.toString() + " | " + b.toEngineeringString() + " | "
                    + (Math.abs((long) b.scale()) < 100 ? b.toPlainString() : "-") + " | p=" + b.precision() + " s=" + b.scale()
                    + " sig=" + b.signum() + " hash=" + b.hashCode() + " strip=" + b.stripTrailingZeros();
            });
        }
        for (String t : new String[] { "", "-", ".", "1e", "abc", "1.2.3", "1e99999999999", "1E2147483648", "1e+", "--1", "1 ", "\u0661\u0662" }) {
            final String s = t;
            p("parse '" + s + "'", () -> dec(s));
        }
        p("char[] range", () -> new BigDecimal("xx12.50yy".toCharArray(), 2, 5));
        p("char[] bad range", () -> new BigDecimal("12".toCharArray(), 1, 5));

        // Doubles, exactly and through Double.toString
        for (double x : new double[] { 0.1, 0.5, -0.0, 0.0, 1e-300, 1.7976931348623157e308, 100, 0.25, -2.5e-5, 1234567.125 }) {
            final double v = x;
            p("double " + v, () -> new BigDecimal(v).precision() + " " + new BigDecimal(v).scale() + " " + BigDecimal.valueOf(v) + " " + new BigDecimal(v, MathContext.DECIMAL64));
        }
        p("double 0.1 exact", () -> new BigDecimal(0.1));
        p("double NaN", () -> new BigDecimal(Double.NaN));
        p("double Inf", () -> new BigDecimal(Double.NEGATIVE_INFINITY));

        // Conversions back (bit patterns: see LambdaMathBigInteger)
        for (String t : new String[] { "0.1", "1E-400", "1E+400", "-2.5E-324", "4.9E-324", "2.4703282292062328E-324", "2.4703282292062327E-324",
                "1.7976931348623158E+308", "3.4028235677973366E+38", "1.4E-45", "9007199254740993", "123.456", "-0.000", "1E+20" }) {
            final BigDecimal b = dec(t);
            p("to binary " + t, () -> d(b.doubleValue()) + " " + f(b.floatValue()) + " " + b.intValue() + " " + b.longValue() + " " + b.toBigInteger().bitLength());
        }
        for (String t : new String[] { "1.5", "-128", "127", "-129", "32767.0", "2147483648", "-2147483648", "9223372036854775807", "9223372036854775808", "1E+19", "1E+20", "12345678901234567890.5", "0.000" }) {
            final BigDecimal b = dec(t);
            p("exact " + t, () -> b.toBigIntegerExact());
            p("exact long " + t, () -> b.longValueExact());
            p("exact int " + t, () -> b.intValueExact());
            p("exact short " + t, () -> b.shortValueExact());
            p("exact byte " + t, () -> b.byteValueExact());
        }

        // Exact operations and their scales
        final BigDecimal[] ops = { dec("0"), dec("0.00"), dec("1"), dec("-3"), dec("2.50"), dec("1E+3"), dec("-0.0007"), dec("123.456"), dec("7E-10"), dec("99999999999999999999.99") };
        for (int i = 0; i < ops.length; i++) {
            for (int j = 0; j < ops.length; j++) {
                final BigDecimal a = ops[i], b = ops[j];
                String l = a + " , " + b;
                p(l + " add", () -> a.add(b));
                p(l + " sub", () -> a.subtract(b));
                p(l + " mul", () -> a.multiply(b));
                p(l + " div", () -> a.divide(b));
                p(l + " div HALF_UP", () -> a.divide(b, RoundingMode.HALF_UP));
                p(l + " div 5 FLOOR", () -> a.divide(b, 5, RoundingMode.FLOOR));
                p(l + " div DECIMAL32", () -> a.divide(b, MathContext.DECIMAL32));
                p(l + " divToInt", () -> a.divideToIntegralValue(b));
                p(l + " divAndRem", () -> a.divideAndRemainder(b));
                p(l + " divAndRem mc3", () -> a.divideAndRemainder(b, new MathContext(3)));
                p(l + " cmp", () -> a.compareTo(b) + " " + a.equals(b) + " " + a.min(b) + " " + a.max(b));
                p(l + " add mc2", () -> a.add(b, new MathContext(2, RoundingMode.HALF_EVEN)));
            }
        }
        p("1/8", () -> dec("1").divide(dec("8")));
        p("1/3", () -> dec("1").divide(dec("3")));
        p("1.00/4", () -> dec("1.00").divide(dec("4")));
        p("6E+2/2.0", () -> dec("6E+2").divide(dec("2.0")));
        p("1/32768", () -> dec("1").divide(dec("32768")));
        p("29999/30000 mc3", () -> dec("29999").divide(dec("30000"), new MathContext(3)));
        p("2.0000/2 mc3", () -> dec("2.0000").divide(dec("2"), new MathContext(3)));
        p("10 / 0.0001 toInt mc2", () -> dec("10").divideToIntegralValue(dec("0.0001"), new MathContext(2)));
        p("12345 / 1 toInt mc2", () -> dec("12345").divideToIntegralValue(dec("1"), new MathContext(2)));
        p("1/0", () -> dec("1").divide(dec("0")));
        p("0/0", () -> dec("0").divide(dec("0")));
        p("1/0 scale", () -> dec("1").divide(dec("0"), 2, RoundingMode.UP));
        p("1/3 UNNECESSARY", () -> dec("1").divide(dec("3"), 5, RoundingMode.UNNECESSARY));

        // Powers and roots
        for (int n : new int[] { 0, 1, 2, 5, 17, -1, -3 }) {
            final int k = n;
            p("1.1^" + k, () -> dec("1.1").pow(k));
            p("1.1^" + k + " mc5", () -> dec("1.1").pow(k, new MathContext(5)));
            p("-3.7^" + k + " DECIMAL32", () -> dec("-3.7").pow(k, MathContext.DECIMAL32));
        }
        p("pow 1000000000", () -> dec("1").pow(1000000000));
        p("pow 12345 mc3", () -> dec("1.0001").pow(12345, new MathContext(3)));
        for (String t : new String[] { "0", "0.00", "4", "4.00", "4.0000", "1E+2", "2", "0.01", "1E-9", "152.2756", "12345678901234567890", "-4" }) {
            final BigDecimal b = dec(t);
            for (RoundingMode m : RoundingMode.values()) {
                final MathContext mc = new MathContext(8, m);
                p("sqrt " + t + " " + m, () -> b.sqrt(mc));
            }
            p("sqrt " + t + " exact", () -> b.sqrt(MathContext.UNLIMITED));
            p("sqrt " + t + " mc2", () -> b.sqrt(new MathContext(2)));
        }

        // Scales
        final BigDecimal s = dec("-123.4500");
        for (int n = -6; n <= 6; n += 3) {
            final int k = n;
            p("scale " + k, () -> s.movePointLeft(k) + " " + s.movePointRight(k) + " " + s.scaleByPowerOfTen(k) + " " + s.setScale(k, RoundingMode.HALF_EVEN) + " " + s.setScale(k, RoundingMode.CEILING));
        }
        p("setScale UNNECESSARY", () -> s.setScale(1));
        p("setScale bad mode", () -> s.setScale(1, 42));
        p("ulp", () -> s.ulp() + " " + dec("1E+5").ulp());
        p("overflow", () -> dec("1E+2147483647").multiply(dec("1E+10")));
        p("underflow", () -> dec("1E-2147483647").multiply(dec("1E-10")));
        p("scale clamp", () -> dec("1E-2147483647").scaleByPowerOfTen(-10));

        // MathContext
        p("mc", () -> MathContext.DECIMAL32 + " | " + MathContext.DECIMAL64 + " | " + MathContext.DECIMAL128 + " | " + MathContext.UNLIMITED + " | " + new MathContext(5));
        p("mc parse", () -> new MathContext("precision=9 roundingMode=FLOOR") + " " + new MathContext("precision=9 roundingMode=FLOOR").equals(new MathContext(9, RoundingMode.FLOOR)));
        p("mc parse bad", () -> new MathContext("precision=9"));
        p("mc negative", () -> new MathContext(-1));
        p("constants", () -> BigDecimal.ZERO + " " + BigDecimal.ONE + " " + BigDecimal.TEN + " " + BigDecimal.valueOf(12345, 3) + " " + BigDecimal.valueOf(-5, -2));

        // Seeded random operations in every rounding mode
        Random rnd = new Random(2024);
        RoundingMode[] modes = RoundingMode.values();
        for (int i = 0; i < 120; i++) {
            final BigDecimal a = new BigDecimal(new BigInteger(1 + rnd.nextInt(120), rnd).subtract(BigInteger.ONE.shiftLeft(rnd.nextInt(100))), rnd.nextInt(40) - 20);
            final BigDecimal b = new BigDecimal(new BigInteger(1 + rnd.nextInt(90), rnd).add(BigInteger.ONE), rnd.nextInt(40) - 20);
            final MathContext mc = new MathContext(1 + rnd.nextInt(30), modes[rnd.nextInt(modes.length - 1)]);
            final int sc = rnd.nextInt(30) - 10;
            String l = "r" + i + " " + a + " " + b + " " + mc;
            p(l + " +", () -> a.add(b, mc));
            p(l + " -", () -> a.subtract(b, mc));
            p(l + " *", () -> a.multiply(b, mc));
            p(l + " /", () -> a.divide(b, mc));
            p(l + " / sc " + sc, () -> a.divide(b, sc, mc.getRoundingMode()));
            p(l + " //", () -> a.divideToIntegralValue(b, mc));
            p(l + " %", () -> a.remainder(b, mc));
            p(l + " sqrt", () -> a.abs().sqrt(mc));
            p(l + " pow", () -> a.pow(3, mc));
            p(l + " round", () -> a.round(mc) + " " + a.setScale(sc, mc.getRoundingMode()) + " " + a.stripTrailingZeros() + " " + a.toEngineeringString());
            p(l + " binary", () -> d(a.doubleValue()) + " " + f(a.floatValue()) + " " + a.longValue());
        }
    }
}
