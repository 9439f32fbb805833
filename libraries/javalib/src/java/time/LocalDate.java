package java.time;

import java.time.chrono.ChronoLocalDate;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQuery;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.time.temporal.ValueRange;

/**
 * A date in the ISO (proleptic Gregorian) calendar, year -999999999 to
 * 999999999.  The epoch-day conversions use the era-of-400-years arithmetic
 * (146097 days per era).
 */
public final class LocalDate implements Temporal, TemporalAdjuster, ChronoLocalDate, java.io.Serializable {
    private static final long serialVersionUID = 2942565459149668126L;

    public static final LocalDate MIN = new LocalDate(-999999999, 1, 1);
    public static final LocalDate MAX = new LocalDate(999999999, 12, 31);
    public static final LocalDate EPOCH = new LocalDate(1970, 1, 1);

    /** Days from 0000-03-01 to 1970-01-01. */
    private static final long DAYS_0000_03_TO_1970 = 719468L;
    private static final long DAYS_PER_ERA = 146097L;

    private final int year;
    private final short month;
    private final short day;

    private LocalDate(int year, int month, int day) {
        this.year = year;
        this.month = (short) month;
        this.day = (short) day;
    }

    public static LocalDate now() {
        long millis = System.currentTimeMillis();
        millis += java.util.TimeZone.getDefault().getOffset(millis);
        return ofEpochDay(Math.floorDiv(millis, 86400000L));
    }

    public static LocalDate now(ZoneId zone) {
        return now(Clock.system(zone));
    }

    public static LocalDate now(Clock clock) {
        return ofInstant(clock.instant(), clock.getZone());
    }

    public static LocalDate of(int year, Month month, int dayOfMonth) {
        ChronoField.YEAR.checkValidValue(year);
        if (month == null) {
            throw new NullPointerException("month");
        }
        ChronoField.DAY_OF_MONTH.checkValidValue(dayOfMonth);
        return create(year, month.getValue(), dayOfMonth);
    }

    public static LocalDate of(int year, int month, int dayOfMonth) {
        ChronoField.YEAR.checkValidValue(year);
        ChronoField.MONTH_OF_YEAR.checkValidValue(month);
        ChronoField.DAY_OF_MONTH.checkValidValue(dayOfMonth);
        return create(year, month, dayOfMonth);
    }

    public static LocalDate ofYearDay(int year, int dayOfYear) {
        ChronoField.YEAR.checkValidValue(year);
        ChronoField.DAY_OF_YEAR.checkValidValue(dayOfYear);
        boolean leap = isLeap(year);
        if (dayOfYear == 366 && !leap) {
            throw new DateTimeException("Invalid date 'DayOfYear 366' as '" + year + "' is not a leap year");
        }
        Month m = Month.of((dayOfYear - 1) / 31 + 1);
        int monthEnd = m.firstDayOfYear(leap) + m.length(leap) - 1;
        if (dayOfYear > monthEnd) {
            m = m.plus(1);
        }
        int dom = dayOfYear - m.firstDayOfYear(leap) + 1;
        return new LocalDate(year, m.getValue(), dom);
    }

    public static LocalDate ofInstant(Instant instant, ZoneId zone) {
        long secs = instant.getEpochSecond() + Clock.offsetSeconds(zone);
        return ofEpochDay(Math.floorDiv(secs, 86400L));
    }

    public static LocalDate ofEpochDay(long epochDay) {
        ChronoField.EPOCH_DAY.checkValidValue(epochDay);
        long z = epochDay + DAYS_0000_03_TO_1970;
        long era = Math.floorDiv(z, DAYS_PER_ERA);
        long doe = z - era * DAYS_PER_ERA;                       // [0, 146096]
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;  // [0, 399]
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);      // [0, 365], from March 1
        long mp = (5 * doy + 2) / 153;                           // [0, 11], March = 0
        int d = (int) (doy - (153 * mp + 2) / 5 + 1);
        int m = (int) (mp < 10 ? mp + 3 : mp - 9);
        long y = yoe + era * 400 + (m <= 2 ? 1 : 0);
        return new LocalDate((int) y, m, d);
    }

    public static LocalDate from(TemporalAccessor temporal) {
        if (temporal instanceof LocalDate) {
            return (LocalDate) temporal;
        }
        if (temporal instanceof LocalDateTime) {
            return ((LocalDateTime) temporal).toLocalDate();
        }
        if (temporal != null && temporal.isSupported(ChronoField.EPOCH_DAY)) {
            return ofEpochDay(temporal.getLong(ChronoField.EPOCH_DAY));
        }
        throw new DateTimeException("Unable to obtain LocalDate from TemporalAccessor: "
                + temporal + " of type " + temporal.getClass().getName());
    }

    public static LocalDate parse(CharSequence text) {
        return parse(text, DateTimeFormatter.ISO_LOCAL_DATE);
    }

    public static LocalDate parse(CharSequence text, DateTimeFormatter formatter) {
        if (formatter == null) {
            throw new NullPointerException("formatter");
        }
        return formatter.parse(text, new TemporalQuery<LocalDate>() {
            public LocalDate queryFrom(TemporalAccessor temporal) {
                return from(temporal);
            }
        });
    }

    private static LocalDate create(int year, int month, int dayOfMonth) {
        if (dayOfMonth > 28) {
            int dom = lengthOf(year, month);
            if (dayOfMonth > dom) {
                if (dayOfMonth == 29) {
                    throw new DateTimeException("Invalid date 'February 29' as '" + year + "' is not a leap year");
                }
                throw new DateTimeException("Invalid date '" + Month.of(month).name() + " " + dayOfMonth + "'");
            }
        }
        return new LocalDate(year, month, dayOfMonth);
    }

    private static LocalDate resolvePreviousValid(int year, int month, int day) {
        int len = lengthOf(year, month);
        return new LocalDate(year, month, day > len ? len : day);
    }

    static boolean isLeap(long year) {
        return (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0);
    }

    private static int lengthOf(int year, int month) {
        switch (month) {
            case 2:
                return isLeap(year) ? 29 : 28;
            case 4:
            case 6:
            case 9:
            case 11:
                return 30;
            default:
                return 31;
        }
    }

    // ---- fields ----

    public boolean isSupported(TemporalField field) {
        if (field instanceof ChronoField) {
            return field.isDateBased();
        }
        return field != null && field.isSupportedBy(this);
    }

    public boolean isSupported(TemporalUnit unit) {
        if (unit instanceof ChronoUnit) {
            return unit.isDateBased();
        }
        return unit != null && unit.isSupportedBy(this);
    }

    public ValueRange range(TemporalField field) {
        if (field instanceof ChronoField) {
            if (!isSupported(field)) {
                throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
            }
            switch ((ChronoField) field) {
                case DAY_OF_MONTH:
                    return ValueRange.of(1, lengthOfMonth());
                case DAY_OF_YEAR:
                    return ValueRange.of(1, lengthOfYear());
                case ALIGNED_WEEK_OF_MONTH:
                    return ValueRange.of(1, month == 2 && !isLeapYear() ? 4 : 5);
                case YEAR_OF_ERA:
                    return year <= 0 ? ValueRange.of(1, 1000000000L) : ValueRange.of(1, 999999999L);
                default:
                    return field.range();
            }
        }
        return field.rangeRefinedBy(this);
    }

    public int get(TemporalField field) {
        if (field instanceof ChronoField) {
            if (field == ChronoField.EPOCH_DAY || field == ChronoField.PROLEPTIC_MONTH) {
                throw new UnsupportedTemporalTypeException("Invalid field '" + field
                        + "' for get() method, use getLong() instead");
            }
            return (int) getLong(field);
        }
        return ChronoLocalDate.super.get(field);
    }

    public long getLong(TemporalField field) {
        if (field instanceof ChronoField) {
            switch ((ChronoField) field) {
                case DAY_OF_WEEK:
                    return getDayOfWeek().getValue();
                case ALIGNED_DAY_OF_WEEK_IN_MONTH:
                    return ((day - 1) % 7) + 1;
                case ALIGNED_DAY_OF_WEEK_IN_YEAR:
                    return ((getDayOfYear() - 1) % 7) + 1;
                case DAY_OF_MONTH:
                    return day;
                case DAY_OF_YEAR:
                    return getDayOfYear();
                case EPOCH_DAY:
                    return toEpochDay();
                case ALIGNED_WEEK_OF_MONTH:
                    return ((day - 1) / 7) + 1;
                case ALIGNED_WEEK_OF_YEAR:
                    return ((getDayOfYear() - 1) / 7) + 1;
                case MONTH_OF_YEAR:
                    return month;
                case PROLEPTIC_MONTH:
                    return getProlepticMonth();
                case YEAR_OF_ERA:
                    return year >= 1 ? year : 1 - year;
                case YEAR:
                    return year;
                case ERA:
                    return year >= 1 ? 1 : 0;
                default:
                    throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
            }
        }
        return field.getFrom(this);
    }

    private long getProlepticMonth() {
        return year * 12L + month - 1;
    }

    public int getYear() {
        return year;
    }

    public int getMonthValue() {
        return month;
    }

    public Month getMonth() {
        return Month.of(month);
    }

    public int getDayOfMonth() {
        return day;
    }

    public int getDayOfYear() {
        return getMonth().firstDayOfYear(isLeapYear()) + day - 1;
    }

    public DayOfWeek getDayOfWeek() {
        return DayOfWeek.of((int) Math.floorMod(toEpochDay() + 3, 7L) + 1);
    }

    public boolean isLeapYear() {
        return isLeap(year);
    }

    public int lengthOfMonth() {
        return lengthOf(year, month);
    }

    public int lengthOfYear() {
        return isLeapYear() ? 366 : 365;
    }

    // ---- with ----

    public LocalDate with(TemporalAdjuster adjuster) {
        if (adjuster instanceof LocalDate) {
            return (LocalDate) adjuster;
        }
        return (LocalDate) adjuster.adjustInto(this);
    }

    public LocalDate with(TemporalField field, long newValue) {
        if (field instanceof ChronoField) {
            ChronoField f = (ChronoField) field;
            f.checkValidValue(newValue);
            switch (f) {
                case DAY_OF_WEEK:
                    return plusDays(newValue - getDayOfWeek().getValue());
                case ALIGNED_DAY_OF_WEEK_IN_MONTH:
                    return plusDays(newValue - getLong(ChronoField.ALIGNED_DAY_OF_WEEK_IN_MONTH));
                case ALIGNED_DAY_OF_WEEK_IN_YEAR:
                    return plusDays(newValue - getLong(ChronoField.ALIGNED_DAY_OF_WEEK_IN_YEAR));
                case DAY_OF_MONTH:
                    return withDayOfMonth((int) newValue);
                case DAY_OF_YEAR:
                    return withDayOfYear((int) newValue);
                case EPOCH_DAY:
                    return ofEpochDay(newValue);
                case ALIGNED_WEEK_OF_MONTH:
                    return plusWeeks(newValue - getLong(ChronoField.ALIGNED_WEEK_OF_MONTH));
                case ALIGNED_WEEK_OF_YEAR:
                    return plusWeeks(newValue - getLong(ChronoField.ALIGNED_WEEK_OF_YEAR));
                case MONTH_OF_YEAR:
                    return withMonth((int) newValue);
                case PROLEPTIC_MONTH:
                    return plusMonths(newValue - getProlepticMonth());
                case YEAR_OF_ERA:
                    return withYear((int) (year >= 1 ? newValue : 1 - newValue));
                case YEAR:
                    return withYear((int) newValue);
                case ERA:
                    return getLong(ChronoField.ERA) == newValue ? this : withYear(1 - year);
                default:
                    throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
            }
        }
        return field.adjustInto(this, newValue);
    }

    public LocalDate withYear(int year) {
        if (this.year == year) {
            return this;
        }
        ChronoField.YEAR.checkValidValue(year);
        return resolvePreviousValid(year, month, day);
    }

    public LocalDate withMonth(int month) {
        if (this.month == month) {
            return this;
        }
        ChronoField.MONTH_OF_YEAR.checkValidValue(month);
        return resolvePreviousValid(year, month, day);
    }

    public LocalDate withDayOfMonth(int dayOfMonth) {
        if (this.day == dayOfMonth) {
            return this;
        }
        return of(year, month, dayOfMonth);
    }

    public LocalDate withDayOfYear(int dayOfYear) {
        if (getDayOfYear() == dayOfYear) {
            return this;
        }
        return ofYearDay(year, dayOfYear);
    }

    // ---- plus / minus ----

    public LocalDate plus(TemporalAmount amountToAdd) {
        if (amountToAdd instanceof Period) {
            Period p = (Period) amountToAdd;
            return plusMonths(p.toTotalMonths()).plusDays(p.getDays());
        }
        if (amountToAdd == null) {
            throw new NullPointerException("amountToAdd");
        }
        return (LocalDate) amountToAdd.addTo(this);
    }

    public LocalDate plus(long amountToAdd, TemporalUnit unit) {
        if (unit instanceof ChronoUnit) {
            switch ((ChronoUnit) unit) {
                case DAYS:
                    return plusDays(amountToAdd);
                case WEEKS:
                    return plusWeeks(amountToAdd);
                case MONTHS:
                    return plusMonths(amountToAdd);
                case YEARS:
                    return plusYears(amountToAdd);
                case DECADES:
                    return plusYears(Math.multiplyExact(amountToAdd, 10L));
                case CENTURIES:
                    return plusYears(Math.multiplyExact(amountToAdd, 100L));
                case MILLENNIA:
                    return plusYears(Math.multiplyExact(amountToAdd, 1000L));
                case ERAS:
                    return with(ChronoField.ERA, Math.addExact(getLong(ChronoField.ERA), amountToAdd));
                default:
                    throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
            }
        }
        return unit.addTo(this, amountToAdd);
    }

    public LocalDate plusYears(long yearsToAdd) {
        if (yearsToAdd == 0) {
            return this;
        }
        int newYear = ChronoField.YEAR.checkValidIntValue(year + yearsToAdd);
        return resolvePreviousValid(newYear, month, day);
    }

    public LocalDate plusMonths(long monthsToAdd) {
        if (monthsToAdd == 0) {
            return this;
        }
        long calc = getProlepticMonth() + monthsToAdd;
        int newYear = ChronoField.YEAR.checkValidIntValue(Math.floorDiv(calc, 12L));
        int newMonth = (int) Math.floorMod(calc, 12L) + 1;
        return resolvePreviousValid(newYear, newMonth, day);
    }

    public LocalDate plusWeeks(long weeksToAdd) {
        return plusDays(Math.multiplyExact(weeksToAdd, 7L));
    }

    public LocalDate plusDays(long daysToAdd) {
        if (daysToAdd == 0) {
            return this;
        }
        long dom = day + daysToAdd;
        if (dom > 0 && dom <= 59) {
            int len = lengthOfMonth();
            if (dom <= len) {
                return new LocalDate(year, month, (int) dom);
            }
            if (month < 12) {
                return new LocalDate(year, month + 1, (int) (dom - len));
            }
            ChronoField.YEAR.checkValidValue(year + 1);
            return new LocalDate(year + 1, 1, (int) (dom - len));
        }
        return ofEpochDay(Math.addExact(toEpochDay(), daysToAdd));
    }

    public LocalDate minus(TemporalAmount amountToSubtract) {
        if (amountToSubtract instanceof Period) {
            Period p = (Period) amountToSubtract;
            return minusMonths(p.toTotalMonths()).minusDays(p.getDays());
        }
        if (amountToSubtract == null) {
            throw new NullPointerException("amountToSubtract");
        }
        return (LocalDate) amountToSubtract.subtractFrom(this);
    }

    public LocalDate minus(long amountToSubtract, TemporalUnit unit) {
        return amountToSubtract == Long.MIN_VALUE
                ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
    }

    public LocalDate minusYears(long yearsToSubtract) {
        return yearsToSubtract == Long.MIN_VALUE
                ? plusYears(Long.MAX_VALUE).plusYears(1) : plusYears(-yearsToSubtract);
    }

    public LocalDate minusMonths(long monthsToSubtract) {
        return monthsToSubtract == Long.MIN_VALUE
                ? plusMonths(Long.MAX_VALUE).plusMonths(1) : plusMonths(-monthsToSubtract);
    }

    public LocalDate minusWeeks(long weeksToSubtract) {
        return weeksToSubtract == Long.MIN_VALUE
                ? plusWeeks(Long.MAX_VALUE).plusWeeks(1) : plusWeeks(-weeksToSubtract);
    }

    public LocalDate minusDays(long daysToSubtract) {
        return daysToSubtract == Long.MIN_VALUE
                ? plusDays(Long.MAX_VALUE).plusDays(1) : plusDays(-daysToSubtract);
    }

    public <R> R query(TemporalQuery<R> query) {
        return query.queryFrom(this);
    }

    public Temporal adjustInto(Temporal temporal) {
        return temporal.with(ChronoField.EPOCH_DAY, toEpochDay());
    }

    public long until(Temporal endExclusive, TemporalUnit unit) {
        LocalDate end = from(endExclusive);
        if (unit instanceof ChronoUnit) {
            switch ((ChronoUnit) unit) {
                case DAYS:
                    return end.toEpochDay() - toEpochDay();
                case WEEKS:
                    return (end.toEpochDay() - toEpochDay()) / 7;
                case MONTHS:
                    return monthsUntil(end);
                case YEARS:
                    return monthsUntil(end) / 12;
                case DECADES:
                    return monthsUntil(end) / 120;
                case CENTURIES:
                    return monthsUntil(end) / 1200;
                case MILLENNIA:
                    return monthsUntil(end) / 12000;
                case ERAS:
                    return end.getLong(ChronoField.ERA) - getLong(ChronoField.ERA);
                default:
                    throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
            }
        }
        return unit.between(this, end);
    }

    private long monthsUntil(LocalDate end) {
        long packed1 = getProlepticMonth() * 32L + day;
        long packed2 = end.getProlepticMonth() * 32L + end.day;
        return (packed2 - packed1) / 32;
    }

    public Period until(ChronoLocalDate endDateExclusive) {
        LocalDate end = from(endDateExclusive);
        long totalMonths = end.getProlepticMonth() - getProlepticMonth();
        int days = end.day - day;
        if (totalMonths > 0 && days < 0) {
            totalMonths--;
            LocalDate calc = plusMonths(totalMonths);
            days = (int) (end.toEpochDay() - calc.toEpochDay());
        } else if (totalMonths < 0 && days > 0) {
            totalMonths++;
            days -= end.lengthOfMonth();
        }
        long years = totalMonths / 12;
        int months = (int) (totalMonths % 12);
        return Period.of(Math.toIntExact(years), months, days);
    }

    public java.util.stream.Stream<LocalDate> datesUntil(LocalDate endExclusive) {
        long end = endExclusive.toEpochDay();
        long start = toEpochDay();
        if (end < start) {
            throw new IllegalArgumentException(endExclusive + " < " + this);
        }
        return java.util.stream.LongStream.range(start, end).mapToObj(
                new java.util.function.LongFunction<LocalDate>() {
                    public LocalDate apply(long epochDay) {
                        return LocalDate.ofEpochDay(epochDay);
                    }
                });
    }

    public java.util.stream.Stream<LocalDate> datesUntil(LocalDate endExclusive, Period step) {
        long months = step.toTotalMonths();
        long days = step.getDays();
        if ((months < 0 && days > 0) || (months > 0 && days < 0)) {
            throw new IllegalArgumentException("period months and days are of opposite sign");
        }
        if (months == 0 && days == 0) {
            throw new IllegalArgumentException("step is zero");
        }
        int sign = months > 0 || days > 0 ? 1 : -1;
        if (sign * compareTo(endExclusive) > 0) {
            throw new IllegalArgumentException(endExclusive + (sign < 0 ? " > " : " < ") + this);
        }
        java.util.List<LocalDate> dates = new java.util.ArrayList<LocalDate>();
        for (long i = 0; ; i++) {
            LocalDate d = plusMonths(months * i).plusDays(days * i);
            if (sign * d.compareTo(endExclusive) >= 0) {
                break;
            }
            dates.add(d);
        }
        return dates.stream();
    }

    public String format(DateTimeFormatter formatter) {
        if (formatter == null) {
            throw new NullPointerException("formatter");
        }
        return formatter.format(this);
    }

    public LocalDateTime atTime(LocalTime time) {
        return LocalDateTime.of(this, time);
    }

    public LocalDateTime atTime(int hour, int minute) {
        return atTime(LocalTime.of(hour, minute));
    }

    public LocalDateTime atTime(int hour, int minute, int second) {
        return atTime(LocalTime.of(hour, minute, second));
    }

    public LocalDateTime atTime(int hour, int minute, int second, int nanoOfSecond) {
        return atTime(LocalTime.of(hour, minute, second, nanoOfSecond));
    }

    public OffsetDateTime atTime(OffsetTime time) {
        return OffsetDateTime.of(LocalDateTime.of(this, time.toLocalTime()), time.getOffset());
    }

    public LocalDateTime atStartOfDay() {
        return LocalDateTime.of(this, LocalTime.MIDNIGHT);
    }

    public ZonedDateTime atStartOfDay(ZoneId zone) {
        LocalDateTime ldt = atTime(LocalTime.MIDNIGHT);
        if (!(zone instanceof ZoneOffset)) {
            ZoneRegion region = (ZoneRegion) zone;
            if (region.validOffsets(ldt).isEmpty()) {
                // midnight falls in a gap: the day starts at the end of the gap
                ZoneOffset[] gap = region.gap(ldt);
                ldt = ldt.plusSeconds(gap[1].getTotalSeconds() - gap[0].getTotalSeconds());
            }
        }
        return ZonedDateTime.of(ldt, zone);
    }

    public long toEpochDay() {
        long y = year;
        int m = month;
        if (m <= 2) {
            y--;
        }
        long era = Math.floorDiv(y, 400L);
        long yoe = y - era * 400;                                   // [0, 399]
        long doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + day - 1;  // [0, 365]
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;          // [0, 146096]
        return era * DAYS_PER_ERA + doe - DAYS_0000_03_TO_1970;
    }

    public long toEpochSecond(LocalTime time, ZoneOffset offset) {
        return toEpochDay() * 86400L + time.toSecondOfDay() - offset.getTotalSeconds();
    }

    public int compareTo(ChronoLocalDate other) {
        if (other instanceof LocalDate) {
            LocalDate o = (LocalDate) other;
            int cmp = year - o.year;
            if (cmp == 0) {
                cmp = month - o.month;
                if (cmp == 0) {
                    cmp = day - o.day;
                }
            }
            return cmp;
        }
        return Long.compare(toEpochDay(), other.toEpochDay());
    }

    public boolean isAfter(ChronoLocalDate other) {
        return compareTo(other) > 0;
    }

    public boolean isBefore(ChronoLocalDate other) {
        return compareTo(other) < 0;
    }

    public boolean isEqual(ChronoLocalDate other) {
        return compareTo(other) == 0;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj instanceof LocalDate) {
            LocalDate o = (LocalDate) obj;
            return year == o.year && month == o.month && day == o.day;
        }
        return false;
    }

    public int hashCode() {
        return (year & 0xFFFFF800) ^ ((year << 11) + (month << 6) + day);
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(10);
        appendTo(sb);
        return sb.toString();
    }

    void appendTo(StringBuilder sb) {
        appendYear(sb, year);
        sb.append(month < 10 ? "-0" : "-").append((int) month);
        sb.append(day < 10 ? "-0" : "-").append((int) day);
    }

    /** ISO year: four digits at least, '+' above 9999, '-' below zero. */
    static void appendYear(StringBuilder sb, long year) {
        long abs = Math.abs(year);
        if (abs < 1000) {
            sb.append(year < 0 ? "-" : "");
            sb.append(abs < 10 ? "000" : abs < 100 ? "00" : "0").append(abs);
        } else {
            if (year > 9999) {
                sb.append('+');
            }
            sb.append(year);
        }
    }
}
