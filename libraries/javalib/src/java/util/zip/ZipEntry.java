package java.util.zip;

import java.util.TimeZone;

/**
 * One entry of a ZIP archive.  The modification time is kept as an MS-DOS
 * date and time in the default time zone (the format's own field) plus the
 * milliseconds the DOS format cannot hold, so getTime returns what setTime
 * was given.  Extended timestamps (FileTime) and ZIP64 are not supported.
 */
public class ZipEntry implements ZipConstants, Cloneable {
    public static final int STORED = 0;
    public static final int DEFLATED = 8;

    static final long DOSTIME_BEFORE_1980 = (1 << 21) | (1 << 16);

    String name;
    long xdostime = -1;
    long crc = -1;
    long size = -1;
    long csize = -1;
    int method = -1;
    int flag;
    byte[] extra;
    String comment;

    public ZipEntry(String name) {
        if (name == null) {
            throw new NullPointerException("name");
        }
        if (name.length() > 0xffff) {
            throw new IllegalArgumentException("entry name too long");
        }
        this.name = name;
    }

    public ZipEntry(ZipEntry e) {
        if (e == null) {
            throw new NullPointerException("entry");
        }
        name = e.name;
        xdostime = e.xdostime;
        crc = e.crc;
        size = e.size;
        csize = e.csize;
        method = e.method;
        flag = e.flag;
        extra = e.extra;
        comment = e.comment;
    }

    public String getName() {
        return name;
    }

    public void setTime(long time) {
        xdostime = javaToExtendedDosTime(time);
    }

    public long getTime() {
        if (xdostime == -1) {
            return -1;
        }
        return dosToJavaTime(xdostime) + (xdostime >> 32);
    }

    public void setSize(long size) {
        if (size < 0) {
            throw new IllegalArgumentException("invalid entry size");
        }
        this.size = size;
    }

    public long getSize() {
        return size;
    }

    public long getCompressedSize() {
        return csize;
    }

    public void setCompressedSize(long csize) {
        this.csize = csize;
    }

    public void setCrc(long crc) {
        if (crc < 0 || crc > 0xffffffffL) {
            throw new IllegalArgumentException("invalid entry crc-32");
        }
        this.crc = crc;
    }

    public long getCrc() {
        return crc;
    }

    public void setMethod(int method) {
        if (method != STORED && method != DEFLATED) {
            throw new IllegalArgumentException("invalid compression method");
        }
        this.method = method;
    }

    public int getMethod() {
        return method;
    }

    public void setExtra(byte[] extra) {
        if (extra != null && extra.length > 0xffff) {
            throw new IllegalArgumentException("invalid extra field length");
        }
        this.extra = extra;
    }

    public byte[] getExtra() {
        return extra;
    }

    public void setComment(String comment) {
        this.comment = comment;
    }

    public String getComment() {
        return comment;
    }

    public boolean isDirectory() {
        return name.endsWith("/");
    }

    public String toString() {
        return getName();
    }

    public int hashCode() {
        return name.hashCode();
    }

    public Object clone() {
        try {
            ZipEntry e = (ZipEntry) super.clone();
            e.extra = extra == null ? null : extra.clone();
            return e;
        } catch (CloneNotSupportedException x) {
            throw new InternalError(x);
        }
    }

    // ---- MS-DOS date and time, in the default time zone ----

    /** Days since 1970-01-01 of a proleptic Gregorian date. */
    private static long daysOf(int y, int m, int d) {
        y -= m <= 2 ? 1 : 0;
        long era = Math.floorDiv(y, 400);
        long yoe = y - era * 400;
        long doy = (153L * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468;
    }

    static long dosToJavaTime(long dtime) {
        int d = (int) dtime;
        int year = ((d >> 25) & 0x7f) + 1980;
        int month = (d >> 21) & 0x0f;
        int day = (d >> 16) & 0x1f;
        int hour = (d >> 11) & 0x1f;
        int minute = (d >> 5) & 0x3f;
        int second = (d << 1) & 0x3e;
        // out-of-range fields roll over, as a lenient calendar would
        long local = ((daysOf(year, 1, 1) + monthDays(year, month) + day - 1) * 24 + hour) * 3600000L
                     + minute * 60000L + second * 1000L;
        TimeZone tz = TimeZone.getDefault();
        int off = tz.getOffset(local - tz.getRawOffset());
        return local - off;
    }

    /** Days from January 1 to the first of month m (1..12; others roll into the next years). */
    private static long monthDays(int year, int m) {
        m -= 1;
        int y = year + Math.floorDiv(m, 12);
        m = Math.floorMod(m, 12);
        return daysOf(y, m + 1, 1) - daysOf(year, 1, 1);
    }

    static long javaToExtendedDosTime(long time) {
        long dos = javaToDosTime(time);
        return dos != DOSTIME_BEFORE_1980 ? dos + ((time % 2000) << 32) : DOSTIME_BEFORE_1980;
    }

    private static long javaToDosTime(long time) {
        long local = time + TimeZone.getDefault().getOffset(time);
        long days = Math.floorDiv(local, 86400000L);
        long ms = Math.floorMod(local, 86400000L);
        // civil date from days (Howard Hinnant's algorithm, public domain description)
        long z = days + 719468;
        long era = Math.floorDiv(z, 146097);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        int day = (int) (doy - (153 * mp + 2) / 5 + 1);
        int month = (int) (mp < 10 ? mp + 3 : mp - 9);
        int year = (int) (yoe + era * 400 + (month <= 2 ? 1 : 0));
        if (year < 1980) {
            return DOSTIME_BEFORE_1980;
        }
        int secs = (int) (ms / 1000);
        return ((year - 1980) << 25 | month << 21 | day << 16 | (secs / 3600) << 11 | (secs / 60 % 60) << 5
                | (secs % 60) >> 1) & 0xffffffffL;
    }
}
