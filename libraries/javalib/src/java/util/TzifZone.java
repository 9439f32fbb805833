package java.util;

import java.io.DataInputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;

/**
 * A region time zone read from a TZif file of the system's tz database
 * (RFC 8536): the transitions of its version 2+ (64-bit) data block and,
 * after the last transition, the POSIX TZ rule of its footer.
 */
final class TzifZone extends TimeZone {
    private static final long serialVersionUID = 1L;
    private static final String[] ROOTS = { "/usr/share/zoneinfo/", "/usr/lib/zoneinfo/", "/usr/share/lib/zoneinfo/" };

    private long[] trans;      /* seconds since the epoch, ascending */
    private int[] transType;
    private int[] utoff;       /* seconds */
    private boolean[] dst;
    private String[] abbr;
    /* the footer's rule; stdName null when there is none */
    private String stdName, dstName;
    private int stdOff, dstOff;      /* seconds east of UTC */
    private int[] startRule, endRule; /* {month 1-12, week 1-5, weekday 0-6, seconds} */
    private int rawOffset;           /* milliseconds */

    private TzifZone() {
    }

    static TimeZone load(String id) {
        if (id.isEmpty() || id.startsWith("/") || id.indexOf("..") >= 0)
            return null;
        for (int r = 0; r < ROOTS.length; r++) {
            File f = new File(ROOTS[r] + id);
            if (!f.isFile())
                continue;
            try {
                TzifZone z = new TzifZone();
                DataInputStream in = new DataInputStream(new FileInputStream(f));
                try {
                    z.read(in);
                } finally {
                    in.close();
                }
                z.setID(id);
                return z;
            } catch (IOException e) {
                return null;
            } catch (RuntimeException e) {
                return null;
            }
        }
        return null;
    }

    private void read(DataInputStream in) throws IOException {
        int[] h = header(in);
        int version = h[6];
        if (version >= 2) {
            /* skip the 32-bit block */
            long skip = h[3] * 5L + h[4] * 6L + h[5] + h[2] * 8L + h[1] + h[0];
            while (skip > 0)
                skip -= in.skip(skip);
            h = header(in);
        }
        int isutcnt = h[0], isstdcnt = h[1], leapcnt = h[2], timecnt = h[3], typecnt = h[4], charcnt = h[5];
        boolean wide = version >= 2;
        trans = new long[timecnt];
        for (int i = 0; i < timecnt; i++)
            trans[i] = wide ? in.readLong() : in.readInt();
        transType = new int[timecnt];
        for (int i = 0; i < timecnt; i++)
            transType[i] = in.readUnsignedByte();
        utoff = new int[typecnt];
        dst = new boolean[typecnt];
        int[] abbrIndex = new int[typecnt];
        for (int i = 0; i < typecnt; i++) {
            utoff[i] = in.readInt();
            dst[i] = in.readUnsignedByte() != 0;
            abbrIndex[i] = in.readUnsignedByte();
        }
        byte[] chars = new byte[charcnt];
        in.readFully(chars);
        abbr = new String[typecnt];
        for (int i = 0; i < typecnt; i++) {
            int e = abbrIndex[i];
            while (e < charcnt && chars[e] != 0)
                e++;
            abbr[i] = new String(chars, abbrIndex[i], e - abbrIndex[i], "ISO-8859-1");
        }
        long skip = leapcnt * (wide ? 12L : 8L) + isstdcnt + isutcnt;
        while (skip > 0)
            skip -= in.skip(skip);
        if (wide) {
            StringBuilder sb = new StringBuilder();
            int c = in.read();   /* the newline before the footer */
            while ((c = in.read()) >= 0 && c != '\n')
                sb.append((char) c);
            if (sb.length() > 0)
                parsePosix(sb.toString());
        }
        if (stdName != null) {
            rawOffset = stdOff * 1000;
        } else {
            rawOffset = 0;
            for (int i = trans.length - 1; i >= -1; i--) {
                int t = i >= 0 ? transType[i] : 0;
                if (!dst[t]) {
                    rawOffset = utoff[t] * 1000;
                    break;
                }
            }
        }
    }

    private static int[] header(DataInputStream in) throws IOException {
        byte[] magic = new byte[4];
        in.readFully(magic);
        if (magic[0] != 'T' || magic[1] != 'Z' || magic[2] != 'i' || magic[3] != 'f')
            throw new IOException("not a TZif file");
        int version = in.readUnsignedByte();
        version = version == 0 ? 1 : version - '0';
        for (int i = 0; i < 15; i++)
            in.readUnsignedByte();
        int[] h = new int[7];
        for (int i = 0; i < 6; i++)
            h[i] = in.readInt();
        h[6] = version;
        return h;
    }

    // ------------------------------------------------------------------
    // POSIX TZ rules: std offset [dst [offset] [,start[/time],end[/time]]]

    private int pos;
    private String posix;

    private void parsePosix(String s) {
        posix = s;
        pos = 0;
        String sn = posixName();
        if (sn == null)
            return;
        int so = -posixTime();
        String dn = null;
        int dofs = so + 3600;
        int[] start = null, end = null;
        if (pos < s.length() && s.charAt(pos) != ',') {
            dn = posixName();
            if (pos < s.length() && s.charAt(pos) != ',')
                dofs = -posixTime();
        }
        if (dn != null) {
            if (pos >= s.length() || s.charAt(pos) != ',')
                return;
            pos++;
            start = posixRule();
            if (pos >= s.length() || s.charAt(pos) != ',')
                return;
            pos++;
            end = posixRule();
            if (start == null || end == null)
                return;
        }
        stdName = sn;
        stdOff = so;
        dstName = dn;
        dstOff = dofs;
        startRule = start;
        endRule = end;
    }

    private String posixName() {
        String s = posix;
        int b = pos;
        if (pos < s.length() && s.charAt(pos) == '<') {
            int e = s.indexOf('>', pos);
            if (e < 0)
                return null;
            pos = e + 1;
            return s.substring(b + 1, e);
        }
        while (pos < s.length() && Character.isLetter(s.charAt(pos)))
            pos++;
        return pos - b >= 3 ? s.substring(b, pos) : null;
    }

    /* [+-]hh[:mm[:ss]] in seconds */
    private int posixTime() {
        String s = posix;
        int sign = 1;
        if (pos < s.length() && (s.charAt(pos) == '+' || s.charAt(pos) == '-')) {
            sign = s.charAt(pos) == '-' ? -1 : 1;
            pos++;
        }
        int total = 0;
        for (int part = 0; part < 3; part++) {
            int v = 0, digits = 0;
            while (pos < s.length() && Character.isDigit(s.charAt(pos))) {
                v = v * 10 + (s.charAt(pos++) - '0');
                digits++;
            }
            if (digits == 0)
                break;
            total += v * (part == 0 ? 3600 : part == 1 ? 60 : 1);
            if (pos < s.length() && s.charAt(pos) == ':')
                pos++;
            else
                break;
        }
        return sign * total;
    }

    private int[] posixRule() {
        String s = posix;
        if (pos >= s.length() || s.charAt(pos) != 'M')
            return null;   /* Jn and n forms are not used by the database */
        pos++;
        int[] r = new int[4];
        for (int k = 0; k < 3; k++) {
            int v = 0;
            while (pos < s.length() && Character.isDigit(s.charAt(pos)))
                v = v * 10 + (s.charAt(pos++) - '0');
            r[k] = v;
            if (k < 2) {
                if (pos >= s.length() || s.charAt(pos) != '.')
                    return null;
                pos++;
            }
        }
        r[3] = 7200;
        if (pos < s.length() && s.charAt(pos) == '/') {
            pos++;
            r[3] = posixTime();
        }
        return r;
    }

    /* local seconds of the rule's moment in the given year (wall clock of
       the time in force before it) */
    private static long ruleLocal(int[] r, long year) {
        long first = daysFromCivil(year, r[0], 1);
        int dowFirst = (int) Math.floorMod(first + 4, 7L);   /* 0 = Sunday */
        long day = first + Math.floorMod(r[2] - dowFirst, 7);
        day += (r[1] - 1) * 7L;
        int len = monthLength(year, r[0]);
        while (day >= first + len)
            day -= 7;
        return day * 86400L + r[3];
    }

    private boolean ruleDst(long sec) {
        if (dstName == null)
            return false;
        long year = civilYear(Math.floorDiv(sec + stdOff, 86400L));
        long start = ruleLocal(startRule, year) - stdOff;
        long end = ruleLocal(endRule, year) - dstOff;
        if (start < end)
            return sec >= start && sec < end;
        return !(sec >= end && sec < start);
    }

    // ------------------------------------------------------------------
    // Civil calendar arithmetic (proleptic Gregorian)

    static long daysFromCivil(long y, int m, int d) {
        y -= m <= 2 ? 1 : 0;
        long era = Math.floorDiv(y, 400L);
        long yoe = y - era * 400;
        long doy = (153L * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468;
    }

    static long civilYear(long days) {
        days += 719468;
        long era = Math.floorDiv(days, 146097L);
        long doe = days - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        long m = mp < 10 ? mp + 3 : mp - 9;
        return yoe + era * 400 + (m <= 2 ? 1 : 0);
    }

    static int monthLength(long y, int m) {
        if (m == 2)
            return (y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)) ? 29 : 28;
        return (m == 4 || m == 6 || m == 9 || m == 11) ? 30 : 31;
    }

    // ------------------------------------------------------------------
    // Queries

    /* index of the type in force at sec, or -1 when the footer rule applies */
    /* before 1900 the JDK applies the zone's raw offset (it drops older
       transitions, local mean time included) */
    private static final long UTC1900 = -2208988800L;

    private int typeAt(long sec) {
        if (sec < UTC1900)
            return -2;
        if (trans.length == 0)
            return stdName != null ? -1 : 0;
        if (sec < trans[0]) {
            for (int i = 0; i < dst.length; i++)
                if (!dst[i])
                    return i;
            return 0;
        }
        if (sec >= trans[trans.length - 1] && stdName != null)
            return -1;
        int lo = 0, hi = trans.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (trans[mid] <= sec)
                lo = mid;
            else
                hi = mid - 1;
        }
        return transType[lo];
    }

    public int getOffset(long date) {
        long sec = Math.floorDiv(date, 1000L);
        int t = typeAt(sec);
        if (t == -2)
            return rawOffset;
        if (t >= 0)
            return utoff[t] * 1000;
        return (ruleDst(sec) ? dstOff : stdOff) * 1000;
    }

    /* the standard (raw) offset in force at an instant */
    int rawOffsetAt(long date) {
        long sec = Math.floorDiv(date, 1000L);
        int t = typeAt(sec);
        if (t == -2)
            return rawOffset;
        if (t < 0)
            return stdOff * 1000;
        if (!dst[t])
            return utoff[t] * 1000;
        for (int i = trans.length - 1; i >= 0; i--) {
            if (trans[i] <= sec && !dst[transType[i]])
                return utoff[transType[i]] * 1000;
        }
        return utoff[t] * 1000 - 3600000;
    }

    public boolean inDaylightTime(Date date) {
        long sec = Math.floorDiv(date.getTime(), 1000L);
        int t = typeAt(sec);
        if (t == -2)
            return false;
        return t >= 0 ? dst[t] : ruleDst(sec);
    }

    public int getOffset(int era, int year, int month, int day, int dayOfWeek, int millis) {
        long y = era == 0 ? 1 - year : year;
        long local = daysFromCivil(y, month + 1, day) * 86400000L + millis;
        return getOffset(local - rawOffset);
    }

    public void setRawOffset(int offsetMillis) {
        rawOffset = offsetMillis;
    }

    public int getRawOffset() {
        return rawOffset;
    }

    public boolean useDaylightTime() {
        return dstName != null;
    }

    public int getDSTSavings() {
        return dstName != null ? (dstOff - stdOff) * 1000 : 0;
    }

    String shortName(boolean daylight) {
        String n;
        if (stdName != null) {
            n = daylight && dstName != null ? dstName : stdName;
        } else {
            n = null;
            for (int i = trans.length - 1; i >= 0 && n == null; i--)
                if (dst[transType[i]] == daylight)
                    n = abbr[transType[i]];
            if (n == null)
                n = abbr.length > 0 ? abbr[abbr.length - 1] : "GMT";
        }
        if (n.isEmpty() || n.charAt(0) == '+' || n.charAt(0) == '-')
            return gmtName(getRawOffset() + (daylight ? getDSTSavings() : 0));
        return n;
    }

    /* the abbreviation in force at an instant */
    String nameAt(long date) {
        return shortName(inDaylightTime(new Date(date)));
    }

    public boolean equals(Object o) {
        return o instanceof TzifZone && ((TzifZone) o).getID().equals(getID());
    }

    public int hashCode() {
        return getID().hashCode();
    }
}
