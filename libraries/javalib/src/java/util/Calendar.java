package java.util;

/**
 * Calendar fields over an instant.  GregorianCalendar is the only
 * calendar; getInstance always returns one, with the week rules of the
 * English locales (weeks start on Sunday, week 1 holds January 1st).
 */
public abstract class Calendar implements java.io.Serializable, Cloneable, Comparable<Calendar> {
    private static final long serialVersionUID = -1807547505821590642L;

    public static final int ERA = 0, YEAR = 1, MONTH = 2, WEEK_OF_YEAR = 3, WEEK_OF_MONTH = 4, DATE = 5,
        DAY_OF_MONTH = 5, DAY_OF_YEAR = 6, DAY_OF_WEEK = 7, DAY_OF_WEEK_IN_MONTH = 8, AM_PM = 9, HOUR = 10,
        HOUR_OF_DAY = 11, MINUTE = 12, SECOND = 13, MILLISECOND = 14, ZONE_OFFSET = 15, DST_OFFSET = 16,
        FIELD_COUNT = 17;
    public static final int SUNDAY = 1, MONDAY = 2, TUESDAY = 3, WEDNESDAY = 4, THURSDAY = 5, FRIDAY = 6, SATURDAY = 7;
    public static final int JANUARY = 0, FEBRUARY = 1, MARCH = 2, APRIL = 3, MAY = 4, JUNE = 5, JULY = 6,
        AUGUST = 7, SEPTEMBER = 8, OCTOBER = 9, NOVEMBER = 10, DECEMBER = 11, UNDECIMBER = 12;
    public static final int AM = 0, PM = 1;
    public static final int ALL_STYLES = 0, SHORT = 1, LONG = 2, NARROW_FORMAT = 4, NARROW_STANDALONE = 0x8004,
        SHORT_FORMAT = 1, LONG_FORMAT = 2, SHORT_STANDALONE = 0x8001, LONG_STANDALONE = 0x8002;

    static final String[] FIELD_NAMES = {
        "ERA", "YEAR", "MONTH", "WEEK_OF_YEAR", "WEEK_OF_MONTH", "DAY_OF_MONTH", "DAY_OF_YEAR", "DAY_OF_WEEK",
        "DAY_OF_WEEK_IN_MONTH", "AM_PM", "HOUR", "HOUR_OF_DAY", "MINUTE", "SECOND", "MILLISECOND", "ZONE_OFFSET",
        "DST_OFFSET"
    };

    static final String[] MONTHS = { "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December", "" };
    static final String[] SHORT_MONTHS = { "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep",
        "Oct", "Nov", "Dec", "" };
    static final String[] WEEKDAYS = { "", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday" };
    static final String[] SHORT_WEEKDAYS = { "", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat" };
    static final String[] AMPM = { "AM", "PM" };
    static final String[] ERAS = { "BC", "AD" };

    protected int[] fields = new int[FIELD_COUNT];
    protected boolean[] isSet = new boolean[FIELD_COUNT];
    /* when each field was set: 0 unset, 1 computed, 2.. set by the user in order */
    int[] stamp = new int[FIELD_COUNT];
    int nextStamp = 2;
    protected long time;
    protected boolean isTimeSet;
    protected boolean areFieldsSet;
    private boolean lenient = true;
    private TimeZone zone;
    private int firstDayOfWeek = SUNDAY;
    private int minimalDaysInFirstWeek = 1;

    protected Calendar() {
        this(TimeZone.getDefault(), Locale.getDefault());
    }

    protected Calendar(TimeZone zone, Locale aLocale) {
        this.zone = zone;
    }

    public static Calendar getInstance() {
        return new GregorianCalendar();
    }

    public static Calendar getInstance(TimeZone zone) {
        return new GregorianCalendar(zone);
    }

    public static Calendar getInstance(Locale aLocale) {
        return new GregorianCalendar(aLocale);
    }

    public static Calendar getInstance(TimeZone zone, Locale aLocale) {
        return new GregorianCalendar(zone, aLocale);
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] { Locale.ROOT, Locale.ENGLISH, Locale.US };
    }

    protected abstract void computeTime();

    protected abstract void computeFields();

    public final Date getTime() {
        return new Date(getTimeInMillis());
    }

    public final void setTime(Date date) {
        setTimeInMillis(date.getTime());
    }

    public final java.time.Instant toInstant() {
        return java.time.Instant.ofEpochMilli(getTimeInMillis());
    }

    public long getTimeInMillis() {
        if (!isTimeSet)
            updateTime();
        return time;
    }

    public void setTimeInMillis(long millis) {
        time = millis;
        isTimeSet = true;
        computeFields();
        areFieldsSet = true;
        for (int i = 0; i < FIELD_COUNT; i++) {
            isSet[i] = true;
            stamp[i] = 1;
        }
        nextStamp = 2;
    }

    public int get(int field) {
        complete();
        return internalGet(field);
    }

    protected final int internalGet(int field) {
        return fields[field];
    }

    final void internalSet(int field, int value) {
        fields[field] = value;
    }

    public void set(int field, int value) {
        if (isTimeSet && !areFieldsSet)
            complete();
        fields[field] = value;
        isSet[field] = true;
        stamp[field] = nextStamp++;
        isTimeSet = false;
        areFieldsSet = false;
    }

    public final void set(int year, int month, int date) {
        set(YEAR, year);
        set(MONTH, month);
        set(DATE, date);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute) {
        set(year, month, date);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute, int second) {
        set(year, month, date, hourOfDay, minute);
        set(SECOND, second);
    }

    public final void clear() {
        for (int i = 0; i < FIELD_COUNT; i++) {
            fields[i] = 0;
            isSet[i] = false;
            stamp[i] = 0;
        }
        areFieldsSet = false;
        isTimeSet = false;
    }

    public final void clear(int field) {
        fields[field] = 0;
        isSet[field] = false;
        stamp[field] = 0;
        areFieldsSet = false;
        isTimeSet = false;
    }

    public final boolean isSet(int field) {
        return stamp[field] != 0;
    }

    protected void complete() {
        if (!isTimeSet)
            updateTime();
        if (!areFieldsSet) {
            computeFields();
            areFieldsSet = true;
            for (int i = 0; i < FIELD_COUNT; i++) {
                isSet[i] = true;
                stamp[i] = 1;
            }
            nextStamp = 2;
        }
    }

    private void updateTime() {
        computeTime();
        isTimeSet = true;
    }

    public abstract void add(int field, int amount);

    public abstract void roll(int field, boolean up);

    public void roll(int field, int amount) {
        while (amount > 0) {
            roll(field, true);
            amount--;
        }
        while (amount < 0) {
            roll(field, false);
            amount++;
        }
    }

    public String getDisplayName(int field, int style, Locale locale) {
        int v = get(field);
        boolean isLong = (style & 3) == LONG;
        switch (field) {
        case MONTH:
            return isLong ? MONTHS[v] : SHORT_MONTHS[v];
        case DAY_OF_WEEK:
            return isLong ? WEEKDAYS[v] : SHORT_WEEKDAYS[v];
        case AM_PM:
            return AMPM[v];
        case ERA:
            return ERAS[v];
        default:
            return null;
        }
    }

    public void setTimeZone(TimeZone value) {
        zone = value;
        areFieldsSet = false;
        if (isTimeSet) {
            computeFields();
            areFieldsSet = true;
        }
    }

    public TimeZone getTimeZone() {
        return zone;
    }

    public void setLenient(boolean lenient) {
        this.lenient = lenient;
    }

    public boolean isLenient() {
        return lenient;
    }

    public void setFirstDayOfWeek(int value) {
        firstDayOfWeek = value;
        areFieldsSet = false;
    }

    public int getFirstDayOfWeek() {
        return firstDayOfWeek;
    }

    public void setMinimalDaysInFirstWeek(int value) {
        minimalDaysInFirstWeek = value;
        areFieldsSet = false;
    }

    public int getMinimalDaysInFirstWeek() {
        return minimalDaysInFirstWeek;
    }

    public abstract int getMinimum(int field);

    public abstract int getMaximum(int field);

    public abstract int getGreatestMinimum(int field);

    public abstract int getLeastMaximum(int field);

    public int getActualMinimum(int field) {
        return getMinimum(field);
    }

    public int getActualMaximum(int field) {
        return getMaximum(field);
    }

    public boolean before(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) < 0;
    }

    public boolean after(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) > 0;
    }

    public int compareTo(Calendar anotherCalendar) {
        return Long.compare(getTimeInMillis(), anotherCalendar.getTimeInMillis());
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof Calendar))
            return false;
        Calendar o = (Calendar) obj;
        return getTimeInMillis() == o.getTimeInMillis() && lenient == o.lenient
            && firstDayOfWeek == o.firstDayOfWeek && minimalDaysInFirstWeek == o.minimalDaysInFirstWeek
            && zone.equals(o.zone);
    }

    public int hashCode() {
        int otheritems = (lenient ? 1 : 0) | (firstDayOfWeek << 1) | (minimalDaysInFirstWeek << 4) | (zone.hashCode() << 7);
        long t = getTimeInMillis();
        return (int) t ^ (int) (t >> 32) ^ otheritems;
    }

    public Object clone() {
        try {
            Calendar c = (Calendar) super.clone();
            c.fields = fields.clone();
            c.isSet = isSet.clone();
            c.stamp = stamp.clone();
            c.zone = (TimeZone) zone.clone();
            return c;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e.toString());
        }
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(getClass().getName());
        sb.append("[time=").append(isTimeSet ? Long.toString(time) : "?");
        sb.append(",areFieldsSet=").append(areFieldsSet);
        sb.append(",lenient=").append(lenient);
        sb.append(",zone=").append(zone.getID());
        sb.append(",firstDayOfWeek=").append(firstDayOfWeek);
        sb.append(",minimalDaysInFirstWeek=").append(minimalDaysInFirstWeek);
        for (int i = 0; i < FIELD_COUNT; i++) {
            sb.append(',').append(FIELD_NAMES[i]).append('=');
            if (isSet(i))
                sb.append(fields[i]);
            else
                sb.append('?');
        }
        return sb.append(']').toString();
    }
}
