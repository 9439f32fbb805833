package java.text;

import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

/**
 * Dates formatted and parsed by a pattern of letters (G y Y M L w W D d F E
 * u a H k K h m s S z Z X) and quoted text, with English names.  Long zone
 * names (zzzz) are known only for UTC and GMT; other zones print their
 * short name there.
 */
public class SimpleDateFormat extends DateFormat {
    private static final long serialVersionUID = 4774881970558875024L;

    private static final String LETTERS = "GyMdkHmsSEDFwWahKzZYuXL";

    private String pattern;
    private DateFormatSymbols formatData;
    private Date defaultCenturyStart;
    private int defaultCenturyStartYear;
    private final Locale locale;

    public SimpleDateFormat() {
        this("M/d/yy, h:mm a", Locale.getDefault());
    }

    public SimpleDateFormat(String pattern) {
        this(pattern, Locale.getDefault());
    }

    public SimpleDateFormat(String pattern, Locale locale) {
        if (pattern == null || locale == null)
            throw new NullPointerException();
        this.locale = locale;
        this.formatData = DateFormatSymbols.getInstance(locale);
        init(pattern);
    }

    public SimpleDateFormat(String pattern, DateFormatSymbols formatSymbols) {
        if (pattern == null || formatSymbols == null)
            throw new NullPointerException();
        this.locale = Locale.getDefault();
        this.formatData = (DateFormatSymbols) formatSymbols.clone();
        init(pattern);
    }

    private void init(String pattern) {
        calendar = Calendar.getInstance(TimeZone.getDefault(), locale);
        DecimalFormat nf = new DecimalFormat("#", DecimalFormatSymbols.getInstance(locale));
        nf.setGroupingUsed(false);
        nf.setParseIntegerOnly(true);
        numberFormat = nf;
        applyPattern(pattern);
        Calendar c = Calendar.getInstance(TimeZone.getDefault(), locale);
        c.add(Calendar.YEAR, -80);
        set2DigitYearStart(c.getTime());
    }

    public void set2DigitYearStart(Date startDate) {
        defaultCenturyStart = new Date(startDate.getTime());
        Calendar c = (Calendar) calendar.clone();
        c.setTime(startDate);
        defaultCenturyStartYear = c.get(Calendar.YEAR);
    }

    public Date get2DigitYearStart() {
        return (Date) defaultCenturyStart.clone();
    }

    public String toPattern() {
        return pattern;
    }

    public String toLocalizedPattern() {
        return pattern;
    }

    public void applyPattern(String pattern) {
        compile(pattern);
        this.pattern = pattern;
    }

    public void applyLocalizedPattern(String pattern) {
        applyPattern(pattern);
    }

    public DateFormatSymbols getDateFormatSymbols() {
        return (DateFormatSymbols) formatData.clone();
    }

    public void setDateFormatSymbols(DateFormatSymbols newFormatSymbols) {
        formatData = (DateFormatSymbols) newFormatSymbols.clone();
    }

    /* the pattern as a list: letter runs as {letter, count}, text as strings */
    private Object[] compiled;

    private void compile(String p) {
        java.util.ArrayList<Object> out = new java.util.ArrayList<Object>();
        StringBuilder text = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < p.length(); i++) {
            char c = p.charAt(i);
            if (c == '\'') {
                if (i + 1 < p.length() && p.charAt(i + 1) == '\'') {
                    text.append('\'');
                    i++;
                } else {
                    quoted = !quoted;
                }
                continue;
            }
            if (!quoted && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
                if (LETTERS.indexOf(c) < 0)
                    throw new IllegalArgumentException("Illegal pattern character '" + c + "'");
                int n = 1;
                while (i + 1 < p.length() && p.charAt(i + 1) == c) {
                    n++;
                    i++;
                }
                if (c == 'X' && n > 3)
                    throw new IllegalArgumentException("invalid ISO 8601 format: length=" + n);
                if (text.length() > 0) {
                    out.add(text.toString());
                    text.setLength(0);
                }
                out.add(new int[] { c, n });
                continue;
            }
            text.append(c);
        }
        if (quoted)
            throw new IllegalArgumentException("Unterminated quote");
        if (text.length() > 0)
            out.add(text.toString());
        compiled = out.toArray();
    }

    // ------------------------------------------------------------------
    // Formatting

    private static void pad(StringBuffer sb, long v, int width) {
        String s = Long.toString(Math.abs(v));
        if (v < 0)
            sb.append('-');
        for (int i = s.length(); i < width; i++)
            sb.append('0');
        sb.append(s);
    }

    public StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition pos) {
        calendar.setTime(date);
        Calendar c = calendar;
        for (int k = 0; k < compiled.length; k++) {
            Object o = compiled[k];
            if (o instanceof String) {
                toAppendTo.append((String) o);
                continue;
            }
            int letter = ((int[]) o)[0], n = ((int[]) o)[1];
            switch (letter) {
            case 'G':
                toAppendTo.append(formatData.era(c.get(Calendar.ERA)));
                break;
            case 'y':
            case 'Y': {
                int y = letter == 'y' || !(c instanceof GregorianCalendar) ? c.get(Calendar.YEAR) : weekYear(c);
                if (n == 2)
                    pad(toAppendTo, y % 100, 2);
                else
                    pad(toAppendTo, y, n);
                break;
            }
            case 'M':
            case 'L':
                if (n >= 4)
                    toAppendTo.append(formatData.month(c.get(Calendar.MONTH), true));
                else if (n == 3)
                    toAppendTo.append(formatData.month(c.get(Calendar.MONTH), false));
                else
                    pad(toAppendTo, c.get(Calendar.MONTH) + 1, n);
                break;
            case 'd': pad(toAppendTo, c.get(Calendar.DAY_OF_MONTH), n); break;
            case 'k': {
                int h = c.get(Calendar.HOUR_OF_DAY);
                pad(toAppendTo, h == 0 ? 24 : h, n);
                break;
            }
            case 'H': pad(toAppendTo, c.get(Calendar.HOUR_OF_DAY), n); break;
            case 'm': pad(toAppendTo, c.get(Calendar.MINUTE), n); break;
            case 's': pad(toAppendTo, c.get(Calendar.SECOND), n); break;
            case 'S': pad(toAppendTo, c.get(Calendar.MILLISECOND), n); break;
            case 'E':
                toAppendTo.append(formatData.weekday(c.get(Calendar.DAY_OF_WEEK), n >= 4));
                break;
            case 'u': {
                int dow = c.get(Calendar.DAY_OF_WEEK);
                pad(toAppendTo, dow == Calendar.SUNDAY ? 7 : dow - 1, n);
                break;
            }
            case 'D': pad(toAppendTo, c.get(Calendar.DAY_OF_YEAR), n); break;
            case 'F': pad(toAppendTo, c.get(Calendar.DAY_OF_WEEK_IN_MONTH), n); break;
            case 'w': pad(toAppendTo, c.get(Calendar.WEEK_OF_YEAR), n); break;
            case 'W': pad(toAppendTo, c.get(Calendar.WEEK_OF_MONTH), n); break;
            case 'a': toAppendTo.append(formatData.ampm(c.get(Calendar.AM_PM))); break;
            case 'h': {
                int h = c.get(Calendar.HOUR);
                pad(toAppendTo, h == 0 ? 12 : h, n);
                break;
            }
            case 'K': pad(toAppendTo, c.get(Calendar.HOUR), n); break;
            case 'z': {
                TimeZone z = c.getTimeZone();
                boolean daylight = c.get(Calendar.DST_OFFSET) != 0;
                if (n >= 4)
                    toAppendTo.append(z.getDisplayName(daylight, TimeZone.LONG, locale));
                else
                    toAppendTo.append(z.getDisplayName(daylight, TimeZone.SHORT, locale));
                break;
            }
            case 'Z': {
                int off = (c.get(Calendar.ZONE_OFFSET) + c.get(Calendar.DST_OFFSET)) / 60000;
                toAppendTo.append(off < 0 ? '-' : '+');
                off = Math.abs(off);
                pad(toAppendTo, off / 60, 2);
                pad(toAppendTo, off % 60, 2);
                break;
            }
            case 'X': {
                int off = (c.get(Calendar.ZONE_OFFSET) + c.get(Calendar.DST_OFFSET)) / 60000;
                if (off == 0) {
                    toAppendTo.append('Z');
                    break;
                }
                toAppendTo.append(off < 0 ? '-' : '+');
                off = Math.abs(off);
                pad(toAppendTo, off / 60, 2);
                if (n == 1)
                    break;
                if (n == 3)
                    toAppendTo.append(':');
                pad(toAppendTo, off % 60, 2);
                break;
            }
            default:
                break;
            }
        }
        return toAppendTo;
    }

    private static int weekYear(Calendar c) {
        int y = c.get(Calendar.YEAR);
        if (c.get(Calendar.ERA) == GregorianCalendar.BC)
            y = 1 - y;
        int w = c.get(Calendar.WEEK_OF_YEAR);
        if (c.get(Calendar.MONTH) == Calendar.DECEMBER && w == 1)
            y++;
        else if (c.get(Calendar.MONTH) == Calendar.JANUARY && w >= 52)
            y--;
        return y;
    }

    // ------------------------------------------------------------------
    // Parsing

    /* the index of the longest name matching at pos (case-insensitive), or -1 */
    private static int matchName(String text, int pos, String[] names, int[] matchedLength) {
        int best = -1, bestLen = 0;
        for (int i = 0; i < names.length; i++) {
            String n = names[i];
            if (n.length() > bestLen && text.regionMatches(true, pos, n, 0, n.length())) {
                best = i;
                bestLen = n.length();
            }
        }
        matchedLength[0] = bestLen;
        return best;
    }

    private static boolean isNumeric(Object o) {
        if (!(o instanceof int[]))
            return false;
        int letter = ((int[]) o)[0], n = ((int[]) o)[1];
        if (letter == 'M' || letter == 'L')
            return n <= 2;
        return "yYdkHmsSuDFwWhK".indexOf(letter) >= 0;
    }

    public Date parse(String text, ParsePosition pos) {
        int at = pos.getIndex();
        int[] f = new int[Calendar.FIELD_COUNT];
        boolean[] has = new boolean[Calendar.FIELD_COUNT];
        int[] order = new int[Calendar.FIELD_COUNT];
        int seq = 1;
        boolean twoDigitYear = false;
        int zoneOffset = Integer.MIN_VALUE;
        int[] len = new int[1];
        for (int k = 0; k < compiled.length; k++) {
            Object o = compiled[k];
            if (o instanceof String) {
                String s = (String) o;
                for (int i = 0; i < s.length(); i++) {
                    char c = s.charAt(i);
                    if (at < text.length() && text.charAt(at) == c) {
                        at++;
                    } else if (Character.isWhitespace(c)) {
                        continue;
                    } else {
                        pos.setErrorIndex(at);
                        return null;
                    }
                }
                continue;
            }
            int letter = ((int[]) o)[0], n = ((int[]) o)[1];
            int start = at;
            if (isNumeric(o)) {
                boolean abut = k + 1 < compiled.length && isNumeric(compiled[k + 1]);
                int limit = abut ? Math.min(text.length(), at + n) : text.length();
                boolean neg = false;
                if ((letter == 'y' || letter == 'Y') && at < limit && text.charAt(at) == '-') {
                    neg = true;
                    at++;
                }
                long v = 0;
                int digits = 0;
                while (at < limit && Character.isDigit(text.charAt(at)) && digits < 10) {
                    v = v * 10 + Character.digit(text.charAt(at), 10);
                    at++;
                    digits++;
                }
                if (digits == 0) {
                    pos.setErrorIndex(start);
                    return null;
                }
                int value = (int) (neg ? -v : v);
                int field;
                switch (letter) {
                case 'y':
                case 'Y':
                    field = Calendar.YEAR;
                    twoDigitYear = n <= 2 && digits == 2 && !neg;
                    break;
                case 'M': case 'L': field = Calendar.MONTH; value--; break;
                case 'd': field = Calendar.DAY_OF_MONTH; break;
                case 'k': field = Calendar.HOUR_OF_DAY; if (value == 24) value = 0; break;
                case 'H': field = Calendar.HOUR_OF_DAY; break;
                case 'm': field = Calendar.MINUTE; break;
                case 's': field = Calendar.SECOND; break;
                case 'S': field = Calendar.MILLISECOND; break;
                case 'u': field = Calendar.DAY_OF_WEEK; value = value % 7 + 1; break;
                case 'D': field = Calendar.DAY_OF_YEAR; break;
                case 'F': field = Calendar.DAY_OF_WEEK_IN_MONTH; break;
                case 'w': field = Calendar.WEEK_OF_YEAR; break;
                case 'W': field = Calendar.WEEK_OF_MONTH; break;
                case 'h': field = Calendar.HOUR; if (value == 12) value = 0; break;
                default: field = Calendar.HOUR; break;
                }
                f[field] = value;
                has[field] = true;
                order[field] = seq++;
                continue;
            }
            int idx;
            switch (letter) {
            case 'G':
                idx = matchName(text, at, formatData.getEras(), len);
                if (idx < 0) {
                    pos.setErrorIndex(at);
                    return null;
                }
                f[Calendar.ERA] = idx;
                has[Calendar.ERA] = true;
                order[Calendar.ERA] = seq++;
                at += len[0];
                break;
            case 'M':
            case 'L': {
                int i1 = matchName(text, at, formatData.getMonths(), len);
                int l1 = len[0];
                int i2 = matchName(text, at, formatData.getShortMonths(), len);
                int l2 = len[0];
                idx = l1 >= l2 ? i1 : i2;
                if (idx < 0 || Math.max(l1, l2) == 0) {
                    pos.setErrorIndex(at);
                    return null;
                }
                f[Calendar.MONTH] = idx;
                has[Calendar.MONTH] = true;
                order[Calendar.MONTH] = seq++;
                at += Math.max(l1, l2);
                break;
            }
            case 'E': {
                int i1 = matchName(text, at, formatData.getWeekdays(), len);
                int l1 = len[0];
                int i2 = matchName(text, at, formatData.getShortWeekdays(), len);
                int l2 = len[0];
                idx = l1 >= l2 ? i1 : i2;
                if (idx <= 0 || Math.max(l1, l2) == 0) {
                    pos.setErrorIndex(at);
                    return null;
                }
                f[Calendar.DAY_OF_WEEK] = idx;
                has[Calendar.DAY_OF_WEEK] = true;
                order[Calendar.DAY_OF_WEEK] = seq++;
                at += Math.max(l1, l2);
                break;
            }
            case 'a':
                idx = matchName(text, at, formatData.getAmPmStrings(), len);
                if (idx < 0) {
                    pos.setErrorIndex(at);
                    return null;
                }
                f[Calendar.AM_PM] = idx;
                has[Calendar.AM_PM] = true;
                order[Calendar.AM_PM] = seq++;
                at += len[0];
                break;
            case 'z':
            case 'Z':
            case 'X': {
                int[] r = parseZone(text, at);
                if (r == null) {
                    pos.setErrorIndex(at);
                    return null;
                }
                zoneOffset = r[0];
                at = r[1];
                break;
            }
            default:
                pos.setErrorIndex(at);
                return null;
            }
        }
        Calendar c = (Calendar) calendar.clone();
        c.clear();
        Integer[] fieldsInOrder = new Integer[Calendar.FIELD_COUNT];
        int nf = 0;
        for (int i = 0; i < Calendar.FIELD_COUNT; i++)
            if (has[i])
                fieldsInOrder[nf++] = Integer.valueOf(i);
        final int[] ord = order;
        java.util.Arrays.sort(fieldsInOrder, 0, nf, new java.util.Comparator<Integer>() {
            public int compare(Integer a, Integer b) {
                return ord[a.intValue()] - ord[b.intValue()];
            }
        });
        for (int i = 0; i < nf; i++) {
            int field = fieldsInOrder[i].intValue();
            c.set(field, f[field]);
        }
        if (twoDigitYear) {
            int y = f[Calendar.YEAR];
            int start = defaultCenturyStartYear;
            int full = start / 100 * 100 + y;
            if (full < start)
                full += 100;
            c.set(Calendar.YEAR, full);
            if (full == start) {
                Date d0 = c.getTime();
                if (d0.before(defaultCenturyStart))
                    c.set(Calendar.YEAR, full + 100);
            }
        }
        if (zoneOffset != Integer.MIN_VALUE) {
            c.set(Calendar.ZONE_OFFSET, zoneOffset);
            c.set(Calendar.DST_OFFSET, 0);
        }
        Date d;
        try {
            d = c.getTime();
        } catch (IllegalArgumentException e) {
            pos.setErrorIndex(at);
            return null;
        }
        pos.setIndex(at);
        return d;
    }

    /* {offset millis, end} of a zone at pos: Z, +hh[:mm|mm], GMT+hh:mm, UTC, GMT or the zone's names */
    private int[] parseZone(String text, int pos) {
        if (pos >= text.length())
            return null;
        if (text.charAt(pos) == 'Z')
            return new int[] { 0, pos + 1 };
        int p = pos;
        if (text.startsWith("GMT", p) || text.startsWith("UTC", p)) {
            p += 3;
            if (p >= text.length() || (text.charAt(p) != '+' && text.charAt(p) != '-'))
                return new int[] { 0, p };
        }
        if (p < text.length() && (text.charAt(p) == '+' || text.charAt(p) == '-')) {
            int sign = text.charAt(p) == '-' ? -1 : 1;
            p++;
            int h = 0, digits = 0;
            while (p < text.length() && digits < 2 && Character.isDigit(text.charAt(p))) {
                h = h * 10 + (text.charAt(p++) - '0');
                digits++;
            }
            if (digits == 0)
                return null;
            int m = 0;
            if (p < text.length() && text.charAt(p) == ':')
                p++;
            int md = 0;
            while (p < text.length() && md < 2 && Character.isDigit(text.charAt(p))) {
                m = m * 10 + (text.charAt(p++) - '0');
                md++;
            }
            return new int[] { sign * (h * 60 + m) * 60000, p };
        }
        TimeZone z = calendar.getTimeZone();
        String[] names = { z.getDisplayName(false, TimeZone.SHORT, locale), z.getDisplayName(true, TimeZone.SHORT, locale) };
        for (int i = 0; i < 2; i++) {
            if (text.startsWith(names[i], pos))
                return new int[] { z.getRawOffset() + (i == 1 ? z.getDSTSavings() : 0), pos + names[i].length() };
        }
        return null;
    }

    public Object clone() {
        SimpleDateFormat o = (SimpleDateFormat) super.clone();
        o.formatData = (DateFormatSymbols) formatData.clone();
        return o;
    }

    public int hashCode() {
        return pattern.hashCode();
    }

    public boolean equals(Object obj) {
        if (!super.equals(obj) || !(obj instanceof SimpleDateFormat))
            return false;
        SimpleDateFormat o = (SimpleDateFormat) obj;
        return pattern.equals(o.pattern) && formatData.equals(o.formatData);
    }
}
