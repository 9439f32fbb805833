package java.util;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;

/**
 * printf-style formatting. Supports %b %h %s %c %d %o %x %e %f %g %a %% %n (and upper-case
 * variants) with argument indexes, flags, width and precision. Locale-specific formatting is
 * not implemented: grouping uses ',' and the decimal separator is '.'.
 */
public final class Formatter implements Closeable, Flushable {
    private Appendable a;
    private final Locale l;
    private IOException lastException;

    public Formatter() {
        this(new StringBuilder(), Locale.getDefault());
    }

    public Formatter(Appendable a) {
        this(a == null ? new StringBuilder() : a, Locale.getDefault());
    }

    public Formatter(Locale l) {
        this(new StringBuilder(), l);
    }

    public Formatter(Appendable a, Locale l) {
        this.a = a == null ? new StringBuilder() : a;
        this.l = l;
    }

    private void ensureOpen() {
        if (a == null) {
            throw new FormatterClosedException();
        }
    }

    public Locale locale() {
        ensureOpen();
        return l;
    }

    public Appendable out() {
        ensureOpen();
        return a;
    }

    public String toString() {
        ensureOpen();
        return a.toString();
    }

    public void flush() {
        ensureOpen();
        if (a instanceof Flushable) {
            try {
                ((Flushable) a).flush();
            } catch (IOException ioe) {
                lastException = ioe;
            }
        }
    }

    public void close() {
        if (a == null) {
            return;
        }
        try {
            if (a instanceof Closeable) {
                ((Closeable) a).close();
            }
        } catch (IOException ioe) {
            lastException = ioe;
        } finally {
            a = null;
        }
    }

    public IOException ioException() {
        return lastException;
    }

    public Formatter format(String format, Object... args) {
        return format(l, format, args);
    }

    public Formatter format(Locale l, String format, Object... args) {
        ensureOpen();
        StringBuilder sb = new StringBuilder();
        int last = -1;
        int ordinary = -1;
        int i = 0;
        int n = format.length();
        while (i < n) {
            char c = format.charAt(i);
            if (c != '%') {
                sb.append(c);
                i++;
                continue;
            }
            int start = i;
            i++;
            if (i >= n) {
                throw new UnknownFormatConversionException("%");
            }
            // argument index
            int index = 0;
            int j = i;
            while (j < n && format.charAt(j) >= '0' && format.charAt(j) <= '9') {
                j++;
            }
            if (j > i && j < n && format.charAt(j) == '$') {
                index = Integer.parseInt(format.substring(i, j));
                if (index == 0) {
                    throw new IllegalFormatArgumentIndexExceptionHelper().make();
                }
                i = j + 1;
            }
            // flags
            int fstart = i;
            while (i < n && "-#+ 0,(<".indexOf(format.charAt(i)) >= 0) {
                i++;
            }
            String flags = format.substring(fstart, i);
            // width
            int width = -1;
            int ws = i;
            while (i < n && format.charAt(i) >= '0' && format.charAt(i) <= '9') {
                i++;
            }
            if (i > ws) {
                width = Integer.parseInt(format.substring(ws, i));
            }
            // precision
            int precision = -1;
            if (i < n && format.charAt(i) == '.') {
                int ps = ++i;
                while (i < n && format.charAt(i) >= '0' && format.charAt(i) <= '9') {
                    i++;
                }
                if (i == ps) {
                    throw new UnknownFormatConversionException(".");
                }
                precision = Integer.parseInt(format.substring(ps, i));
            }
            if (i >= n) {
                throw new UnknownFormatConversionException("%");
            }
            char conv = format.charAt(i);
            boolean dt = false;
            if (conv == 't' || conv == 'T') {
                dt = true;
                i++;
                if (i >= n) {
                    throw new UnknownFormatConversionException(String.valueOf(conv));
                }
                conv = format.charAt(i);
            }
            i++;
            String spec = format.substring(start, i);
            boolean upperTime = dt && format.charAt(i - 2) == 'T';
            if (dt) {
                if (TIME_CONVERSIONS.indexOf(conv) < 0) {
                    throw new UnknownFormatConversionException("t" + conv);
                }
                if (precision != -1) {
                    throw new IllegalFormatPrecisionException(precision);
                }
                for (int k = 0; k < flags.length(); k++) {
                    char fc = flags.charAt(k);
                    if (fc != '-' && fc != '<') {
                        throw new FormatFlagsConversionMismatchException(String.valueOf(fc), conv);
                    }
                }
            }
            checkFlags(flags);
            if (conv == 'n') {
                if (width != -1) {
                    throw new IllegalFormatWidthException(width);
                }
                if (precision != -1) {
                    throw new IllegalFormatPrecisionException(precision);
                }
                if (!flags.isEmpty()) {
                    throw new IllegalFormatFlagsException(flags);
                }
                sb.append(System.lineSeparator());
                continue;
            }
            if (conv == '%') {
                if (precision != -1) {
                    throw new IllegalFormatPrecisionException(precision);
                }
                if (flags.indexOf('-') >= 0 && width == -1) {
                    throw new MissingFormatWidthException(spec);
                }
                for (int k = 0; k < flags.length(); k++) {
                    if (flags.charAt(k) != '-') {
                        throw new IllegalFormatFlagsException(flags);
                    }
                }
                pad(sb, "%", flags, width);
                continue;
            }
            if (!dt && "bBhHsScCdoxXeEfgGaA".indexOf(conv) < 0) {
                throw new UnknownFormatConversionException(String.valueOf(conv));
            }
            if ((flags.indexOf('-') >= 0 || flags.indexOf('0') >= 0) && width == -1) {
                throw new MissingFormatWidthException(spec);
            }
            if (flags.indexOf('-') >= 0 && flags.indexOf('0') >= 0) {
                throw new IllegalFormatFlagsException(flags);
            }
            Object arg;
            if (flags.indexOf('<') >= 0) {
                if (last < 0 || args == null || last >= args.length) {
                    throw new MissingFormatArgumentException(spec);
                }
                arg = args[last];
            } else if (index > 0) {
                if (args == null || index - 1 >= args.length) {
                    throw new MissingFormatArgumentException(spec);
                }
                last = index - 1;
                arg = args[last];
            } else {
                ordinary++;
                if (args == null || ordinary >= args.length) {
                    throw new MissingFormatArgumentException(spec);
                }
                last = ordinary;
                arg = args[last];
            }
            String f = flags.replace("<", "");
            if (dt) {
                formatTime(sb, upperTime, conv, f, width, arg);
            } else {
                formatOne(sb, conv, f, width, precision, arg);
            }
        }
        try {
            a.append(sb);
        } catch (IOException ioe) {
            lastException = ioe;
        }
        return this;
    }

    /* ---- date/time conversions (%t, %T) ---- */

    private static final String TIME_CONVERSIONS = "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc";
    private static final String[] MONTHS = { "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December" };
    private static final String[] DAYS = { "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
        "Saturday" };

    /* A long (milliseconds since the epoch) or a Date in the default time
     * zone, or a Calendar in its own; the names are English (the library's
     * one set of locale data); %T upper-cases the result. */
    private void formatTime(StringBuilder sb, boolean upper, char conv, String flags, int width, Object arg) {
        String s;
        if (arg == null) {
            s = "null";
        } else {
            Calendar cal = null;
            if (arg instanceof Calendar) {
                cal = (Calendar) arg;
            } else if (arg instanceof Long || arg instanceof Date) {
                cal = Calendar.getInstance(TimeZone.getDefault(), l == null ? Locale.US : l);
                cal.setTimeInMillis(arg instanceof Long ? ((Long) arg).longValue() : ((Date) arg).getTime());
            } else if (!(arg instanceof java.time.temporal.TemporalAccessor)) {
                throw new IllegalFormatConversionException(conv, arg.getClass());
            }
            StringBuilder out = new StringBuilder();
            if (cal != null) {
                time(out, cal, conv);
            } else {
                temporal(out, (java.time.temporal.TemporalAccessor) arg, conv);
            }
            s = out.toString();
        }
        pad(sb, upper ? s.toUpperCase(Locale.ROOT) : s, flags, width);
    }

    private static void digits(StringBuilder out, long v, int n) {
        String d = Long.toString(v);
        for (int k = d.length(); k < n; k++) {
            out.append('0');
        }
        out.append(d);
    }

    /** A java.time field for conversion conv; a missing field is an IllegalFormatConversionException. */
    private static long tfield(java.time.temporal.TemporalAccessor t, java.time.temporal.ChronoField f, char conv) {
        try {
            return t.getLong(f);
        } catch (java.time.DateTimeException ex) {
            throw new IllegalFormatConversionException(conv, t.getClass());
        }
    }

    /** The date/time conversions for java.time objects (fields read through ChronoField). */
    private void temporal(StringBuilder out, java.time.temporal.TemporalAccessor t, char conv) {
        switch (conv) {
            case 'H': digits(out, tfield(t, java.time.temporal.ChronoField.HOUR_OF_DAY, conv), 2); break;
            case 'I': digits(out, tfield(t, java.time.temporal.ChronoField.CLOCK_HOUR_OF_AMPM, conv), 2); break;
            case 'k': out.append(tfield(t, java.time.temporal.ChronoField.HOUR_OF_DAY, conv)); break;
            case 'l': out.append(tfield(t, java.time.temporal.ChronoField.CLOCK_HOUR_OF_AMPM, conv)); break;
            case 'M': digits(out, tfield(t, java.time.temporal.ChronoField.MINUTE_OF_HOUR, conv), 2); break;
            case 'S': digits(out, tfield(t, java.time.temporal.ChronoField.SECOND_OF_MINUTE, conv), 2); break;
            case 'L': digits(out, tfield(t, java.time.temporal.ChronoField.MILLI_OF_SECOND, conv), 3); break;
            case 'N': digits(out, tfield(t, java.time.temporal.ChronoField.NANO_OF_SECOND, conv), 9); break;
            case 'p': out.append(tfield(t, java.time.temporal.ChronoField.AMPM_OF_DAY, conv) == 0 ? "am" : "pm"); break;
            case 'z': {
                long secs = tfield(t, java.time.temporal.ChronoField.OFFSET_SECONDS, conv);
                long min = secs / 60;
                out.append(min < 0 ? '-' : '+');
                min = Math.abs(min);
                digits(out, min / 60 * 100 + min % 60, 4);
                break;
            }
            case 'Z': {
                java.time.ZoneId zone = t.query(java.time.temporal.TemporalQueries.zone());
                if (zone == null) {
                    throw new IllegalFormatConversionException(conv, t.getClass());
                }
                if (!(zone instanceof java.time.ZoneOffset)
                        && t.isSupported(java.time.temporal.ChronoField.INSTANT_SECONDS)) {
                    TimeZone tz = TimeZone.getTimeZone(zone.getId());
                    long secs = t.getLong(java.time.temporal.ChronoField.INSTANT_SECONDS);
                    out.append(tz.getDisplayName(tz.inDaylightTime(new Date(secs * 1000)), TimeZone.SHORT,
                            l == null ? Locale.US : l));
                    break;
                }
                out.append(zone.getId());
                break;
            }
            case 's': out.append(tfield(t, java.time.temporal.ChronoField.INSTANT_SECONDS, conv)); break;
            case 'Q':
                out.append(tfield(t, java.time.temporal.ChronoField.INSTANT_SECONDS, conv) * 1000L
                        + tfield(t, java.time.temporal.ChronoField.MILLI_OF_SECOND, conv));
                break;
            case 'B': out.append(MONTHS[(int) tfield(t, java.time.temporal.ChronoField.MONTH_OF_YEAR, conv) - 1]); break;
            case 'b':
            case 'h':
                out.append(MONTHS[(int) tfield(t, java.time.temporal.ChronoField.MONTH_OF_YEAR, conv) - 1], 0, 3);
                break;
            case 'A': out.append(DAYS[(int) tfield(t, java.time.temporal.ChronoField.DAY_OF_WEEK, conv) % 7]); break;
            case 'a':
                out.append(DAYS[(int) tfield(t, java.time.temporal.ChronoField.DAY_OF_WEEK, conv) % 7], 0, 3);
                break;
            case 'C': digits(out, tfield(t, java.time.temporal.ChronoField.YEAR_OF_ERA, conv) / 100, 2); break;
            case 'Y': digits(out, tfield(t, java.time.temporal.ChronoField.YEAR_OF_ERA, conv), 4); break;
            case 'y': digits(out, tfield(t, java.time.temporal.ChronoField.YEAR_OF_ERA, conv) % 100, 2); break;
            case 'j': digits(out, tfield(t, java.time.temporal.ChronoField.DAY_OF_YEAR, conv), 3); break;
            case 'm': digits(out, tfield(t, java.time.temporal.ChronoField.MONTH_OF_YEAR, conv), 2); break;
            case 'd': digits(out, tfield(t, java.time.temporal.ChronoField.DAY_OF_MONTH, conv), 2); break;
            case 'e': out.append(tfield(t, java.time.temporal.ChronoField.DAY_OF_MONTH, conv)); break;
            case 'R': temporal(out, t, 'H'); out.append(':'); temporal(out, t, 'M'); break;
            case 'T': temporal(out, t, 'R'); out.append(':'); temporal(out, t, 'S'); break;
            case 'r': {
                temporal(out, t, 'I');
                out.append(':');
                temporal(out, t, 'M');
                out.append(':');
                temporal(out, t, 'S');
                out.append(tfield(t, java.time.temporal.ChronoField.AMPM_OF_DAY, 'p') == 0 ? " AM" : " PM");
                break;
            }
            case 'D':
                temporal(out, t, 'm'); out.append('/'); temporal(out, t, 'd'); out.append('/'); temporal(out, t, 'y');
                break;
            case 'F':
                temporal(out, t, 'Y'); out.append('-'); temporal(out, t, 'm'); out.append('-'); temporal(out, t, 'd');
                break;
            case 'c': {
                temporal(out, t, 'a');
                out.append(' ');
                temporal(out, t, 'b');
                out.append(' ');
                temporal(out, t, 'd');
                out.append(' ');
                temporal(out, t, 'T');
                out.append(' ');
                temporal(out, t, 'Z');
                out.append(' ');
                temporal(out, t, 'Y');
                break;
            }
            default:
                throw new UnknownFormatConversionException("t" + conv);
        }
    }

    private void time(StringBuilder out, Calendar c, char conv) {
        switch (conv) {
            case 'H': digits(out, c.get(Calendar.HOUR_OF_DAY), 2); break;
            case 'I': digits(out, c.get(Calendar.HOUR) == 0 ? 12 : c.get(Calendar.HOUR), 2); break;
            case 'k': out.append(c.get(Calendar.HOUR_OF_DAY)); break;
            case 'l': out.append(c.get(Calendar.HOUR) == 0 ? 12 : c.get(Calendar.HOUR)); break;
            case 'M': digits(out, c.get(Calendar.MINUTE), 2); break;
            case 'S': digits(out, c.get(Calendar.SECOND), 2); break;
            case 'L': digits(out, c.get(Calendar.MILLISECOND), 3); break;
            case 'N': digits(out, c.get(Calendar.MILLISECOND) * 1000000L, 9); break;
            case 'p': out.append(c.get(Calendar.AM_PM) == Calendar.AM ? "am" : "pm"); break;
            case 'z': {
                int min = (c.get(Calendar.ZONE_OFFSET) + c.get(Calendar.DST_OFFSET)) / 60000;
                out.append(min < 0 ? '-' : '+');
                min = Math.abs(min);
                digits(out, min / 60 * 100 + min % 60, 4);
                break;
            }
            case 'Z':
                out.append(c.getTimeZone().getDisplayName(c.get(Calendar.DST_OFFSET) != 0, TimeZone.SHORT,
                                                          l == null ? Locale.US : l));
                break;
            case 's': out.append(c.getTimeInMillis() / 1000); break;
            case 'Q': out.append(c.getTimeInMillis()); break;
            case 'B': out.append(MONTHS[c.get(Calendar.MONTH)]); break;
            case 'b':
            case 'h': out.append(MONTHS[c.get(Calendar.MONTH)], 0, 3); break;
            case 'A': out.append(DAYS[c.get(Calendar.DAY_OF_WEEK) - 1]); break;
            case 'a': out.append(DAYS[c.get(Calendar.DAY_OF_WEEK) - 1], 0, 3); break;
            case 'C': digits(out, c.get(Calendar.YEAR) / 100, 2); break;
            case 'Y': digits(out, c.get(Calendar.YEAR), 4); break;
            case 'y': digits(out, c.get(Calendar.YEAR) % 100, 2); break;
            case 'j': digits(out, c.get(Calendar.DAY_OF_YEAR), 3); break;
            case 'm': digits(out, c.get(Calendar.MONTH) + 1, 2); break;
            case 'd': digits(out, c.get(Calendar.DAY_OF_MONTH), 2); break;
            case 'e': out.append(c.get(Calendar.DAY_OF_MONTH)); break;
            case 'R': time(out, c, 'H'); out.append(':'); time(out, c, 'M'); break;
            case 'T': time(out, c, 'R'); out.append(':'); time(out, c, 'S'); break;
            case 'r': {
                time(out, c, 'I');
                out.append(':');
                time(out, c, 'M');
                out.append(':');
                time(out, c, 'S');
                out.append(c.get(Calendar.AM_PM) == Calendar.AM ? " AM" : " PM");
                break;
            }
            case 'D': time(out, c, 'm'); out.append('/'); time(out, c, 'd'); out.append('/'); time(out, c, 'y'); break;
            case 'F': time(out, c, 'Y'); out.append('-'); time(out, c, 'm'); out.append('-'); time(out, c, 'd'); break;
            case 'c': {
                time(out, c, 'a');
                out.append(' ');
                time(out, c, 'b');
                out.append(' ');
                time(out, c, 'd');
                out.append(' ');
                time(out, c, 'T');
                out.append(' ');
                time(out, c, 'Z');
                out.append(' ');
                time(out, c, 'Y');
                break;
            }
            default:
                throw new UnknownFormatConversionException("t" + conv);
        }
    }

    /** Builds the JDK's exception for a zero argument index. */
    private static final class IllegalFormatArgumentIndexExceptionHelper {
        IllegalFormatException make() {
            return new IllegalFormatArgumentIndexException(0);
        }
    }

    private static void checkFlags(String flags) {
        for (int i = 0; i < flags.length(); i++) {
            char c = flags.charAt(i);
            if (flags.indexOf(c, i + 1) >= 0) {
                throw new DuplicateFormatFlagsException(String.valueOf(c));
            }
        }
        if (flags.indexOf('+') >= 0 && flags.indexOf(' ') >= 0) {
            throw new IllegalFormatFlagsException(flags);
        }
    }

    private static void failMismatch(String flags, char conv, String forbidden) {
        for (int i = 0; i < forbidden.length(); i++) {
            char c = forbidden.charAt(i);
            if (flags.indexOf(c) >= 0) {
                throw new FormatFlagsConversionMismatchException(String.valueOf(c), conv);
            }
        }
    }

    private static void pad(StringBuilder sb, String s, String flags, int width) {
        int padn = width - s.length();
        if (padn <= 0) {
            sb.append(s);
            return;
        }
        if (flags.indexOf('-') >= 0) {
            sb.append(s);
            for (int i = 0; i < padn; i++) {
                sb.append(' ');
            }
        } else {
            for (int i = 0; i < padn; i++) {
                sb.append(' ');
            }
            sb.append(s);
        }
    }

    private static String upper(String s, char conv) {
        return Character.isUpperCase(conv) ? s.toUpperCase() : s;
    }

    private void formatOne(StringBuilder sb, char conv, String flags, int width, int precision, Object arg) {
        switch (conv) {
            case 'b':
            case 'B': {
                failMismatch(flags, conv, "#+ 0,(");
                String s = arg == null ? "false" : (arg instanceof Boolean ? arg.toString() : "true");
                if (precision >= 0 && precision < s.length()) {
                    s = s.substring(0, precision);
                }
                pad(sb, upper(s, conv), flags, width);
                return;
            }
            case 'h':
            case 'H': {
                failMismatch(flags, conv, "#+ 0,(");
                String s = arg == null ? "null" : Integer.toHexString(arg.hashCode());
                if (precision >= 0 && precision < s.length()) {
                    s = s.substring(0, precision);
                }
                pad(sb, upper(s, conv), flags, width);
                return;
            }
            case 's':
            case 'S': {
                if (flags.indexOf('#') >= 0) {
                    throw new FormatFlagsConversionMismatchException("#", conv);
                }
                failMismatch(flags, conv, "+ 0,(");
                String s = String.valueOf(arg);
                if (precision >= 0 && precision < s.length()) {
                    s = s.substring(0, precision);
                }
                pad(sb, upper(s, conv), flags, width);
                return;
            }
            case 'c':
            case 'C': {
                failMismatch(flags, conv, "#+ 0,(");
                if (precision != -1) {
                    throw new IllegalFormatPrecisionException(precision);
                }
                String s;
                if (arg == null) {
                    s = "null";
                } else if (arg instanceof Character) {
                    s = arg.toString();
                } else if (arg instanceof Byte || arg instanceof Short || arg instanceof Integer) {
                    int cp = ((Number) arg).intValue();
                    if (arg instanceof Byte) {
                        cp = cp & 0xff;
                    } else if (arg instanceof Short) {
                        cp = cp & 0xffff;
                    }
                    if (!Character.isValidCodePoint(cp)) {
                        throw new IllegalFormatCodePointException(cp);
                    }
                    s = new String(Character.toChars(cp));
                } else {
                    throw new IllegalFormatConversionException(conv, arg.getClass());
                }
                pad(sb, upper(s, conv), flags, width);
                return;
            }
            case 'd':
            case 'o':
            case 'x':
            case 'X':
                formatInteger(sb, conv, flags, width, precision, arg);
                return;
            default:
                formatFloat(sb, conv, flags, width, precision, arg);
        }
    }

    private void formatInteger(StringBuilder sb, char conv, String flags, int width, int precision, Object arg) {
        if (precision != -1) {
            throw new IllegalFormatPrecisionException(precision);
        }
        if (arg == null) {
            pad(sb, "null", flags, width);
            return;
        }
        long v;
        int bits;
        if (arg instanceof Integer) {
            v = ((Integer) arg).longValue();
            bits = 32;
        } else if (arg instanceof Long) {
            v = ((Long) arg).longValue();
            bits = 64;
        } else if (arg instanceof Short) {
            v = ((Short) arg).longValue();
            bits = 16;
        } else if (arg instanceof Byte) {
            v = ((Byte) arg).longValue();
            bits = 8;
        } else {
            throw new IllegalFormatConversionException(conv, arg.getClass());
        }
        if (conv == 'd') {
            if (flags.indexOf('#') >= 0) {
                throw new FormatFlagsConversionMismatchException("#", conv);
            }
            boolean neg = v < 0;
            String digits = neg ? (v == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(-v)) : Long.toString(v);
            if (flags.indexOf(',') >= 0) {
                digits = group(digits);
            }
            sb.append(signAndPad(digits, neg, flags, width, ""));
            return;
        }
        failMismatch(flags, conv, "+ ,(");
        String digits;
        if (conv == 'o') {
            long u = bits == 64 ? v : v & ((1L << bits) - 1);
            digits = Long.toOctalString(u);
        } else {
            long u = bits == 64 ? v : v & ((1L << bits) - 1);
            digits = Long.toHexString(u);
        }
        String prefix = "";
        if (flags.indexOf('#') >= 0) {
            prefix = conv == 'o' ? "0" : "0x";
        }
        String s = signAndPad(digits, false, flags, width, prefix);
        sb.append(conv == 'X' ? s.toUpperCase() : s);
    }

    private static String group(String digits) {
        int intEnd = digits.indexOf('.');
        if (intEnd < 0) {
            intEnd = digits.length();
        }
        StringBuilder r = new StringBuilder();
        for (int i = 0; i < intEnd; i++) {
            if (i > 0 && (intEnd - i) % 3 == 0) {
                r.append(',');
            }
            r.append(digits.charAt(i));
        }
        r.append(digits, intEnd, digits.length());
        return r.toString();
    }

    /** Applies sign flags, prefix, zero padding and justification to an unsigned magnitude. */
    private static String signAndPad(String mag, boolean neg, String flags, int width, String prefix) {
        StringBuilder lead = new StringBuilder();
        String trail = "";
        if (neg) {
            if (flags.indexOf('(') >= 0) {
                lead.append('(');
                trail = ")";
            } else {
                lead.append('-');
            }
        } else if (flags.indexOf('+') >= 0) {
            lead.append('+');
        } else if (flags.indexOf(' ') >= 0) {
            lead.append(' ');
        }
        lead.append(prefix);
        StringBuilder r = new StringBuilder();
        r.append(lead);
        if (flags.indexOf('0') >= 0) {
            int zeros = width - lead.length() - mag.length() - trail.length();
            for (int i = 0; i < zeros; i++) {
                r.append('0');
            }
        }
        r.append(mag).append(trail);
        String s = r.toString();
        if (s.length() >= width) {
            return s;
        }
        StringBuilder p = new StringBuilder();
        if (flags.indexOf('-') >= 0) {
            p.append(s);
            while (p.length() < width) {
                p.append(' ');
            }
        } else {
            for (int i = s.length(); i < width; i++) {
                p.append(' ');
            }
            p.append(s);
        }
        return p.toString();
    }

    private void formatFloat(StringBuilder sb, char conv, String flags, int width, int precision, Object arg) {
        if (arg == null) {
            pad(sb, "null", flags, width);
            return;
        }
        double v;
        if (arg instanceof Double) {
            v = ((Double) arg).doubleValue();
        } else if (arg instanceof Float) {
            v = ((Float) arg).floatValue();
        } else {
            throw new IllegalFormatConversionException(conv, arg.getClass());
        }
        char lc = Character.toLowerCase(conv);
        if (lc == 'e') {
            failMismatch(flags, conv, ",");
        } else if (lc == 'g') {
            failMismatch(flags, conv, "#");
        } else if (lc == 'a') {
            failMismatch(flags, conv, ",(");
        }
        boolean neg = Double.compare(v, 0.0) < 0 || (v == 0.0 && 1.0 / v < 0);
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            String mag = Double.isNaN(v) ? "NaN" : "Infinity";
            boolean n = !Double.isNaN(v) && v < 0;
            String f2 = flags.replace("0", "");
            if (Double.isNaN(v)) {
                f2 = f2.replace("+", "").replace(" ", "").replace("(", "");
            }
            String s = signAndPad(mag, n, f2, width, "");
            sb.append(Character.isUpperCase(conv) ? s.toUpperCase() : s);
            return;
        }
        double av = Math.abs(v);
        String mag;
        if (lc == 'a') {
            mag = hexPrecision(av, precision);
            String s = signAndPad(mag.substring(2), neg, flags, width, "0x");
            sb.append(Character.isUpperCase(conv) ? s.toUpperCase() : s);
            return;
        }
        if (precision == -1) {
            precision = 6;
        }
        // decimal digits d1d2...dn with value 0.d1d2...dn x 10^exp
        String[] de = decimalDigits(av);
        String digits = de[0];
        int exp = Integer.parseInt(de[1]);
        if (lc == 'f') {
            mag = fixed(digits, exp, precision);
            if (flags.indexOf('#') >= 0 && precision == 0) {
                mag = mag + ".";
            }
        } else if (lc == 'e') {
            mag = sci(digits, exp, precision, flags.indexOf('#') >= 0);
        } else {
            int p = precision == 0 ? 1 : precision;
            if (av == 0.0) {
                mag = fixed(digits, exp, p - 1);
            } else {
                // round to p significant digits to decide the style
                String[] r = roundSig(digits, exp, p);
                int e10 = Integer.parseInt(r[1]) - 1;
                if (e10 >= -4 && e10 < p) {
                    mag = fixed(digits, exp, p - 1 - e10);
                } else {
                    mag = sci(digits, exp, p - 1, false);
                }
            }
        }
        if (flags.indexOf(',') >= 0) {
            mag = group(mag);
        }
        String s = signAndPad(mag, neg, flags, width, "");
        sb.append(Character.isUpperCase(conv) ? s.toUpperCase() : s);
    }

    /**
     * %a of a non-negative finite double: all 13 hex digits when the
     * precision is absent; 1 to 12 digits (0 counts as 1) rounded half-even,
     * a subnormal normalised first; more than 13 pads the 13 with zeros.
     */
    private static String hexPrecision(double av, int precision) {
        String h = Double.toHexString(av);
        if (precision == -1) {
            return h;
        }
        if (precision >= 13 || av == 0.0) {
            int dot = h.indexOf('.');
            int pp = h.indexOf('p');
            StringBuilder b = new StringBuilder(h.substring(0, dot + 1));
            String frac = h.substring(dot + 1, pp);
            int want = av == 0.0 ? Math.max(precision, 1) : precision;
            b.append(frac);
            for (int i = frac.length(); i < want; i++) {
                b.append('0');
            }
            return b.append(h, pp, h.length()).toString();
        }
        int prec = precision == 0 ? 1 : precision;
        long bits = Double.doubleToRawLongBits(av);
        long frac = bits & 0xFFFFFFFFFFFFFL;
        int exp = (int) (bits >>> 52) - 1023;
        if (exp == -1023) {                // subnormal: normalise
            int shift = Long.numberOfLeadingZeros(frac) - 11;
            frac = (frac << shift) & 0xFFFFFFFFFFFFFL;
            exp = -1022 - shift;
        }
        int drop = 52 - 4 * prec;
        long kept = frac >>> drop;
        long rest = frac & ((1L << drop) - 1);
        long half = 1L << (drop - 1);
        if (rest > half || (rest == half && (kept & 1) != 0)) {
            kept++;
            if (kept == 1L << (4 * prec)) {
                kept = 0;
                exp++;
            }
        }
        StringBuilder b = new StringBuilder("0x1.");
        String hx = Long.toHexString(kept);
        for (int i = hx.length(); i < prec; i++) {
            b.append('0');
        }
        return b.append(hx).append('p').append(exp).toString();
    }

    /** Decimal digits of a non-negative finite double, from Double.toString. */
    static String[] decimalDigits(double av) {
        if (av == 0.0) {
            return new String[] {"0", "1"};
        }
        String s = Double.toString(av);
        int ePos = s.indexOf('E');
        int e = 0;
        String mant = s;
        if (ePos >= 0) {
            e = Integer.parseInt(s.substring(ePos + 1));
            mant = s.substring(0, ePos);
        }
        int dot = mant.indexOf('.');
        String intPart = mant.substring(0, dot);
        String frac = mant.substring(dot + 1);
        String all = intPart + frac;
        int pointPos = intPart.length() + e;
        int lead = 0;
        while (lead < all.length() - 1 && all.charAt(lead) == '0') {
            lead++;
        }
        all = all.substring(lead);
        pointPos -= lead;
        int end = all.length();
        while (end > 1 && all.charAt(end - 1) == '0') {
            end--;
        }
        all = all.substring(0, end);
        return new String[] {all, Integer.toString(pointPos)};
    }

    /** Rounds 0.digits x 10^exp half-up to n significant digits; returns {digits, exp}. */
    private static String[] roundSig(String digits, int exp, int n) {
        if (digits.length() <= n) {
            return new String[] {digits, Integer.toString(exp)};
        }
        char[] d = digits.substring(0, n).toCharArray();
        boolean up = digits.charAt(n) >= '5';
        if (up) {
            int i = n - 1;
            while (i >= 0) {
                if (d[i] == '9') {
                    d[i] = '0';
                    i--;
                } else {
                    d[i]++;
                    break;
                }
            }
            if (i < 0) {
                return new String[] {"1" + new String(d), Integer.toString(exp + 1)};
            }
        }
        return new String[] {new String(d), Integer.toString(exp)};
    }

    /** Formats 0.digits x 10^exp with prec digits after the point (half-up). */
    private static String fixed(String digits, int exp, int prec) {
        // number of significant digits kept = exp + prec
        int keep = exp + prec;
        String d;
        int e = exp;
        if (keep < 0) {
            d = "0";
            e = 1;
        } else if (keep < digits.length()) {
            if (keep == 0) {
                boolean up = digits.charAt(0) >= '5';
                d = up ? "1" : "0";
                e = up ? exp + 1 : 1;
                if (!up) {
                    d = "0";
                }
            } else {
                String[] r = roundSig(digits, exp, keep);
                d = r[0];
                e = Integer.parseInt(r[1]);
            }
        } else {
            d = digits;
        }
        StringBuilder sb = new StringBuilder();
        if (e <= 0) {
            sb.append('0');
        } else {
            for (int i = 0; i < e; i++) {
                sb.append(i < d.length() ? d.charAt(i) : '0');
            }
        }
        if (prec > 0) {
            sb.append('.');
            for (int i = 0; i < prec; i++) {
                int idx = e + i;
                sb.append(idx >= 0 && idx < d.length() ? d.charAt(idx) : '0');
            }
        }
        return sb.toString();
    }

    private static String sci(String digits, int exp, int prec, boolean alt) {
        String d = digits;
        int e = exp;
        if (!(digits.equals("0"))) {
            String[] r = roundSig(digits, exp, prec + 1);
            d = r[0];
            e = Integer.parseInt(r[1]);
        } else {
            e = 1;
        }
        StringBuilder sb = new StringBuilder();
        sb.append(d.charAt(0));
        if (prec > 0 || alt) {
            sb.append('.');
        }
        for (int i = 1; i <= prec; i++) {
            sb.append(i < d.length() ? d.charAt(i) : '0');
        }
        int e10 = digits.equals("0") ? 0 : e - 1;
        sb.append('e');
        sb.append(e10 < 0 ? '-' : '+');
        int ae = Math.abs(e10);
        if (ae < 10) {
            sb.append('0');
        }
        sb.append(ae);
        return sb.toString();
    }
}
