package java.text;

import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Locale;

/** Base of the number formats and the factories for the locale's formats. */
public abstract class NumberFormat extends Format {
    private static final long serialVersionUID = -2308460125733713944L;

    public static final int INTEGER_FIELD = 0;
    public static final int FRACTION_FIELD = 1;

    private boolean groupingUsed = true;
    private int maximumIntegerDigits = 40;
    private int minimumIntegerDigits = 1;
    private int maximumFractionDigits = 3;
    private int minimumFractionDigits = 0;
    private boolean parseIntegerOnly = false;

    protected NumberFormat() {
    }

    public StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof Long || number instanceof Integer || number instanceof Short
            || number instanceof Byte || number instanceof java.util.concurrent.atomic.AtomicInteger
            || number instanceof java.util.concurrent.atomic.AtomicLong
            || (number instanceof BigInteger && ((BigInteger) number).bitLength() < 64))
            return format(((Number) number).longValue(), toAppendTo, pos);
        if (number instanceof Number)
            return format(((Number) number).doubleValue(), toAppendTo, pos);
        throw new IllegalArgumentException("Cannot format given Object as a Number");
    }

    public final Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public final String format(double number) {
        return format(number, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public final String format(long number) {
        return format(number, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public abstract StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition pos);

    public abstract StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition pos);

    public abstract Number parse(String source, ParsePosition parsePosition);

    public Number parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Number result = parse(source, pos);
        if (pos.getIndex() == 0)
            throw new ParseException("Unparseable number: \"" + source + "\"", pos.getErrorIndex());
        return result;
    }

    public boolean isParseIntegerOnly() {
        return parseIntegerOnly;
    }

    public void setParseIntegerOnly(boolean value) {
        parseIntegerOnly = value;
    }

    // Factories: the patterns of the JDK's English/root CLDR data

    public static final NumberFormat getInstance() {
        return getNumberInstance(Locale.getDefault());
    }

    public static NumberFormat getInstance(Locale inLocale) {
        return getNumberInstance(inLocale);
    }

    public static final NumberFormat getNumberInstance() {
        return getNumberInstance(Locale.getDefault());
    }

    public static NumberFormat getNumberInstance(Locale inLocale) {
        return new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(inLocale));
    }

    public static final NumberFormat getIntegerInstance() {
        return getIntegerInstance(Locale.getDefault());
    }

    public static NumberFormat getIntegerInstance(Locale inLocale) {
        DecimalFormat f = new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(inLocale));
        f.setParseIntegerOnly(true);
        return f;
    }

    public static final NumberFormat getCurrencyInstance() {
        return getCurrencyInstance(Locale.getDefault());
    }

    public static NumberFormat getCurrencyInstance(Locale inLocale) {
        return new DecimalFormat("\u00a4#,##0.00", DecimalFormatSymbols.getInstance(inLocale));
    }

    public static final NumberFormat getPercentInstance() {
        return getPercentInstance(Locale.getDefault());
    }

    public static NumberFormat getPercentInstance(Locale inLocale) {
        return new DecimalFormat("#,##0%", DecimalFormatSymbols.getInstance(inLocale));
    }

    public static Locale[] getAvailableLocales() {
        return DecimalFormatSymbols.getAvailableLocales();
    }

    public int hashCode() {
        return maximumIntegerDigits * 37 + maximumFractionDigits;
    }

    public boolean equals(Object obj) {
        if (obj == null || obj.getClass() != getClass())
            return false;
        NumberFormat o = (NumberFormat) obj;
        return maximumIntegerDigits == o.maximumIntegerDigits && minimumIntegerDigits == o.minimumIntegerDigits
            && maximumFractionDigits == o.maximumFractionDigits && minimumFractionDigits == o.minimumFractionDigits
            && groupingUsed == o.groupingUsed && parseIntegerOnly == o.parseIntegerOnly;
    }

    public Object clone() {
        return super.clone();
    }

    public boolean isGroupingUsed() {
        return groupingUsed;
    }

    public void setGroupingUsed(boolean newValue) {
        groupingUsed = newValue;
    }

    public int getMaximumIntegerDigits() {
        return maximumIntegerDigits;
    }

    public void setMaximumIntegerDigits(int newValue) {
        maximumIntegerDigits = Math.max(0, newValue);
        if (minimumIntegerDigits > maximumIntegerDigits)
            minimumIntegerDigits = maximumIntegerDigits;
    }

    public int getMinimumIntegerDigits() {
        return minimumIntegerDigits;
    }

    public void setMinimumIntegerDigits(int newValue) {
        minimumIntegerDigits = Math.max(0, newValue);
        if (minimumIntegerDigits > maximumIntegerDigits)
            maximumIntegerDigits = minimumIntegerDigits;
    }

    public int getMaximumFractionDigits() {
        return maximumFractionDigits;
    }

    public void setMaximumFractionDigits(int newValue) {
        maximumFractionDigits = Math.max(0, newValue);
        if (maximumFractionDigits < minimumFractionDigits)
            minimumFractionDigits = maximumFractionDigits;
    }

    public int getMinimumFractionDigits() {
        return minimumFractionDigits;
    }

    public void setMinimumFractionDigits(int newValue) {
        minimumFractionDigits = Math.max(0, newValue);
        if (maximumFractionDigits < minimumFractionDigits)
            maximumFractionDigits = minimumFractionDigits;
    }

    public RoundingMode getRoundingMode() {
        throw new UnsupportedOperationException();
    }

    public void setRoundingMode(RoundingMode roundingMode) {
        throw new UnsupportedOperationException();
    }

    /** The fields of formatted numbers. */
    public static class Field extends Format.Field {
        private static final long serialVersionUID = 7494728892700160890L;

        public static final Field INTEGER = new Field("integer");
        public static final Field FRACTION = new Field("fraction");
        public static final Field EXPONENT = new Field("exponent");
        public static final Field DECIMAL_SEPARATOR = new Field("decimal separator");
        public static final Field SIGN = new Field("sign");
        public static final Field GROUPING_SEPARATOR = new Field("grouping separator");
        public static final Field EXPONENT_SYMBOL = new Field("exponent symbol");
        public static final Field PERCENT = new Field("percent");
        public static final Field PERMILLE = new Field("per mille");
        public static final Field CURRENCY = new Field("currency");
        public static final Field EXPONENT_SIGN = new Field("exponent sign");

        protected Field(String name) {
            super(name);
        }
    }
}
