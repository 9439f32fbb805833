package java.util;

/**
 * The Gregorian calendar from 15 October 1582 and the Julian calendar
 * before it, as the JDK's default cutover.  Field resolution supports
 * YEAR + MONTH + DAY_OF_MONTH, YEAR + DAY_OF_YEAR, YEAR + WEEK_OF_YEAR +
 * DAY_OF_WEEK, YEAR + MONTH + DAY_OF_WEEK_IN_MONTH + DAY_OF_WEEK and
 * YEAR + MONTH + WEEK_OF_MONTH + DAY_OF_WEEK, whichever was set last.
 */
public class GregorianCalendar extends Calendar {
    private static final long serialVersionUID = -8125100834729963327L;

    public static final int BC = 0;
    public static final int AD = 1;

    /* epoch day of 15 October 1582, the first Gregorian day */
    private static final long CUTOVER_DAY = -141427;
    private static final long DAY = 86400000L;

    private static final int[] MIN = { 0, 1, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, -13 * 3600000, 0 };
    private static final int[] MAX = { 1, 292278994, 11, 53, 6, 31, 366, 7, 6, 1, 11, 23, 59, 59, 999, 14 * 3600000, 2 * 3600000 };
    private static final int[] LEAST_MAX = { 1, 292269054, 11, 52, 4, 28, 365, 7, 4, 1, 11, 23, 59, 59, 999, 14 * 3600000, 20 * 60000 };

    public GregorianCalendar() {
        this(TimeZone.getDefault(), Locale.getDefault());
    }

    public GregorianCalendar(TimeZone zone) {
        this(zone, Locale.getDefault());
    }

    public GregorianCalendar(Locale aLocale) {
        this(TimeZone.getDefault(), aLocale);
    }

    public GregorianCalendar(TimeZone zone, Locale aLocale) {
        super(zone, aLocale);
        setTimeInMillis(System.currentTimeMillis());
    }

    public GregorianCalendar(int year, int month, int dayOfMonth) {
        this(year, month, dayOfMonth, 0, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute) {
        this(year, month, dayOfMonth, hourOfDay, minute, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second) {
        super(TimeZone.getDefault(), Locale.getDefault());
        clear();
        set(YEAR, year);
        set(MONTH, month);
        set(DAY_OF_MONTH, dayOfMonth);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
        set(SECOND, second);
    }

    public final Date getGregorianChange() {
        return new Date(CUTOVER_DAY * DAY);
    }

    public void setGregorianChange(Date date) {
        /* the cutover is fixed at 15 October 1582 */
    }

    public boolean isLeapYear(int year) {
        if (year > 1582)
            return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
        return Math.floorMod(year, 4) == 0;
    }

    // ------------------------------------------------------------------
    // Day arithmetic; years are astronomical (0 = 1 BC)

    static long julianDays(long y, int m, int d) {
        long days = 365 * (y - 1) + Math.floorDiv(y - 1, 4L) + (367 * m - 362) / 12 + d - 719165;
        if (m > 2)
            days -= Math.floorMod(y, 4L) == 0 ? 1 : 2;
        return days;
    }

    /* epoch day of a date, Julian before the cutover */
    static long epochDay(long y, int m, int d) {
        long g = TzifZone.daysFromCivil(y, m, d);
        if (g >= CUTOVER_DAY)
            return g;
        return julianDays(y, m, d);
    }

    private static int monthLength(long y, int m) {
        if (m == 2 && y <= 1582)
            return Math.floorMod(y, 4L) == 0 ? 29 : 28;
        return TzifZone.monthLength(y, m);
    }

    /* {year, month 1-12, day, day of year} of an epoch day */
    static long[] civil(long ed) {
        long y, m, d;
        if (ed >= CUTOVER_DAY) {
            long z = ed + 719468;
            long era = Math.floorDiv(z, 146097L);
            long doe = z - era * 146097;
            long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
            long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
            long mp = (5 * doy + 2) / 153;
            d = doy - (153 * mp + 2) / 5 + 1;
            m = mp < 10 ? mp + 3 : mp - 9;
            y = yoe + era * 400 + (m <= 2 ? 1 : 0);
        } else {
            y = Math.floorDiv(4 * (ed + 719164) + 1464, 1461L);
            m = 1;
            while (m < 12 && julianDays(y, (int) m + 1, 1) <= ed)
                m++;
            d = ed - julianDays(y, (int) m, 1) + 1;
        }
        long jan1 = y == 1582 || ed < CUTOVER_DAY ? julianDays(y, 1, 1) : TzifZone.daysFromCivil(y, 1, 1);
        return new long[] { y, m, d, ed - jan1 + 1 };
    }

    private static int dayOfWeek(long ed) {
        return (int) Math.floorMod(ed + 4, 7L) + 1;
    }

    /* epoch day on which week 1 of the year starts */
    private long week1Start(long year) {
        long jan1 = epochDay(year, 1, 1);
        int offset = Math.floorMod(dayOfWeek(jan1) - getFirstDayOfWeek(), 7);
        long start = jan1 - offset;
        if (7 - offset < getMinimalDaysInFirstWeek())
            start += 7;
        return start;
    }

    private int weekOfYear(long ed, long year) {
        if (ed >= week1Start(year + 1))
            return 1;
        long w = Math.floorDiv(ed - week1Start(year), 7L) + 1;
        if (w < 1)
            w = Math.floorDiv(ed - week1Start(year - 1), 7L) + 1;
        return (int) w;
    }

    // ------------------------------------------------------------------
    // Fields from time

    private int[] offsets(long millis) {
        TimeZone z = getTimeZone();
        int total = z.getOffset(millis);
        int raw = z instanceof TzifZone ? ((TzifZone) z).rawOffsetAt(millis) : z.getRawOffset();
        if (!(z instanceof TzifZone) && total != raw && z.getDSTSavings() != 0)
            raw = total - z.getDSTSavings();
        return new int[] { raw, total - raw };
    }

    protected void computeFields() {
        int[] off = offsets(time);
        long local = time + off[0] + off[1];
        long ed = Math.floorDiv(local, DAY);
        int ms = (int) Math.floorMod(local, DAY);
        long[] c = civil(ed);
        long y = c[0];
        internalSet(ERA, y > 0 ? AD : BC);
        internalSet(YEAR, (int) (y > 0 ? y : 1 - y));
        internalSet(MONTH, (int) c[1] - 1);
        internalSet(DAY_OF_MONTH, (int) c[2]);
        internalSet(DAY_OF_YEAR, (int) c[3]);
        int dow = dayOfWeek(ed);
        internalSet(DAY_OF_WEEK, dow);
        long firstOfMonth = epochDay(y, (int) c[1], 1);
        int dayIndex = (int) (ed - firstOfMonth);
        internalSet(DAY_OF_WEEK_IN_MONTH, dayIndex / 7 + 1);
        internalSet(WEEK_OF_YEAR, weekOfYear(ed, y));
        int mOffset = Math.floorMod(dayOfWeek(firstOfMonth) - getFirstDayOfWeek(), 7);
        int wom = (dayIndex + mOffset) / 7 + (7 - mOffset >= getMinimalDaysInFirstWeek() ? 1 : 0);
        internalSet(WEEK_OF_MONTH, wom);
        int hour = ms / 3600000;
        internalSet(HOUR_OF_DAY, hour);
        internalSet(AM_PM, hour >= 12 ? PM : AM);
        internalSet(HOUR, hour % 12);
        internalSet(MINUTE, ms / 60000 % 60);
        internalSet(SECOND, ms / 1000 % 60);
        internalSet(MILLISECOND, ms % 1000);
        internalSet(ZONE_OFFSET, off[0]);
        internalSet(DST_OFFSET, off[1]);
    }

    /* the week-based year of the current fields (for pattern letter Y) */
    int weekYear() {
        complete();
        int y = internalGet(ERA) == AD ? internalGet(YEAR) : 1 - internalGet(YEAR);
        int w = internalGet(WEEK_OF_YEAR);
        if (internalGet(MONTH) == DECEMBER && w == 1)
            y++;
        else if (internalGet(MONTH) == JANUARY && w >= 52)
            y--;
        return y;
    }

    // ------------------------------------------------------------------
    // Time from fields

    private int value(int field, int dflt) {
        return stamp[field] != 0 ? fields[field] : dflt;
    }

    protected void computeTime() {
        if (!isLenient()) {
            for (int f = 0; f < FIELD_COUNT; f++) {
                if (stamp[f] >= 2 && f != YEAR && (fields[f] < MIN[f] || fields[f] > MAX[f]))
                    throw new IllegalArgumentException(FIELD_NAMES[f]);
            }
        }
        long year = value(YEAR, 1970);
        if (value(ERA, AD) == BC)
            year = 1 - year;
        int sDate = Math.max(stamp[DAY_OF_MONTH], stamp[MONTH]);
        int sDoy = stamp[DAY_OF_YEAR];
        int sWoy = Math.max(stamp[WEEK_OF_YEAR], stamp[DAY_OF_WEEK] > 1 && stamp[WEEK_OF_YEAR] > 1 ? stamp[DAY_OF_WEEK] : 0);
        int sDowim = stamp[DAY_OF_WEEK_IN_MONTH];
        int sWom = stamp[WEEK_OF_MONTH];
        int sDow = stamp[DAY_OF_WEEK];
        long ed;
        int best = Math.max(Math.max(sDate, sDoy), Math.max(Math.max(sWoy, sDowim), Math.max(sWom, sDow)));
        if (best > 1 && best == sDoy && sDoy > sDate) {
            ed = epochDay(year, 1, 1) + value(DAY_OF_YEAR, 1) - 1;
        } else if (best > 1 && best == stamp[WEEK_OF_YEAR] || (best == sDow && sDow > 1 && stamp[WEEK_OF_YEAR] > sDate)) {
            long start = week1Start(year);
            int dow = value(DAY_OF_WEEK, getFirstDayOfWeek());
            ed = start + 7L * (value(WEEK_OF_YEAR, 1) - 1) + Math.floorMod(dow - getFirstDayOfWeek(), 7);
        } else if (best > 1 && (best == sDowim || best == sWom || best == sDow) && best > sDate) {
            long[] ym = normalizeMonth(year, value(MONTH, JANUARY));
            year = ym[0];
            long first = epochDay(year, (int) ym[1] + 1, 1);
            int dow = value(DAY_OF_WEEK, getFirstDayOfWeek());
            if (best == sDowim) {
                int n = value(DAY_OF_WEEK_IN_MONTH, 1);
                if (n > 0) {
                    ed = first + Math.floorMod(dow - dayOfWeek(first), 7) + 7L * (n - 1);
                } else {
                    long last = first + monthLength(year, (int) ym[1] + 1) - 1;
                    ed = last - Math.floorMod(dayOfWeek(last) - dow, 7) + 7L * (n + 1);
                }
            } else {
                int mOffset = Math.floorMod(dayOfWeek(first) - getFirstDayOfWeek(), 7);
                long weekStart = first - mOffset;
                if (7 - mOffset < getMinimalDaysInFirstWeek())
                    weekStart += 7;
                ed = weekStart + 7L * (value(WEEK_OF_MONTH, 1) - 1) + Math.floorMod(dow - getFirstDayOfWeek(), 7);
            }
        } else {
            long[] ym = normalizeMonth(year, value(MONTH, JANUARY));
            int dom = value(DAY_OF_MONTH, 1);
            if (dom >= 1 && dom <= 28)
                ed = epochDay(ym[0], (int) ym[1] + 1, dom);
            else
                ed = epochDay(ym[0], (int) ym[1] + 1, 1) + dom - 1;
        }
        long millis;
        if (stamp[HOUR_OF_DAY] >= Math.max(stamp[HOUR], stamp[AM_PM]) && stamp[HOUR_OF_DAY] != 0)
            millis = value(HOUR_OF_DAY, 0);
        else
            millis = value(HOUR, 0) + 12L * value(AM_PM, AM);
        millis = ((millis * 60 + value(MINUTE, 0)) * 60 + value(SECOND, 0)) * 1000 + value(MILLISECOND, 0);
        long local = ed * DAY + millis;
        if (stamp[ZONE_OFFSET] >= 2 || stamp[DST_OFFSET] >= 2) {
            int[] guess = offsets(local - getTimeZone().getRawOffset());
            int raw = stamp[ZONE_OFFSET] >= 2 ? fields[ZONE_OFFSET] : guess[0];
            int dst = stamp[DST_OFFSET] >= 2 ? fields[DST_OFFSET] : guess[1];
            time = local - raw - dst;
        } else {
            time = wallToUtc(local);
        }
        if (!isLenient())
            checkFields();
    }

    /* non-lenient: the fields the user set must survive normalisation */
    private void checkFields() {
        int[] saved = fields.clone();
        int[] savedStamp = stamp.clone();
        computeFields();
        int[] now = fields.clone();
        System.arraycopy(saved, 0, fields, 0, FIELD_COUNT);
        System.arraycopy(savedStamp, 0, stamp, 0, FIELD_COUNT);
        int[] check = { ERA, YEAR, MONTH, DAY_OF_MONTH, DAY_OF_YEAR, HOUR_OF_DAY, MINUTE, SECOND, MILLISECOND };
        for (int i = 0; i < check.length; i++) {
            int f = check[i];
            if (savedStamp[f] >= 2 && saved[f] != now[f])
                throw new IllegalArgumentException(FIELD_NAMES[f]);
        }
    }

    /* a wall-clock time to UTC: in a gap, the offset before the gap; in an
       overlap, the earlier (daylight) instant */
    private long wallToUtc(long local) {
        TimeZone z = getTimeZone();
        int before = z.getOffset(local - DAY);
        int after = z.getOffset(local + DAY);
        if (before == after)
            return local - z.getOffset(local - before);
        long t1 = local - before, t2 = local - after;
        boolean v1 = z.getOffset(t1) == before, v2 = z.getOffset(t2) == after;
        if (v1 && v2)
            return Math.max(t1, t2);   /* the JDK takes standard time */
        if (v2)
            return t2;
        return t1;
    }

    private static long[] normalizeMonth(long year, long month) {
        return new long[] { year + Math.floorDiv(month, 12L), Math.floorMod(month, 12L) };
    }

    // ------------------------------------------------------------------
    // Arithmetic

    private long astronomicalYear() {
        return internalGet(ERA) == AD ? internalGet(YEAR) : 1 - internalGet(YEAR);
    }

    /* set the date fields to an epoch day, keeping the wall-clock time */
    private void setDay(long ed) {
        long[] c = civil(ed);
        int hour = internalGet(HOUR_OF_DAY), minute = internalGet(MINUTE), second = internalGet(SECOND), ms = internalGet(MILLISECOND);
        setDate(c[0], (int) c[1] - 1, (int) c[2], hour, minute, second, ms);
    }

    private void setDate(long y, int month, int day, int hour, int minute, int second, int ms) {
        clear();
        set(ERA, y > 0 ? AD : BC);
        set(YEAR, (int) (y > 0 ? y : 1 - y));
        set(MONTH, month);
        set(DAY_OF_MONTH, day);
        set(HOUR_OF_DAY, hour);
        set(MINUTE, minute);
        set(SECOND, second);
        set(MILLISECOND, ms);
        complete();
    }

    private long currentDay() {
        long local = getTimeInMillis() + internalGet(ZONE_OFFSET) + internalGet(DST_OFFSET);
        return Math.floorDiv(local, DAY);
    }

    public void add(int field, int amount) {
        if (amount == 0)
            return;
        if (field < 0 || field >= ZONE_OFFSET)
            throw new IllegalArgumentException();
        complete();
        switch (field) {
        case ERA: {
            int era = internalGet(ERA) + amount;
            set(ERA, era < 0 ? 0 : era > 1 ? 1 : era);
            complete();
            return;
        }
        case YEAR:
        case MONTH: {
            long y = astronomicalYear();
            long m = internalGet(MONTH) + (field == MONTH ? (long) amount : 0);
            if (field == YEAR) {
                long yy = internalGet(YEAR) + (long) amount;
                y = internalGet(ERA) == AD ? yy : 1 - yy;
            }
            long[] ym = normalizeMonth(y, m);
            int day = Math.min(internalGet(DAY_OF_MONTH), monthLength(ym[0], (int) ym[1] + 1));
            setDate(ym[0], (int) ym[1], day, internalGet(HOUR_OF_DAY), internalGet(MINUTE), internalGet(SECOND), internalGet(MILLISECOND));
            return;
        }
        case WEEK_OF_YEAR:
        case WEEK_OF_MONTH:
        case DAY_OF_WEEK_IN_MONTH:
            setDay(currentDay() + 7L * amount);
            return;
        case DAY_OF_MONTH:
        case DAY_OF_YEAR:
        case DAY_OF_WEEK:
            setDay(currentDay() + amount);
            return;
        case AM_PM: {
            long local = getTimeInMillis() + internalGet(ZONE_OFFSET) + internalGet(DST_OFFSET) + 12 * 3600000L * amount;
            long ed = Math.floorDiv(local, DAY);
            int ms = (int) Math.floorMod(local, DAY);
            long[] c = civil(ed);
            setDate(c[0], (int) c[1] - 1, (int) c[2], ms / 3600000, ms / 60000 % 60, ms / 1000 % 60, ms % 1000);
            return;
        }
        default:
            break;
        }
        long unit;
        switch (field) {
        case AM_PM: unit = 12 * 3600000L; break;
        case HOUR: case HOUR_OF_DAY: unit = 3600000L; break;
        case MINUTE: unit = 60000L; break;
        case SECOND: unit = 1000L; break;
        default: unit = 1L; break;
        }
        setTimeInMillis(getTimeInMillis() + unit * amount);
    }

    public void roll(int field, boolean up) {
        roll(field, up ? 1 : -1);
    }

    public void roll(int field, int amount) {
        if (amount == 0)
            return;
        complete();
        int min = getActualMinimum(field), max = getActualMaximum(field);
        switch (field) {
        case MONTH: {
            int m = min + Math.floorMod(internalGet(MONTH) - min + amount, max - min + 1);
            long y = astronomicalYear();
            int day = Math.min(internalGet(DAY_OF_MONTH), monthLength(y, m + 1));
            setDate(y, m, day, internalGet(HOUR_OF_DAY), internalGet(MINUTE), internalGet(SECOND), internalGet(MILLISECOND));
            return;
        }
        case DAY_OF_MONTH:
        case DAY_OF_YEAR: {
            int v = min + Math.floorMod(internalGet(field) - min + amount, max - min + 1);
            setDay(currentDay() + (v - internalGet(field)));
            return;
        }
        case WEEK_OF_YEAR: {
            int v = min + Math.floorMod(internalGet(WEEK_OF_YEAR) - min + amount, max - min + 1);
            setDay(currentDay() + 7L * (v - internalGet(WEEK_OF_YEAR)));
            return;
        }
        case AM_PM:
            if ((amount & 1) != 0)
                setTimeInMillis(getTimeInMillis() + (internalGet(AM_PM) == PM ? -12 : 12) * 3600000L);
            return;
        case DAY_OF_WEEK: {
            int rel = Math.floorMod(internalGet(DAY_OF_WEEK) - getFirstDayOfWeek(), 7);
            int nrel = Math.floorMod(rel + amount, 7);
            setDay(currentDay() + (nrel - rel));
            return;
        }
        case HOUR:
        case HOUR_OF_DAY:
        case MINUTE:
        case SECOND:
        case MILLISECOND: {
            int v = min + Math.floorMod(internalGet(field) - min + amount, max - min + 1);
            long unit = field == MINUTE ? 60000L : field == SECOND ? 1000L : field == MILLISECOND ? 1L : 3600000L;
            setTimeInMillis(getTimeInMillis() + unit * (v - internalGet(field)));
            return;
        }
        case YEAR: {
            int v = Math.max(1, internalGet(YEAR) + amount);
            long y = internalGet(ERA) == AD ? v : 1 - v;
            int day = Math.min(internalGet(DAY_OF_MONTH), monthLength(y, internalGet(MONTH) + 1));
            setDate(y, internalGet(MONTH), day, internalGet(HOUR_OF_DAY), internalGet(MINUTE), internalGet(SECOND), internalGet(MILLISECOND));
            return;
        }
        default:
            add(field, amount);
        }
    }

    public int getMinimum(int field) {
        return MIN[field];
    }

    public int getMaximum(int field) {
        return MAX[field];
    }

    public int getGreatestMinimum(int field) {
        return field == DAY_OF_WEEK_IN_MONTH ? 1 : MIN[field];
    }

    public int getLeastMaximum(int field) {
        return LEAST_MAX[field];
    }

    public int getActualMaximum(int field) {
        complete();
        long y = astronomicalYear();
        switch (field) {
        case DAY_OF_MONTH:
            return monthLength(y, internalGet(MONTH) + 1);
        case DAY_OF_YEAR:
            return (int) (epochDay(y + 1, 1, 1) - epochDay(y, 1, 1));
        case WEEK_OF_YEAR: {
            long lastDay = epochDay(y + 1, 1, 1) - 1;
            int w = weekOfYear(lastDay, y);
            if (w == 1)
                w = weekOfYear(lastDay - 7, y);
            return w;
        }
        case DAY_OF_WEEK_IN_MONTH:
            return (monthLength(y, internalGet(MONTH) + 1) - 1) / 7 + 1;
        default:
            return getMaximum(field);
        }
    }

    public int hashCode() {
        return super.hashCode() ^ (int) CUTOVER_DAY;
    }

    public boolean equals(Object obj) {
        return obj instanceof GregorianCalendar && super.equals(obj);
    }
}
