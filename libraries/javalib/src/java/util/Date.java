package java.util;

/** An instant in milliseconds since 1970-01-01T00:00:00Z. */
public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
    private static final long serialVersionUID = 7523967970034938905L;

    private transient long fastTime;

    /* The stock JVM's serial form: no fields; (custom data) the time in
     * milliseconds, getTime(). */
    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeLong(getTime());
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        fastTime = s.readLong();
    }

    public Date() {
        this(System.currentTimeMillis());
    }

    public Date(long date) {
        fastTime = date;
    }

    @Deprecated
    public Date(int year, int month, int date) {
        this(year, month, date, 0, 0, 0);
    }

    @Deprecated
    public Date(int year, int month, int date, int hrs, int min) {
        this(year, month, date, hrs, min, 0);
    }

    @Deprecated
    public Date(int year, int month, int date, int hrs, int min, int sec) {
        GregorianCalendar c = new GregorianCalendar(year + 1900, month, date, hrs, min, sec);
        fastTime = c.getTimeInMillis();
    }

    /** The Date of an Instant's millisecond (IllegalArgumentException beyond a long's range). */
    public static Date from(java.time.Instant instant) {
        try {
            return new Date(instant.toEpochMilli());
        } catch (ArithmeticException ex) {
            throw new IllegalArgumentException(ex);
        }
    }

    public java.time.Instant toInstant() {
        return java.time.Instant.ofEpochMilli(getTime());
    }

    public long getTime() {
        return fastTime;
    }

    public void setTime(long time) {
        fastTime = time;
    }

    private GregorianCalendar local() {
        GregorianCalendar c = new GregorianCalendar(TimeZone.getDefaultRef(), Locale.getDefault());
        c.setTimeInMillis(fastTime);
        return c;
    }

    private void setField(int field, int value) {
        GregorianCalendar c = local();
        c.set(field, value);
        fastTime = c.getTimeInMillis();
    }

    @Deprecated
    public int getYear() {
        GregorianCalendar c = local();
        int y = c.get(Calendar.YEAR);
        return (c.get(Calendar.ERA) == GregorianCalendar.AD ? y : 1 - y) - 1900;
    }
    @Deprecated
    public void setYear(int year) { setField(Calendar.YEAR, year + 1900); }
    @Deprecated
    public int getMonth() { return local().get(Calendar.MONTH); }
    @Deprecated
    public void setMonth(int month) { setField(Calendar.MONTH, month); }
    @Deprecated
    public int getDate() { return local().get(Calendar.DAY_OF_MONTH); }
    @Deprecated
    public void setDate(int date) { setField(Calendar.DAY_OF_MONTH, date); }
    @Deprecated
    public int getDay() { return local().get(Calendar.DAY_OF_WEEK) - 1; }
    @Deprecated
    public int getHours() { return local().get(Calendar.HOUR_OF_DAY); }
    @Deprecated
    public void setHours(int hours) { setField(Calendar.HOUR_OF_DAY, hours); }
    @Deprecated
    public int getMinutes() { return local().get(Calendar.MINUTE); }
    @Deprecated
    public void setMinutes(int minutes) { setField(Calendar.MINUTE, minutes); }
    @Deprecated
    public int getSeconds() { return local().get(Calendar.SECOND); }
    @Deprecated
    public void setSeconds(int seconds) { setField(Calendar.SECOND, seconds); }
    @Deprecated
    public int getTimezoneOffset() {
        GregorianCalendar c = local();
        return -(c.get(Calendar.ZONE_OFFSET) + c.get(Calendar.DST_OFFSET)) / 60000;
    }

    public boolean before(Date when) {
        return fastTime < when.fastTime;
    }

    public boolean after(Date when) {
        return fastTime > when.fastTime;
    }

    public boolean equals(Object obj) {
        return obj instanceof Date && ((Date) obj).fastTime == fastTime;
    }

    public int compareTo(Date anotherDate) {
        return Long.compare(fastTime, anotherDate.fastTime);
    }

    public int hashCode() {
        return (int) fastTime ^ (int) (fastTime >> 32);
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e.toString());
        }
    }

    private static void two(StringBuilder sb, int v) {
        sb.append((char) ('0' + v / 10)).append((char) ('0' + v % 10));
    }

    /** "EEE MMM dd HH:mm:ss zzz yyyy" in the default time zone. */
    public String toString() {
        TimeZone z = TimeZone.getDefaultRef();
        GregorianCalendar c = local();
        StringBuilder sb = new StringBuilder(28);
        sb.append(Calendar.SHORT_WEEKDAYS[c.get(Calendar.DAY_OF_WEEK)]).append(' ');
        sb.append(Calendar.SHORT_MONTHS[c.get(Calendar.MONTH)]).append(' ');
        two(sb, c.get(Calendar.DAY_OF_MONTH));
        sb.append(' ');
        two(sb, c.get(Calendar.HOUR_OF_DAY));
        sb.append(':');
        two(sb, c.get(Calendar.MINUTE));
        sb.append(':');
        two(sb, c.get(Calendar.SECOND));
        sb.append(' ').append(zoneName(z, fastTime)).append(' ');
        sb.append(c.get(Calendar.YEAR));
        return sb.toString();
    }

    /* the short name of a zone at an instant */
    static String zoneName(TimeZone z, long t) {
        if (z instanceof TzifZone)
            return ((TzifZone) z).nameAt(t);
        return z.getDisplayName(z.inDaylightTime(new Date(t)), TimeZone.SHORT, Locale.US);
    }

    @Deprecated
    public String toGMTString() {
        GregorianCalendar c = new GregorianCalendar(TimeZone.getTimeZone("GMT"), Locale.US);
        c.setTimeInMillis(fastTime);
        StringBuilder sb = new StringBuilder();
        sb.append(c.get(Calendar.DAY_OF_MONTH)).append(' ');
        sb.append(Calendar.SHORT_MONTHS[c.get(Calendar.MONTH)]).append(' ');
        sb.append(c.get(Calendar.YEAR)).append(' ');
        two(sb, c.get(Calendar.HOUR_OF_DAY));
        sb.append(':');
        two(sb, c.get(Calendar.MINUTE));
        sb.append(':');
        two(sb, c.get(Calendar.SECOND));
        return sb.append(" GMT").toString();
    }
}
