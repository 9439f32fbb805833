package java.time.format;

import java.io.IOException;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQuery;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Formats dates and times, and parses them, for the ISO formatters and for
 * patterns of the letters G u y D M L d Q q E e c a h K k H m s S n (English
 * texts only).  Parsing is strict about widths (as the JDK's default); the
 * resolver handles year/month/day, year/day-of-year and the time fields.
 */
public final class DateTimeFormatter {

    // ---------------------------------------------------------------- elements

    /** One piece of a format: prints itself and parses itself. */
    abstract static class Element {
        /** Appends the text; false when a field is missing (optional sections drop their output). */
        abstract boolean format(TemporalAccessor t, StringBuilder sb, boolean optional);

        /** Parses at pos; returns the new position or ~pos of the error. */
        abstract int parse(Parsed p, CharSequence text, int pos);

        /** Fixed width of a numeric element for adjacent parsing, or -1. */
        int fixedWidth() {
            return -1;
        }
    }

    static long fieldValue(TemporalAccessor t, TemporalField field, boolean optional) {
        if (optional && !t.isSupported(field)) {
            return Long.MIN_VALUE;
        }
        return t.getLong(field);
    }

    static final class CharLiteral extends Element {
        final char c;

        CharLiteral(char c) {
            this.c = c;
        }

        boolean format(TemporalAccessor t, StringBuilder sb, boolean optional) {
            sb.append(c);
            return true;
        }

        int parse(Parsed p, CharSequence text, int pos) {
            if (pos >= text.length()) {
                return ~pos;
            }
            char ch = text.charAt(pos);
            if (ch != c && !(p.caseInsensitive
                    && Character.toUpperCase(ch) == Character.toUpperCase(c))) {
                return ~pos;
            }
            return pos + 1;
        }

        public String toString() {
            return c == '\'' ? "''" : "'" + c + "'";
        }
    }

    static final class StringLiteral extends Element {
        final String s;

        StringLiteral(String s) {
            this.s = s;
        }

        boolean format(TemporalAccessor t, StringBuilder sb, boolean optional) {
            sb.append(s);
            return true;
        }

        int parse(Parsed p, CharSequence text, int pos) {
            if (pos + s.length() > text.length()) {
                return ~pos;
            }
            String part = text.subSequence(pos, pos + s.length()).toString();
            if (p.caseInsensitive ? !part.equalsIgnoreCase(s) : !part.equals(s)) {
                return ~pos;
            }
            return pos + s.length();
        }

        public String toString() {
            return "'" + s.replace("'", "''") + "'";
        }
    }

    static final class NumberValue extends Element {
        final TemporalField field;
        final int minWidth;
        final int maxWidth;
        final SignStyle sign;
        /** Digits the following adjacent fixed-width elements need. */
        int reserved;

        NumberValue(TemporalField field, int minWidth, int maxWidth, SignStyle sign) {
            this.field = field;
            this.minWidth = minWidth;
            this.maxWidth = maxWidth;
            this.sign = sign;
        }

        int fixedWidth() {
            return minWidth == maxWidth && sign == SignStyle.NOT_NEGATIVE ? minWidth : -1;
        }

        boolean format(TemporalAccessor t, StringBuilder sb, boolean optional) {
            long value = fieldValue(t, field, optional);
            if (optional && value == Long.MIN_VALUE && !t.isSupported(field)) {
                return false;
            }
            String str = value == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(Math.abs(value));
            if (str.length() > maxWidth) {
                throw new DateTimeException("Field " + field + " cannot be printed as the value " + value
                        + " exceeds the maximum print width of " + maxWidth);
            }
            if (value >= 0) {
                if (sign == SignStyle.EXCEEDS_PAD) {
                    if (minWidth < 19 && str.length() > minWidth) {
                        sb.append('+');
                    }
                } else if (sign == SignStyle.ALWAYS) {
                    sb.append('+');
                }
            } else {
                if (sign == SignStyle.NORMAL || sign == SignStyle.EXCEEDS_PAD || sign == SignStyle.ALWAYS) {
                    sb.append('-');
                } else {
                    throw new DateTimeException("Field " + field + " cannot be printed as the value " + value
                            + " cannot be negative according to the SignStyle");
                }
            }
            for (int i = str.length(); i < minWidth; i++) {
                sb.append('0');
            }
            sb.append(str);
            return true;
        }

        int parse(Parsed p, CharSequence text, int pos) {
            int len = text.length();
            if (pos >= len) {
                return ~pos;
            }
            int start = pos;
            boolean negative = false;
            boolean positive = false;
            char ch = text.charAt(pos);
            if (ch == '+') {
                if (sign != SignStyle.EXCEEDS_PAD && sign != SignStyle.ALWAYS) {
                    return ~pos;
                }
                positive = true;
                pos++;
            } else if (ch == '-') {
                if (sign != SignStyle.EXCEEDS_PAD && sign != SignStyle.ALWAYS && sign != SignStyle.NORMAL) {
                    return ~pos;
                }
                negative = true;
                pos++;
            } else if (sign == SignStyle.ALWAYS) {
                return ~pos;
            }
            int run = 0;
            while (pos + run < len && Character.isDigit(text.charAt(pos + run))) {
                run++;
            }
            int max = maxWidth;
            if (reserved > 0 && run - reserved < max) {
                max = Math.max(run - reserved, minWidth);
            }
            int digits = Math.min(run, max);
            if (digits < minWidth) {
                return ~start;
            }
            if (sign == SignStyle.EXCEEDS_PAD) {
                if (positive && digits <= minWidth) {
                    return ~start;
                }
                if (!positive && !negative && digits > minWidth) {
                    return ~start;
                }
            }
            long value = 0;
            for (int i = 0; i < digits; i++) {
                int dv = Character.digit(text.charAt(pos + i), 10);
                if (value > (Long.MAX_VALUE - dv) / 10) {
                    return ~start;
                }
                value = value * 10 + dv;
            }
            if (negative) {
                if (value == 0) {
                    return ~start;   // "-0" is not allowed in strict parsing
                }
                value = -value;
            }
            if (!p.put(field, value)) {
                return ~start;
            }
            return pos + digits;
        }

        public String toString() {
            if (minWidth == 1 && maxWidth == 19 && sign == SignStyle.NORMAL) {
                return "Value(" + field + ")";
            }
            if (minWidth == maxWidth && sign == SignStyle.NOT_NEGATIVE) {
                return "Value(" + field + "," + minWidth + ")";
            }
            return "Value(" + field + "," + minWidth + "," + maxWidth + "," + sign + ")";
        }
    }

    /** Two-digit year with base 2000 ("yy"). */
    static final class ReducedValue extends Element {
        final TemporalField field;

        ReducedValue(TemporalField field) {
            this.field = field;
        }

        int fixedWidth() {
            return 2;
        }

        boolean format(TemporalAccessor t, StringBuilder sb, boolean optional) {
            if (optional && !t.isSupported(field)) {
                return false;
            }
            long v = Math.abs(t.getLong(field) % 100);
            sb.append(v < 10 ? "0" : "").append(v);
            return true;
        }

        int parse(Parsed p, CharSequence text, int pos) {
            if (pos + 2 > text.length() || !Character.isDigit(text.charAt(pos))
                    || !Character.isDigit(text.charAt(pos + 1))) {
                return ~pos;
            }
            int v = Character.digit(text.charAt(pos), 10) * 10 + Character.digit(text.charAt(pos + 1), 10);
            if (!p.put(field, 2000 + v)) {
                return ~pos;
            }
            return pos + 2;
        }

        public String toString() {
            return "ReducedValue(" + field + ",2,2,2000-01-01)";
        }
    }

    static final class Fraction extends Element {
        final int minWidth;
        final int maxWidth;
        final boolean decimalPoint;

        Fraction(int minWidth, int maxWidth, boolean decimalPoint) {
            this.minWidth = minWidth;
            this.maxWidth = maxWidth;
            this.decimalPoint = decimalPoint;
        }

        int fixedWidth() {
            return !decimalPoint && minWidth == maxWidth ? minWidth : -1;
        }

        boolean format(TemporalAccessor t, StringBuilder sb, boolean optional) {
            if (optional && !t.isSupported(ChronoField.NANO_OF_SECOND)) {
                return false;
            }
            long nano = t.getLong(ChronoField.NANO_OF_SECOND);
            ChronoField.NANO_OF_SECOND.checkValidValue(nano);
            String digits = Long.toString(nano + 1000000000L).substring(1);
            int n = maxWidth;
            while (n > minWidth && digits.charAt(n - 1) == '0') {
                n--;
            }
            if (n == 0) {
                if (minWidth == 0 && nano == 0 || n == 0) {
                    return true;
                }
            }
            if (decimalPoint) {
                sb.append('.');
            }
            sb.append(digits, 0, n);
            return true;
        }

        int parse(Parsed p, CharSequence text, int pos) {
            int len = text.length();
            int start = pos;
            if (decimalPoint) {
                if (pos >= len || text.charAt(pos) != '.') {
                    return minWidth > 0 ? ~pos : pos;
                }
                pos++;
            }
            int digits = 0;
            long value = 0;
            while (digits < maxWidth && pos + digits < len && Character.isDigit(text.charAt(pos + digits))) {
                value = value * 10 + Character.digit(text.charAt(pos + digits), 10);
                digits++;
            }
            if (digits < minWidth) {
                return ~start;
            }
            for (int i = digits; i < 9; i++) {
                value *= 10;
            }
            if (!p.put(ChronoField.NANO_OF_SECOND, value)) {
                return ~start;
            }
            return pos + digits;
        }

        public String toString() {
            return "Fraction(NanoOfSecond," + minWidth + "," + maxWidth + (decimalPoint ? ",DecimalPoint)" : ")");
        }
    }

    static final String[] AMPM = {"AM", "PM"};

    static final String[] QUARTERS = {"1st quarter", "2nd quarter", "3rd quarter", "4th quarter"};

    static final class Text extends Element {
        final TemporalField field;
        final TextStyle style;

        Text(TemporalField field, TextStyle style) {
            this.field = field;
            this.style = style;
        }

        private String[] names() {
            int n = field == ChronoField.DAY_OF_WEEK ? 7 : field == ChronoField.MONTH_OF_YEAR ? 12
                    : field == java.time.temporal.IsoFields.QUARTER_OF_YEAR ? 4 : 2;
            String[] names = new String[n];
            for (int i = 0; i < n; i++) {
                names[i] = text(i + (field == ChronoField.AMPM_OF_DAY ? 0 : 1));
            }
            return names;
        }

        private String text(long value) {
            if (field == ChronoField.DAY_OF_WEEK) {
                return java.time.DayOfWeek.of((int) value).getDisplayName(style, Locale.ROOT);
            } else if (field == ChronoField.MONTH_OF_YEAR) {
                return java.time.Month.of((int) value).getDisplayName(style, Locale.ROOT);
            } else if (field == java.time.temporal.IsoFields.QUARTER_OF_YEAR) {
                if (style == TextStyle.FULL || style == TextStyle.FULL_STANDALONE) {
                    return QUARTERS[(int) value - 1];
                } else if (style == TextStyle.NARROW || style == TextStyle.NARROW_STANDALONE) {
                    return Long.toString(value);
                }
                return "Q" + value;
            } else if (field == ChronoField.ERA) {
                if (style == TextStyle.FULL || style == TextStyle.FULL_STANDALONE) {
                    return value == 1 ? "Anno Domini" : "Before Christ";
                } else if (style == TextStyle.NARROW || style == TextStyle.NARROW_STANDALONE) {
                    return value == 1 ? "A" : "B";
                }
                return value == 1 ? "AD" : "BC";
            }
            return style == TextStyle.NARROW ? AMPM[(int) value].substring(0, 1) : AMPM[(int) value];
        }

        boolean format(TemporalAccessor t, StringBuilder sb, boolean optional) {
            if (optional && !t.isSupported(field)) {
                return false;
            }
            long value = t.getLong(field);
            if (field.range().isValidValue(value)) {
                sb.append(text(value));
            } else {
                sb.append(value);
            }
            return true;
        }

        int parse(Parsed p, CharSequence text, int pos) {
            String[] names = field == ChronoField.ERA ? new String[] {text(0), text(1)} : names();
            int best = -1;
            for (int i = 0; i < names.length; i++) {
                String n = names[i];
                if (pos + n.length() <= text.length()
                        && text.subSequence(pos, pos + n.length()).toString().equalsIgnoreCase(n)
                        && (p.caseInsensitive || text.subSequence(pos, pos + n.length()).toString().equals(n))
                        && (best < 0 || n.length() > names[best].length())) {
                    best = i;
                }
            }
            if (best < 0) {
                return ~pos;
            }
            long value = field == ChronoField.AMPM_OF_DAY || field == ChronoField.ERA ? best : best + 1;
            if (!p.put(field, value)) {
                return ~pos;
            }
            return pos + names[best].length();
        }

        public String toString() {
            if (style == TextStyle.FULL) {
                return "Text(" + field + ")";
            }
            return "Text(" + field + "," + style + ")";
        }
    }

    /** An optional section: printed when its fields are available, skipped when it does not parse. */
    static final class Optional extends Element {
        final Element[] elements;

        Optional(Element[] elements) {
            this.elements = elements;
        }

        boolean format(TemporalAccessor t, StringBuilder sb, boolean optional) {
            int mark = sb.length();
            for (Element e : elements) {
                if (!e.format(t, sb, true)) {
                    sb.setLength(mark);
                    return true;
                }
            }
            return true;
        }

        int parse(Parsed p, CharSequence text, int pos) {
            Parsed saved = p.copy();
            int cur = pos;
            for (Element e : elements) {
                cur = e.parse(p, text, cur);
                if (cur < 0) {
                    p.restore(saved);
                    return pos;
                }
            }
            return cur;
        }

        public String toString() {
            StringBuilder sb = new StringBuilder("[");
            for (Element e : elements) {
                sb.append(e);
            }
            return sb.append(']').toString();
        }
    }

    /** ISO-8601 instant in UTC ("2021-01-01T00:00:00Z"). */
    static final class InstantElement extends Element {
        boolean format(TemporalAccessor t, StringBuilder sb, boolean optional) {
            if (optional && !t.isSupported(ChronoField.INSTANT_SECONDS)) {
                return false;
            }
            long secs = t.getLong(ChronoField.INSTANT_SECONDS);
            long nano = t.isSupported(ChronoField.NANO_OF_SECOND) ? t.getLong(ChronoField.NANO_OF_SECOND) : 0;
            sb.append(java.time.Instant.ofEpochSecond(secs, nano));
            return true;
        }

        int parse(Parsed p, CharSequence text, int pos) {
            Parsed sub = new Parsed();
            sub.caseInsensitive = true;
            int cur = pos;
            for (Element e : INSTANT_PARSE) {
                cur = e.parse(sub, text, cur);
                if (cur < 0) {
                    return cur;
                }
            }
            try {
                boolean endOfDay = false;
                Long h = sub.fields.get(ChronoField.HOUR_OF_DAY);
                if (h != null && h.longValue() == 24 && zeroOrAbsent(sub, ChronoField.MINUTE_OF_HOUR)
                        && zeroOrAbsent(sub, ChronoField.SECOND_OF_MINUTE)
                        && zeroOrAbsent(sub, ChronoField.NANO_OF_SECOND)) {
                    sub.fields.put(ChronoField.HOUR_OF_DAY, Long.valueOf(0));
                    endOfDay = true;
                }
                sub.resolve(ResolverStyle.STRICT);
                if (endOfDay) {
                    sub.date = sub.date.plusDays(1);
                }
                LocalDateTime ldt = LocalDateTime.of(sub.date, sub.time);
                long secs = ldt.toEpochSecond(ZoneOffset.UTC);
                if (!p.put(ChronoField.INSTANT_SECONDS, secs)
                        || !p.put(ChronoField.NANO_OF_SECOND, ldt.getNano())) {
                    return ~pos;
                }
            } catch (RuntimeException ex) {
                return ~pos;
            }
            return cur;
        }

        private static boolean zeroOrAbsent(Parsed p, ChronoField field) {
            Long v = p.fields.get(field);
            return v == null || v.longValue() == 0;
        }

        public String toString() {
            return "ParseCaseSensitive(false)Instant()";
        }
    }

    /** An offset such as "+01:00" ("Offset(+HH:MM:ss,'Z')"); parsing accepts +HH[[:]MM[[:]SS]]. */
    static final class OffsetElement extends Element {
        final String pattern;
        final String noOffsetText;

        OffsetElement(String pattern, String noOffsetText) {
            this.pattern = pattern;
            this.noOffsetText = noOffsetText;
        }

        boolean format(TemporalAccessor t, StringBuilder sb, boolean optional) {
            if (optional && !t.isSupported(ChronoField.OFFSET_SECONDS)) {
                return false;
            }
            int total = Math.toIntExact(t.getLong(ChronoField.OFFSET_SECONDS));
            if (total == 0) {
                sb.append(noOffsetText);
                return true;
            }
            int abs = Math.abs(total);
            int h = abs / 3600;
            int m = (abs / 60) % 60;
            int sec = abs % 60;
            boolean colon = pattern.indexOf(':') >= 0;
            int mark = sb.length();
            int printed = h;
            sb.append(total < 0 ? '-' : '+').append(h < 10 ? "0" : "").append(h);
            boolean minutes = pattern.indexOf("MM") >= 0 || (pattern.indexOf("mm") >= 0 && (m != 0 || sec != 0));
            if (minutes) {
                printed += m;
                sb.append(colon ? ":" : "").append(m < 10 ? "0" : "").append(m);
                boolean seconds = pattern.indexOf("SS") >= 0 || (pattern.indexOf("ss") >= 0 && sec != 0);
                if (seconds) {
                    printed += sec;
                    sb.append(colon ? ":" : "").append(sec < 10 ? "0" : "").append(sec);
                }
            }
            if (printed == 0) {
                // what the pattern shows of a small offset is all zeros: the text for no offset
                sb.setLength(mark);
                sb.append(noOffsetText);
            }
            return true;
        }

        int parse(Parsed p, CharSequence text, int pos) {
            int len = text.length();
            if (noOffsetText.length() > 0 && pos + noOffsetText.length() <= len
                    && text.subSequence(pos, pos + noOffsetText.length()).toString().equalsIgnoreCase(noOffsetText)
                    && (p.caseInsensitive || text.subSequence(pos, pos + noOffsetText.length()).toString().equals(noOffsetText))) {
                return p.put(ChronoField.OFFSET_SECONDS, 0) ? pos + noOffsetText.length() : ~pos;
            }
            if (pos >= len || (text.charAt(pos) != '+' && text.charAt(pos) != '-')) {
                return ~pos;
            }
            int sign = text.charAt(pos) == '-' ? -1 : 1;
            int cur = pos + 1;
            int[] parts = new int[3];
            int n = 0;
            boolean colon = pattern.indexOf(':') >= 0;
            while (n < 3) {
                int at = cur;
                if (n > 0 && colon) {
                    if (at >= len || text.charAt(at) != ':') {
                        break;
                    }
                    at++;
                }
                if (at + 2 > len || !Character.isDigit(text.charAt(at)) || !Character.isDigit(text.charAt(at + 1))) {
                    break;
                }
                parts[n++] = Character.digit(text.charAt(at), 10) * 10 + Character.digit(text.charAt(at + 1), 10);
                cur = at + 2;
            }
            if (n == 0 || parts[1] > 59 || parts[2] > 59) {
                return ~pos;
            }
            int total = sign * (parts[0] * 3600 + parts[1] * 60 + parts[2]);
            if (!p.put(ChronoField.OFFSET_SECONDS, total)) {
                return ~pos;
            }
            return cur;
        }

        public String toString() {
            return "Offset(" + pattern + ",'" + noOffsetText.replace("'", "''") + "')";
        }
    }

    /** A region zone id in brackets or alone ("Europe/Paris"); formats nothing for an offset zone when regionOnly. */
    static final class ZoneIdElement extends Element {
        final boolean regionOnly;

        ZoneIdElement(boolean regionOnly) {
            this.regionOnly = regionOnly;
        }

        boolean format(TemporalAccessor t, StringBuilder sb, boolean optional) {
            java.time.ZoneId zone = t.query(java.time.temporal.TemporalQueries.zoneId());
            if (zone == null || (regionOnly && zone instanceof ZoneOffset)) {
                if (optional) {
                    return false;
                }
                throw new DateTimeException("Unable to extract ZoneId from temporal " + t);
            }
            sb.append(zone.getId());
            return true;
        }

        int parse(Parsed p, CharSequence text, int pos) {
            int end = pos;
            while (end < text.length()) {
                char c = text.charAt(end);
                if (!(Character.isLetterOrDigit(c) || c == '/' || c == '_' || c == '+' || c == '-' || c == '~'
                        || c == '.' || c == ':')) {
                    break;
                }
                end++;
            }
            if (end == pos) {
                return ~pos;
            }
            try {
                p.zone = java.time.ZoneId.of(text.subSequence(pos, end).toString());
            } catch (DateTimeException ex) {
                return ~pos;
            }
            return end;
        }

        public String toString() {
            return regionOnly ? "ZoneRegionId()" : "ZoneId()";
        }
    }

    // ---------------------------------------------------------------- constants

    private static final Element[] DATE_ELEMENTS = {
        new NumberValue(ChronoField.YEAR, 4, 10, SignStyle.EXCEEDS_PAD),
        new CharLiteral('-'),
        new NumberValue(ChronoField.MONTH_OF_YEAR, 2, 2, SignStyle.NOT_NEGATIVE),
        new CharLiteral('-'),
        new NumberValue(ChronoField.DAY_OF_MONTH, 2, 2, SignStyle.NOT_NEGATIVE),
    };

    private static final Element[] TIME_ELEMENTS = {
        new NumberValue(ChronoField.HOUR_OF_DAY, 2, 2, SignStyle.NOT_NEGATIVE),
        new CharLiteral(':'),
        new NumberValue(ChronoField.MINUTE_OF_HOUR, 2, 2, SignStyle.NOT_NEGATIVE),
        new Optional(new Element[] {
            new CharLiteral(':'),
            new NumberValue(ChronoField.SECOND_OF_MINUTE, 2, 2, SignStyle.NOT_NEGATIVE),
            new Optional(new Element[] {new Fraction(0, 9, true)}),
        }),
    };

    private static final Element[] INSTANT_PARSE = concat(DATE_ELEMENTS, new Element[] {
        new CharLiteral('T'),
        new NumberValue(ChronoField.HOUR_OF_DAY, 2, 2, SignStyle.NOT_NEGATIVE),
        new CharLiteral(':'),
        new NumberValue(ChronoField.MINUTE_OF_HOUR, 2, 2, SignStyle.NOT_NEGATIVE),
        new CharLiteral(':'),
        new NumberValue(ChronoField.SECOND_OF_MINUTE, 2, 2, SignStyle.NOT_NEGATIVE),
        new Fraction(0, 9, true),
        new CharLiteral('Z'),
    });

    private static Element[] concat(Element[] a, Element[] b) {
        Element[] r = new Element[a.length + b.length];
        System.arraycopy(a, 0, r, 0, a.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    private static String describe(Element[] elements) {
        StringBuilder sb = new StringBuilder();
        for (Element e : elements) {
            sb.append(e);
        }
        return sb.toString();
    }

    public static final DateTimeFormatter ISO_LOCAL_DATE = new DateTimeFormatter(
            DATE_ELEMENTS, ResolverStyle.STRICT, false, describe(DATE_ELEMENTS));

    public static final DateTimeFormatter ISO_LOCAL_TIME = new DateTimeFormatter(
            TIME_ELEMENTS, ResolverStyle.STRICT, false, describe(TIME_ELEMENTS));

    public static final DateTimeFormatter ISO_LOCAL_DATE_TIME = new DateTimeFormatter(
            concat(DATE_ELEMENTS, concat(new Element[] {new CharLiteral('T')}, TIME_ELEMENTS)),
            ResolverStyle.STRICT, true,
            "ParseCaseSensitive(false)(" + describe(DATE_ELEMENTS) + ")'T'(" + describe(TIME_ELEMENTS) + ")");

    private static final Element[] OFFSET_DATE_TIME_ELEMENTS = concat(DATE_ELEMENTS, concat(
            concat(new Element[] {new CharLiteral('T')}, TIME_ELEMENTS),
            new Element[] {new OffsetElement("+HH:MM:ss", "Z")}));

    private static final String OFFSET_DATE_TIME_DESCRIPTION = "ParseCaseSensitive(false)(ParseCaseSensitive(false)("
            + describe(DATE_ELEMENTS) + ")'T'(" + describe(TIME_ELEMENTS)
            + "))ParseStrict(false)Offset(+HH:MM:ss,'Z')ParseStrict(true)";

    public static final DateTimeFormatter ISO_OFFSET_DATE_TIME = new DateTimeFormatter(
            OFFSET_DATE_TIME_ELEMENTS, ResolverStyle.STRICT, true, OFFSET_DATE_TIME_DESCRIPTION);

    public static final DateTimeFormatter ISO_ZONED_DATE_TIME = new DateTimeFormatter(
            concat(OFFSET_DATE_TIME_ELEMENTS, new Element[] {new Optional(new Element[] {
                new CharLiteral('['), new ZoneIdElement(true), new CharLiteral(']')})}),
            ResolverStyle.STRICT, true,
            "(" + OFFSET_DATE_TIME_DESCRIPTION + ")['['ParseCaseSensitive(true)ZoneRegionId()']']");

    public static final DateTimeFormatter ISO_INSTANT = new DateTimeFormatter(
            new Element[] {new InstantElement()}, ResolverStyle.STRICT, true,
            "ParseCaseSensitive(false)Instant()");

    public static final DateTimeFormatter BASIC_ISO_DATE = new DateTimeFormatter(
            new Element[] {
                new NumberValue(ChronoField.YEAR, 4, 4, SignStyle.NOT_NEGATIVE),
                new NumberValue(ChronoField.MONTH_OF_YEAR, 2, 2, SignStyle.NOT_NEGATIVE),
                new NumberValue(ChronoField.DAY_OF_MONTH, 2, 2, SignStyle.NOT_NEGATIVE),
                new Optional(new Element[] {new OffsetElement("+HHMMss", "Z")}),
            }, ResolverStyle.STRICT, true, "ParseCaseSensitive(false)Value(Year,4)Value(MonthOfYear,2)"
            + "Value(DayOfMonth,2)[ParseStrict(false)Offset(+HHMMss,'Z')ParseStrict(true)]");

    public static final DateTimeFormatter ISO_DATE = new DateTimeFormatter(
            concat(DATE_ELEMENTS, new Element[] {new Optional(new Element[] {new OffsetElement("+HH:MM:ss", "Z")})}),
            ResolverStyle.STRICT, true,
            "ParseCaseSensitive(false)(" + describe(DATE_ELEMENTS) + ")[Offset(+HH:MM:ss,'Z')]");

    public static final DateTimeFormatter ISO_TIME = new DateTimeFormatter(
            concat(TIME_ELEMENTS, new Element[] {new Optional(new Element[] {new OffsetElement("+HH:MM:ss", "Z")})}),
            ResolverStyle.STRICT, true,
            "ParseCaseSensitive(false)(" + describe(TIME_ELEMENTS) + ")[Offset(+HH:MM:ss,'Z')]");

    public static final DateTimeFormatter ISO_OFFSET_DATE = new DateTimeFormatter(
            concat(DATE_ELEMENTS, new Element[] {new OffsetElement("+HH:MM:ss", "Z")}),
            ResolverStyle.STRICT, true,
            "ParseCaseSensitive(false)(" + describe(DATE_ELEMENTS) + ")Offset(+HH:MM:ss,'Z')");

    public static final DateTimeFormatter ISO_OFFSET_TIME = new DateTimeFormatter(
            concat(TIME_ELEMENTS, new Element[] {new OffsetElement("+HH:MM:ss", "Z")}),
            ResolverStyle.STRICT, true,
            "ParseCaseSensitive(false)(" + describe(TIME_ELEMENTS) + ")Offset(+HH:MM:ss,'Z')");

    public static final DateTimeFormatter ISO_DATE_TIME = new DateTimeFormatter(
            concat(DATE_ELEMENTS, concat(concat(new Element[] {new CharLiteral('T')}, TIME_ELEMENTS),
                    new Element[] {new Optional(new Element[] {new OffsetElement("+HH:MM:ss", "Z"),
                        new Optional(new Element[] {new CharLiteral('['), new ZoneIdElement(true),
                            new CharLiteral(']')})})})),
            ResolverStyle.STRICT, true,
            "(ParseCaseSensitive(false)(" + describe(DATE_ELEMENTS) + ")'T'(" + describe(TIME_ELEMENTS)
            + "))[Offset(+HH:MM:ss,'Z')['['ParseCaseSensitive(true)ZoneRegionId()']']]");

    public static final DateTimeFormatter ISO_ORDINAL_DATE = new DateTimeFormatter(
            new Element[] {
                new NumberValue(ChronoField.YEAR, 4, 10, SignStyle.EXCEEDS_PAD),
                new CharLiteral('-'),
                new NumberValue(ChronoField.DAY_OF_YEAR, 3, 3, SignStyle.NOT_NEGATIVE),
                new Optional(new Element[] {new OffsetElement("+HH:MM:ss", "Z")}),
            }, ResolverStyle.STRICT, true, "ParseCaseSensitive(false)Value(Year,4,10,EXCEEDS_PAD)'-'"
            + "Value(DayOfYear,3)[Offset(+HH:MM:ss,'Z')]");

    // ---------------------------------------------------------------- instance

    private final Element[] elements;
    private final ResolverStyle resolverStyle;
    private final boolean caseInsensitive;
    private final String description;
    private final Locale locale;

    private DateTimeFormatter(Element[] elements, ResolverStyle style, boolean caseInsensitive,
            String description) {
        this(elements, style, caseInsensitive, description, Locale.ROOT);
    }

    private DateTimeFormatter(Element[] elements, ResolverStyle style, boolean caseInsensitive,
            String description, Locale locale) {
        this.elements = elements;
        this.resolverStyle = style;
        this.caseInsensitive = caseInsensitive;
        this.description = description != null ? description : describe(elements);
        this.locale = locale;
        for (int i = 0; i < elements.length - 1; i++) {
            if (elements[i] instanceof NumberValue && elements[i].fixedWidth() < 0) {
                int reserve = 0;
                for (int j = i + 1; j < elements.length && elements[j].fixedWidth() > 0; j++) {
                    reserve += elements[j].fixedWidth();
                }
                ((NumberValue) elements[i]).reserved = reserve;
            }
        }
    }

    public static DateTimeFormatter ofPattern(String pattern) {
        return new DateTimeFormatter(PatternCompiler.compile(pattern), ResolverStyle.SMART, false, null);
    }

    public static DateTimeFormatter ofPattern(String pattern, Locale locale) {
        return new DateTimeFormatter(PatternCompiler.compile(pattern), ResolverStyle.SMART, false, null, locale);
    }

    private static final String[] DATE_STYLES = {"EEEE, MMMM d, y", "MMMM d, y", "MMM d, y", "M/d/yy"};
    private static final String[] TIME_STYLES = {"h:mm:ss a zzzz", "h:mm:ss a z", "h:mm:ss a", "h:mm a"};

    /**
     * A zone name ("z" short, "zzzz" long): java.util.TimeZone's display names
     * (the tz database's abbreviations, long names for common zones); an offset
     * zone prints its id.  Formatting only.
     */
    static final class ZoneText extends Element {
        final boolean full;
        /** In a localized formatter (which has the ISO chronology): a temporal without one is shown "with chronology ISO". */
        boolean localized;

        ZoneText(boolean full) {
            this.full = full;
        }

        boolean format(TemporalAccessor t, StringBuilder sb, boolean optional) {
            java.time.ZoneId zone = t.query(java.time.temporal.TemporalQueries.zoneId());
            if (zone == null) {
                if (optional) {
                    return false;
                }
                boolean noChronology = !t.isSupported(ChronoField.EPOCH_DAY) && !(t instanceof java.time.DayOfWeek)
                        && !(t instanceof java.time.Month);
                throw new DateTimeException("Unable to extract ZoneId from temporal " + t
                        + (localized && noChronology ? " with chronology ISO" : ""));
            }
            if (zone instanceof ZoneOffset) {
                sb.append(zone.getId());
                return true;
            }
            java.util.TimeZone tz = java.util.TimeZone.getTimeZone(zone.getId());
            boolean daylight = false;
            if (t.isSupported(ChronoField.INSTANT_SECONDS)) {
                daylight = zone.getRules().isDaylightSavings(
                        java.time.Instant.ofEpochSecond(t.getLong(ChronoField.INSTANT_SECONDS)));
            }
            sb.append(tz.getDisplayName(daylight, full ? java.util.TimeZone.LONG : java.util.TimeZone.SHORT,
                    Locale.US));
            return true;
        }

        int parse(Parsed p, CharSequence text, int pos) {
            return ~pos;
        }

        public String toString() {
            return full ? "ZoneText(FULL)" : "ZoneText(SHORT)";
        }
    }

    /**
     * The English (en_US) localized formats of JDK 17 for every locale;
     * LONG and FULL times need zone names, which are not supported.
     */
    private static DateTimeFormatter localized(FormatStyle dateStyle, FormatStyle timeStyle) {
        List<Element> out = new ArrayList<Element>();
        if (dateStyle != null) {
            for (Element e : PatternCompiler.compile(DATE_STYLES[dateStyle.ordinal()])) {
                out.add(e);
            }
        }
        if (timeStyle != null) {
            if (dateStyle != null) {
                boolean at = (dateStyle == FormatStyle.FULL || dateStyle == FormatStyle.LONG)
                        && (timeStyle == FormatStyle.FULL || timeStyle == FormatStyle.LONG);
                out.add(at ? (Element) new StringLiteral(" at ") : new StringLiteral(", "));
            }
            for (Element e : PatternCompiler.compile(TIME_STYLES[timeStyle.ordinal()])) {
                if (e instanceof ZoneText) {
                    ((ZoneText) e).localized = true;
                }
                out.add(e);
            }
        }
        return new DateTimeFormatter(out.toArray(new Element[out.size()]), ResolverStyle.SMART, false,
                "Localized(" + (dateStyle == null ? "" : dateStyle.toString()) + ","
                + (timeStyle == null ? "" : timeStyle.toString()) + ")");
    }

    public static DateTimeFormatter ofLocalizedDate(FormatStyle dateStyle) {
        if (dateStyle == null) {
            throw new NullPointerException("dateStyle");
        }
        return localized(dateStyle, null);
    }

    public static DateTimeFormatter ofLocalizedTime(FormatStyle timeStyle) {
        if (timeStyle == null) {
            throw new NullPointerException("timeStyle");
        }
        return localized(null, timeStyle);
    }

    public static DateTimeFormatter ofLocalizedDateTime(FormatStyle dateTimeStyle) {
        if (dateTimeStyle == null) {
            throw new NullPointerException("dateTimeStyle");
        }
        return localized(dateTimeStyle, dateTimeStyle);
    }

    public static DateTimeFormatter ofLocalizedDateTime(FormatStyle dateStyle, FormatStyle timeStyle) {
        if (dateStyle == null) {
            throw new NullPointerException("dateStyle");
        }
        if (timeStyle == null) {
            throw new NullPointerException("timeStyle");
        }
        return localized(dateStyle, timeStyle);
    }

    public Locale getLocale() {
        return locale;
    }

    public DateTimeFormatter withLocale(Locale locale) {
        return new DateTimeFormatter(elements, resolverStyle, caseInsensitive, description, locale);
    }

    public ResolverStyle getResolverStyle() {
        return resolverStyle;
    }

    public DateTimeFormatter withResolverStyle(ResolverStyle resolverStyle) {
        if (resolverStyle == this.resolverStyle) {
            return this;
        }
        return new DateTimeFormatter(elements, resolverStyle, caseInsensitive, description, locale);
    }

    public String format(TemporalAccessor temporal) {
        StringBuilder sb = new StringBuilder(32);
        formatTo(temporal, sb);
        return sb.toString();
    }

    public void formatTo(TemporalAccessor temporal, Appendable appendable) {
        if (temporal == null) {
            throw new NullPointerException("temporal");
        }
        if (appendable == null) {
            throw new NullPointerException("appendable");
        }
        StringBuilder sb = appendable instanceof StringBuilder ? (StringBuilder) appendable : new StringBuilder();
        for (Element e : elements) {
            e.format(temporal, sb, false);
        }
        if (sb != appendable) {
            try {
                appendable.append(sb);
            } catch (IOException ex) {
                throw new DateTimeException(ex.getMessage(), ex);
            }
        }
    }

    public TemporalAccessor parse(CharSequence text) {
        if (text == null) {
            throw new NullPointerException("text");
        }
        Parsed p = parseFields(text);
        try {
            p.resolve(resolverStyle);
        } catch (DateTimeParseException ex) {
            throw ex;
        } catch (DateTimeException ex) {
            throw failure(text, ex);
        }
        return p;
    }

    public <T> T parse(CharSequence text, TemporalQuery<T> query) {
        if (query == null) {
            throw new NullPointerException("query");
        }
        TemporalAccessor parsed = parse(text);
        try {
            return query.queryFrom(parsed);
        } catch (DateTimeParseException ex) {
            throw ex;
        } catch (RuntimeException ex) {
            throw failure(text, ex);
        }
    }

    private static DateTimeParseException failure(CharSequence text, RuntimeException ex) {
        return new DateTimeParseException("Text '" + abbreviate(text) + "' could not be parsed: "
                + ex.getMessage(), text, 0, ex);
    }

    private static String abbreviate(CharSequence text) {
        if (text.length() > 64) {
            return text.subSequence(0, 64).toString() + "...";
        }
        return text.toString();
    }

    private Parsed parseFields(CharSequence text) {
        Parsed p = new Parsed();
        p.caseInsensitive = caseInsensitive;
        int pos = 0;
        for (Element e : elements) {
            pos = e.parse(p, text, pos);
            if (pos < 0) {
                int at = ~pos;
                throw new DateTimeParseException("Text '" + abbreviate(text) + "' could not be parsed at index "
                        + at, text, at);
            }
        }
        if (pos < text.length()) {
            throw new DateTimeParseException("Text '" + abbreviate(text)
                    + "' could not be parsed, unparsed text found at index " + pos, text, pos);
        }
        return p;
    }

    public String toString() {
        return description;
    }

    // ---------------------------------------------------------------- patterns

    /** Turns a pattern such as "yyyy-MM-dd HH:mm" into elements. */
    static final class PatternCompiler {
        static Element[] compile(String pattern) {
            List<Element> out = new ArrayList<Element>();
            int end = compile(pattern, 0, out, false);
            if (end < pattern.length()) {
                throw new IllegalArgumentException("Pattern invalid as it contains ] without previous [");
            }
            return out.toArray(new Element[out.size()]);
        }

        private static int compile(String pattern, int pos, List<Element> out, boolean inOptional) {
            int len = pattern.length();
            while (pos < len) {
                char c = pattern.charAt(pos);
                if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) {
                    int start = pos++;
                    while (pos < len && pattern.charAt(pos) == c) {
                        pos++;
                    }
                    letter(c, pos - start, out);
                } else if (c == '\'') {
                    int start = pos++;
                    for (; pos < len; pos++) {
                        if (pattern.charAt(pos) == '\'') {
                            if (pos + 1 < len && pattern.charAt(pos + 1) == '\'') {
                                pos++;
                            } else {
                                break;
                            }
                        }
                    }
                    if (pos >= len) {
                        throw new IllegalArgumentException("Pattern ends with an incomplete string literal: "
                                + pattern);
                    }
                    String str = pattern.substring(start + 1, pos);
                    pos++;
                    if (str.isEmpty()) {
                        out.add(new CharLiteral('\''));
                    } else {
                        String lit = str.replace("''", "'");
                        out.add(lit.length() == 1 ? (Element) new CharLiteral(lit.charAt(0)) : new StringLiteral(lit));
                    }
                } else if (c == '[') {
                    List<Element> inner = new ArrayList<Element>();
                    pos = compile(pattern, pos + 1, inner, true);
                    if (pos < len && pattern.charAt(pos) == ']') {
                        pos++;
                    }
                    out.add(new Optional(inner.toArray(new Element[inner.size()])));
                } else if (c == ']') {
                    if (!inOptional) {
                        throw new IllegalArgumentException("Pattern invalid as it contains ] without previous [");
                    }
                    return pos;
                } else if (c == '{' || c == '}' || c == '#') {
                    throw new IllegalArgumentException("Pattern includes reserved character: '" + c + "'");
                } else {
                    out.add(new CharLiteral(c));
                    pos++;
                }
            }
            return pos;
        }

        private static void letter(char c, int count, List<Element> out) {
            switch (c) {
                case 'y':
                case 'u': {
                    ChronoField f = c == 'y' ? ChronoField.YEAR_OF_ERA : ChronoField.YEAR;
                    if (count == 2) {
                        out.add(new ReducedValue(f));
                    } else if (count < 4) {
                        out.add(new NumberValue(f, count, 19, SignStyle.NORMAL));
                    } else {
                        out.add(new NumberValue(f, count, 19, SignStyle.EXCEEDS_PAD));
                    }
                    return;
                }
                case 'M':
                case 'L':
                    if (count == 1) {
                        out.add(new NumberValue(ChronoField.MONTH_OF_YEAR, 1, 19, SignStyle.NORMAL));
                    } else if (count == 2) {
                        out.add(new NumberValue(ChronoField.MONTH_OF_YEAR, 2, 2, SignStyle.NOT_NEGATIVE));
                    } else if (count <= 5) {
                        out.add(new Text(ChronoField.MONTH_OF_YEAR, textStyle(count, c == 'L')));
                    } else {
                        throw tooMany(c);
                    }
                    return;
                case 'E':
                    if (count <= 5) {
                        out.add(new Text(ChronoField.DAY_OF_WEEK, count <= 3 ? TextStyle.SHORT : textStyle(count, false)));
                    } else {
                        throw tooMany(c);
                    }
                    return;
                case 'a':
                    if (count == 1) {
                        out.add(new Text(ChronoField.AMPM_OF_DAY, TextStyle.SHORT));
                    } else {
                        throw tooMany(c);
                    }
                    return;
                case 'G':
                    if (count <= 3) {
                        out.add(new Text(ChronoField.ERA, TextStyle.SHORT));
                    } else if (count <= 5) {
                        out.add(new Text(ChronoField.ERA, textStyle(count, false)));
                    } else {
                        throw tooMany(c);
                    }
                    return;
                case 'd':
                    numeric(ChronoField.DAY_OF_MONTH, c, count, out);
                    return;
                case 'H':
                    numeric(ChronoField.HOUR_OF_DAY, c, count, out);
                    return;
                case 'h':
                    numeric(ChronoField.CLOCK_HOUR_OF_AMPM, c, count, out);
                    return;
                case 'k':
                    numeric(ChronoField.CLOCK_HOUR_OF_DAY, c, count, out);
                    return;
                case 'K':
                    numeric(ChronoField.HOUR_OF_AMPM, c, count, out);
                    return;
                case 'm':
                    numeric(ChronoField.MINUTE_OF_HOUR, c, count, out);
                    return;
                case 's':
                    numeric(ChronoField.SECOND_OF_MINUTE, c, count, out);
                    return;
                case 'D':
                    if (count == 1) {
                        out.add(new NumberValue(ChronoField.DAY_OF_YEAR, 1, 19, SignStyle.NORMAL));
                    } else if (count == 2) {
                        out.add(new NumberValue(ChronoField.DAY_OF_YEAR, 2, 3, SignStyle.NOT_NEGATIVE));
                    } else if (count == 3) {
                        out.add(new NumberValue(ChronoField.DAY_OF_YEAR, 3, 3, SignStyle.NOT_NEGATIVE));
                    } else {
                        throw tooMany(c);
                    }
                    return;
                case 'S':
                    out.add(new Fraction(count, count, false));
                    return;
                case 'n':
                    out.add(new NumberValue(ChronoField.NANO_OF_SECOND, count, 19, SignStyle.NOT_NEGATIVE));
                    return;
                case 'N':
                    out.add(new NumberValue(ChronoField.NANO_OF_DAY, count, 19, SignStyle.NOT_NEGATIVE));
                    return;
                case 'A':
                    out.add(new NumberValue(ChronoField.MILLI_OF_DAY, count, 19, SignStyle.NOT_NEGATIVE));
                    return;
                case 'V':
                    if (count != 2) {
                        throw new IllegalArgumentException("Pattern letter count must be 2: " + c);
                    }
                    out.add(new ZoneIdElement(false));
                    return;
                case 'X':
                case 'x': {
                    if (count > 5) {
                        throw tooMany(c);
                    }
                    String[] forms = {"+HHmm", "+HHMM", "+HH:MM", "+HHMMss", "+HH:MM:ss"};
                    String zero = c == 'X' ? "Z" : count == 1 ? "+00" : count % 2 == 0 ? "+0000" : "+00:00";
                    out.add(new OffsetElement(forms[count - 1], zero));
                    return;
                }
                case 'Z':
                    if (count <= 3) {
                        out.add(new OffsetElement("+HHMM", "+0000"));
                    } else if (count == 5) {
                        out.add(new OffsetElement("+HH:MM:ss", "Z"));
                    } else if (count == 4) {
                        throw unsupported(c);
                    } else {
                        throw tooMany(c);
                    }
                    return;
                case 'O':
                    if (count != 1 && count != 4) {
                        throw new IllegalArgumentException("Pattern letter count must be 1 or 4: " + c);
                    }
                    throw unsupported(c);
                case 'B':
                    if (count != 1 && count != 4 && count != 5) {
                        throw new IllegalArgumentException("Wrong number of pattern letters: " + c);
                    }
                    throw unsupported(c);
                case 'W': case 'F':
                    throw count > 1 ? tooMany(c) : unsupported(c);
                case 'w':
                    throw count > 2 ? tooMany(c) : unsupported(c);
                case 'z':
                    if (count > 4) {
                        throw tooMany(c);
                    }
                    out.add(new ZoneText(count == 4));
                    return;
                case 'Q':
                case 'q':
                    if (count == 1) {
                        out.add(new NumberValue(java.time.temporal.IsoFields.QUARTER_OF_YEAR, 1, 19, SignStyle.NORMAL));
                    } else if (count == 2) {
                        out.add(new NumberValue(java.time.temporal.IsoFields.QUARTER_OF_YEAR, 2, 2, SignStyle.NOT_NEGATIVE));
                    } else if (count <= 5) {
                        out.add(new Text(java.time.temporal.IsoFields.QUARTER_OF_YEAR, textStyle(count, c == 'q')));
                    } else {
                        throw tooMany(c);
                    }
                    return;
                case 'e': case 'c':
                    throw count > 5 ? tooMany(c) : unsupported(c);
                case 'v': case 'Y': case 'g':
                    throw unsupported(c);
                default:
                    throw new IllegalArgumentException("Unknown pattern letter: " + c);
            }
        }

        private static TextStyle textStyle(int count, boolean standalone) {
            TextStyle s = count == 3 ? TextStyle.SHORT : count == 4 ? TextStyle.FULL : TextStyle.NARROW;
            return standalone ? s.asStandalone() : s;
        }

        private static void numeric(ChronoField f, char c, int count, List<Element> out) {
            if (count == 1) {
                out.add(new NumberValue(f, 1, 19, SignStyle.NORMAL));
            } else if (count == 2) {
                out.add(new NumberValue(f, 2, 2, SignStyle.NOT_NEGATIVE));
            } else {
                throw tooMany(c);
            }
        }

        private static IllegalArgumentException unsupported(char c) {
            return new IllegalArgumentException("Pattern letter not supported by Ristretto's java.time: " + c);
        }

        private static IllegalArgumentException tooMany(char c) {
            return new IllegalArgumentException("Too many pattern letters: " + c);
        }
    }
}
