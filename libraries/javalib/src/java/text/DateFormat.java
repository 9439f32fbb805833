package java.text;

import java.util.Calendar;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/**
 * Base of the date formats and the factories for the locale's styles (the
 * patterns of the JDK 17 CLDR data for English and for the root locale).
 */
public abstract class DateFormat extends Format {
    private static final long serialVersionUID = 7218322306649953788L;

    public static final int FULL = 0, LONG = 1, MEDIUM = 2, SHORT = 3, DEFAULT = MEDIUM;
    public static final int ERA_FIELD = 0, YEAR_FIELD = 1, MONTH_FIELD = 2, DATE_FIELD = 3, HOUR_OF_DAY1_FIELD = 4,
        HOUR_OF_DAY0_FIELD = 5, MINUTE_FIELD = 6, SECOND_FIELD = 7, MILLISECOND_FIELD = 8, DAY_OF_WEEK_FIELD = 9,
        DAY_OF_YEAR_FIELD = 10, DAY_OF_WEEK_IN_MONTH_FIELD = 11, WEEK_OF_YEAR_FIELD = 12, WEEK_OF_MONTH_FIELD = 13,
        AM_PM_FIELD = 14, HOUR1_FIELD = 15, HOUR0_FIELD = 16, TIMEZONE_FIELD = 17;

    private static final String[] EN_DATE = { "EEEE, MMMM d, y", "MMMM d, y", "MMM d, y", "M/d/yy" };
    private static final String[] EN_TIME = { "h:mm:ss a zzzz", "h:mm:ss a z", "h:mm:ss a", "h:mm a" };
    private static final String[] ROOT_DATE = { "y MMMM d, EEEE", "y MMMM d", "y MMM d", "y-MM-dd" };
    private static final String[] ROOT_TIME = { "HH:mm:ss zzzz", "HH:mm:ss z", "HH:mm:ss", "HH:mm" };

    protected Calendar calendar;
    protected NumberFormat numberFormat;

    protected DateFormat() {
    }

    public final StringBuffer format(Object obj, StringBuffer toAppendTo, FieldPosition fieldPosition) {
        if (obj instanceof Date)
            return format((Date) obj, toAppendTo, fieldPosition);
        if (obj instanceof Number)
            return format(new Date(((Number) obj).longValue()), toAppendTo, fieldPosition);
        throw new IllegalArgumentException("Cannot format given Object as a Date");
    }

    public abstract StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition fieldPosition);

    public final String format(Date date) {
        return format(date, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public Date parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Date result = parse(source, pos);
        if (pos.getIndex() == 0)
            throw new ParseException("Unparseable date: \"" + source + "\"", pos.getErrorIndex());
        return result;
    }

    public abstract Date parse(String source, ParsePosition pos);

    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    private static boolean root(Locale l) {
        return l.getLanguage().isEmpty();
    }

    private static void checkStyle(int style) {
        if (style < FULL || style > SHORT)
            throw new IllegalArgumentException("Illegal date style " + style);
    }

    public static final DateFormat getTimeInstance() {
        return getTimeInstance(DEFAULT, Locale.getDefault());
    }

    public static final DateFormat getTimeInstance(int style) {
        return getTimeInstance(style, Locale.getDefault());
    }

    public static final DateFormat getTimeInstance(int style, Locale aLocale) {
        checkStyle(style);
        return new SimpleDateFormat((root(aLocale) ? ROOT_TIME : EN_TIME)[style], aLocale);
    }

    public static final DateFormat getDateInstance() {
        return getDateInstance(DEFAULT, Locale.getDefault());
    }

    public static final DateFormat getDateInstance(int style) {
        return getDateInstance(style, Locale.getDefault());
    }

    public static final DateFormat getDateInstance(int style, Locale aLocale) {
        checkStyle(style);
        return new SimpleDateFormat((root(aLocale) ? ROOT_DATE : EN_DATE)[style], aLocale);
    }

    public static final DateFormat getDateTimeInstance() {
        return getDateTimeInstance(DEFAULT, DEFAULT, Locale.getDefault());
    }

    public static final DateFormat getDateTimeInstance(int dateStyle, int timeStyle) {
        return getDateTimeInstance(dateStyle, timeStyle, Locale.getDefault());
    }

    public static final DateFormat getDateTimeInstance(int dateStyle, int timeStyle, Locale aLocale) {
        checkStyle(dateStyle);
        checkStyle(timeStyle);
        boolean r = root(aLocale);
        String d = (r ? ROOT_DATE : EN_DATE)[dateStyle], t = (r ? ROOT_TIME : EN_TIME)[timeStyle];
        String glue = r ? " " : dateStyle <= LONG ? " 'at' " : ", ";
        return new SimpleDateFormat(d + glue + t, aLocale);
    }

    public static final DateFormat getInstance() {
        return getDateTimeInstance(SHORT, SHORT, Locale.getDefault());
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] { Locale.ROOT, Locale.ENGLISH, Locale.US };
    }

    public void setCalendar(Calendar newCalendar) {
        calendar = newCalendar;
    }

    public Calendar getCalendar() {
        return calendar;
    }

    public void setNumberFormat(NumberFormat newNumberFormat) {
        numberFormat = newNumberFormat;
    }

    public NumberFormat getNumberFormat() {
        return numberFormat;
    }

    public void setTimeZone(TimeZone zone) {
        calendar.setTimeZone(zone);
    }

    public TimeZone getTimeZone() {
        return calendar.getTimeZone();
    }

    public void setLenient(boolean lenient) {
        calendar.setLenient(lenient);
    }

    public boolean isLenient() {
        return calendar.isLenient();
    }

    public int hashCode() {
        return numberFormat.hashCode();
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof DateFormat))
            return false;
        DateFormat o = (DateFormat) obj;
        return calendar.getTimeZone().equals(o.calendar.getTimeZone()) && calendar.isLenient() == o.calendar.isLenient();
    }

    public Object clone() {
        DateFormat o = (DateFormat) super.clone();
        o.calendar = (Calendar) calendar.clone();
        o.numberFormat = (NumberFormat) numberFormat.clone();
        return o;
    }
}
