import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.text.*;
import java.util.Locale;

/* java.text number formats in the US/ROOT locales: DecimalFormat patterns,
   rounding, grouping, exponents, affixes, parsing; NumberFormat factories;
   ChoiceFormat; MessageFormat with number and choice arguments. */
public class TextNumberFormat {
    static void fmt(String pattern, Object... vals) {
        DecimalFormat df = new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.US));
        StringBuilder sb = new StringBuilder("'" + pattern + "' -> '" + df.toPattern() + "':");
        for (Object v : vals) {
            try {
                sb.append(" [").append(df.format(v)).append(']');
            } catch (RuntimeException e) {
                sb.append(" !").append(e.getClass().getName());
            }
        }
        System.out.println(sb);
    }

    static void parse(NumberFormat nf, String s) {
        ParsePosition pp = new ParsePosition(0);
        Object r = nf.parse(s, pp);
        System.out.println("parse '" + s + "' = " + r + (r == null ? "" : " (" + r.getClass().getName() + ")") + " index=" + pp.getIndex() + " error=" + pp.getErrorIndex());
    }

    public static void main(String[] args) throws Exception {
        Object[] common = { 0, 1, -1, 12, 1234, -1234567, 0.5, 1.005, 0.125, 0.15, 0.25, 0.35, -0.001, 123456.789, 1e-7, 9.995, Long.MAX_VALUE, -0.0,
                            new BigDecimal("12345.6789"), new BigInteger("-98765432109876543210"), 1e20, 3.0e-5 };
        String[] patterns = { "#,##0.###", "0.00", "#", "#.##", "0", "00000", "#,##0", "#,##,###", "###0.0#", ".00", "#.", "0.0%",
            "'#'0", "'x'#.#'y'", "#,##0.00;(#,##0.00)", "+0;-0", "0.###E0", "00.###E0", "##0.#####E0", "0E00", "#,##0.0#;#", "0.00 'units'", "'it''s' 0" };
        for (String p : patterns) fmt(p, common);

        DecimalFormat df = new DecimalFormat("#,##0.00", DecimalFormatSymbols.getInstance(Locale.US));
        for (RoundingMode m : RoundingMode.values()) {
            if (m == RoundingMode.UNNECESSARY) continue;
            df.setRoundingMode(m);
            StringBuilder sb = new StringBuilder(m + ":");
            for (double d : new double[] { 1.005, 1.015, 1.025, -1.005, 2.675, 0.125, -0.125, 1.1, -1.1, 5.555 })
                sb.append(' ').append(df.format(d));
            System.out.println(sb);
        }
        df = new DecimalFormat("0.0", DecimalFormatSymbols.getInstance(Locale.US));
        df.setMinimumIntegerDigits(3);
        df.setMaximumFractionDigits(4);
        df.setMinimumFractionDigits(2);
        df.setGroupingUsed(true);
        df.setGroupingSize(2);
        df.setPositivePrefix("<");
        df.setNegativeSuffix(">neg");
        df.setDecimalSeparatorAlwaysShown(true);
        System.out.println(df.toPattern() + " " + df.format(1) + " " + df.format(-123456.78901) + " " + df.format(7L));
        df.setMaximumIntegerDigits(2);
        System.out.println(df.toPattern() + " " + df.format(123456) + " " + df.getMaximumIntegerDigits() + " " + df.getMinimumIntegerDigits());
        df.setMultiplier(1000);
        System.out.println(df.format(1.5) + " " + df.getMultiplier());

        NumberFormat nf = NumberFormat.getInstance(Locale.US);
        System.out.println(nf.format(1234567.891) + " " + nf.format(-0.0001) + " " + nf.format(42L) + " " + ((DecimalFormat) nf).toPattern());
        NumberFormat inf = NumberFormat.getIntegerInstance(Locale.US);
        System.out.println(inf.format(2.5) + " " + inf.format(3.5) + " " + inf.format(-1234.5) + " " + ((DecimalFormat) inf).toPattern() + " " + inf.isParseIntegerOnly());
        NumberFormat pf = NumberFormat.getPercentInstance(Locale.US);
        System.out.println(pf.format(0.256) + " " + pf.format(-1.5) + " " + pf.format(12) + " " + ((DecimalFormat) pf).toPattern());
        NumberFormat cf = NumberFormat.getCurrencyInstance(Locale.US);
        System.out.println(cf.format(1234.5) + " " + cf.format(-0.125) + " " + cf.getMaximumFractionDigits());
        NumberFormat rf = NumberFormat.getNumberInstance(Locale.ROOT);
        System.out.println(rf.format(1234567.891) + " " + ((DecimalFormat) rf).toPattern());
        nf.setMaximumFractionDigits(1);
        nf.setGroupingUsed(false);
        System.out.println(nf.format(9876543.21) + " " + nf.getMaximumFractionDigits() + " " + nf.isGroupingUsed());

        NumberFormat p = NumberFormat.getInstance(Locale.US);
        for (String s : new String[] { "1,234.5", "-42", "12abc", "abc", "3.0", "1E3", "-0", "0.000", "9223372036854775807", "9223372036854775808", "1,2,3", ".5", "" })
            parse(p, s);
        parse(NumberFormat.getPercentInstance(Locale.US), "45%");
        parse(NumberFormat.getPercentInstance(Locale.US), "45");
        parse(NumberFormat.getIntegerInstance(Locale.US), "12.75");
        parse(new DecimalFormat("#,##0.00;(#,##0.00)", DecimalFormatSymbols.getInstance(Locale.US)), "(1,234.50)");
        DecimalFormat bd = new DecimalFormat("#.#", DecimalFormatSymbols.getInstance(Locale.US));
        bd.setParseBigDecimal(true);
        parse(bd, "123.4500");
        try {
            p.parse("x1");
        } catch (ParseException e) {
            System.out.println("ParseException: " + e.getMessage() + " at " + e.getErrorOffset());
        }
        System.out.println(p.parse("77").getClass().getName());

        ChoiceFormat ch = new ChoiceFormat("-1#negative|0#zero or fraction|1#one|1<more than one|100#many");
        for (double d : new double[] { -5, -1, 0, 0.5, 1, 1.0001, 99, 100, 1e9, Double.NaN })
            System.out.println("choice " + d + " = " + ch.format(d));
        System.out.println(ch.toPattern());
        System.out.println(ChoiceFormat.nextDouble(1.0) + " " + ChoiceFormat.previousDouble(1.0) + " " + (ChoiceFormat.nextDouble(0.0) == Double.MIN_VALUE));
        ChoiceFormat ch2 = new ChoiceFormat(new double[] { 0, 1, 2 }, new String[] { "none", "single", "multiple" });
        System.out.println(ch2.format(0) + " " + ch2.format(1) + " " + ch2.format(5) + " " + ch2.toPattern());
        System.out.println(ch2.parse("single", new ParsePosition(0)));

        Object[][] margs = {
            { "disk", 3, 1234.5 }, { "file", 0, -1 }, { "x", 1, 0.125 }, { null, 1273, 1e10 },
        };
        String[] mpatterns = {
            "The {0} has {1,number,integer} files totalling {2,number,#.#} bytes.",
            "There {1,choice,0#are no files|1#is one file|1<are {1,number,integer} files}.",
            "{2,number,percent} of {0}; '{'quoted'}' and it''s {1}",
            "{1} {2} {0} {1,number} {2,number,0.000E0}",
        };
        for (String mp : mpatterns) {
            MessageFormat mf = new MessageFormat(mp, Locale.US);
            System.out.println("pattern: " + mf.toPattern());
            for (Object[] a : margs) System.out.println("  " + mf.format(a));
        }
        System.out.println(MessageFormat.format("{0} + {0} = {1}", 2, 4));
        System.out.println(MessageFormat.format("no args, '{0}' quoted, {1} missing", "x"));
        try {
            new MessageFormat("{0");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            new MessageFormat("{x}");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        MessageFormat mf = new MessageFormat("{0}-{1,number,integer}", Locale.US);
        Object[] parsed = mf.parse("abc-1,234");
        System.out.println(parsed.length + " " + parsed[0] + " " + parsed[1] + " " + parsed[1].getClass().getName());
        FieldPosition fp = new FieldPosition(NumberFormat.INTEGER_FIELD);
        StringBuffer sb = new DecimalFormat("#,##0.00", DecimalFormatSymbols.getInstance(Locale.US)).format(-1234.5, new StringBuffer(">"), fp);
        System.out.println(sb + " " + fp.getBeginIndex() + " " + fp.getEndIndex());
        fp = new FieldPosition(NumberFormat.FRACTION_FIELD);
        sb = new DecimalFormat("#,##0.00", DecimalFormatSymbols.getInstance(Locale.US)).format(-1234.5, new StringBuffer(">"), fp);
        System.out.println(sb + " " + fp.getBeginIndex() + " " + fp.getEndIndex());
        System.out.println(new ParsePosition(3));
    }
}
