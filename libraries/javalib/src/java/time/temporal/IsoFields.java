package java.time.temporal;

import java.time.Duration;
import java.time.LocalDate;

/**
 * Quarter and ISO-8601 week-based-year fields and units.  A week belongs to
 * the week-based-year of its Thursday; week 1 is the week with the year's
 * first Thursday (so the one containing 4 January).
 */
public final class IsoFields {
    private IsoFields() {
    }

    public static final TemporalField DAY_OF_QUARTER = new Field(0);
    public static final TemporalField QUARTER_OF_YEAR = new Field(1);
    public static final TemporalField WEEK_OF_WEEK_BASED_YEAR = new Field(2);
    public static final TemporalField WEEK_BASED_YEAR = new Field(3);
    public static final TemporalUnit WEEK_BASED_YEARS = new Unit("WeekBasedYears", Duration.ofSeconds(31556952L));
    public static final TemporalUnit QUARTER_YEARS = new Unit("QuarterYears", Duration.ofSeconds(31556952L / 4));

    private static final String[] NAMES = {"DayOfQuarter", "QuarterOfYear", "WeekOfWeekBasedYear", "WeekBasedYear"};

    /** The Thursday of the ISO week of date: it names the week-based-year. */
    static LocalDate thursday(LocalDate date) {
        return date.plusDays(3 - (date.getDayOfWeek().getValue() - 1));
    }

    static int weekOf(LocalDate date) {
        return (thursday(date).getDayOfYear() - 1) / 7 + 1;
    }

    static int weekBasedYear(LocalDate date) {
        return thursday(date).getYear();
    }

    static int weeksIn(int weekBasedYear) {
        return weekOf(LocalDate.of(weekBasedYear, 12, 28));
    }

    static LocalDate ofWeek(int weekBasedYear, int week, int dayOfWeek) {
        LocalDate jan4 = LocalDate.of(weekBasedYear, 1, 4);
        LocalDate monday = jan4.minusDays(jan4.getDayOfWeek().getValue() - 1);
        return monday.plusWeeks(week - 1).plusDays(dayOfWeek - 1);
    }

    private static final class Field implements TemporalField {
        private final int kind;

        Field(int kind) {
            this.kind = kind;
        }

        public TemporalUnit getBaseUnit() {
            switch (kind) {
                case 0: return ChronoUnit.DAYS;
                case 1: return QUARTER_YEARS;
                case 2: return ChronoUnit.WEEKS;
                default: return WEEK_BASED_YEARS;
            }
        }

        public TemporalUnit getRangeUnit() {
            switch (kind) {
                case 0: return QUARTER_YEARS;
                case 1: return ChronoUnit.YEARS;
                case 2: return WEEK_BASED_YEARS;
                default: return ChronoUnit.FOREVER;
            }
        }

        public ValueRange range() {
            switch (kind) {
                case 0: return ValueRange.of(1, 90, 92);
                case 1: return ValueRange.of(1, 4);
                case 2: return ValueRange.of(1, 52, 53);
                default: return ChronoField.YEAR.range();
            }
        }

        public boolean isDateBased() {
            return true;
        }

        public boolean isTimeBased() {
            return false;
        }

        public boolean isSupportedBy(TemporalAccessor temporal) {
            if (kind == 1) {
                return temporal.isSupported(ChronoField.MONTH_OF_YEAR);
            }
            if (kind == 0) {
                return temporal.isSupported(ChronoField.DAY_OF_YEAR) && temporal.isSupported(ChronoField.MONTH_OF_YEAR)
                        && temporal.isSupported(ChronoField.YEAR);
            }
            return temporal.isSupported(ChronoField.EPOCH_DAY);
        }

        private LocalDate date(TemporalAccessor temporal) {
            if (!isSupportedBy(temporal)) {
                throw new UnsupportedTemporalTypeException("Unsupported field: " + this);
            }
            return LocalDate.from(temporal);
        }

        public ValueRange rangeRefinedBy(TemporalAccessor temporal) {
            if (!isSupportedBy(temporal)) {
                throw new UnsupportedTemporalTypeException("Unsupported field: " + this);
            }
            switch (kind) {
                case 0: {
                    long qoy = temporal.getLong(ChronoField.MONTH_OF_YEAR);
                    if (qoy <= 3) {
                        boolean leap = LocalDate.of((int) temporal.getLong(ChronoField.YEAR), 1, 1).isLeapYear();
                        return ValueRange.of(1, leap ? 91 : 90);
                    } else if (qoy <= 6) {
                        return ValueRange.of(1, 91);
                    }
                    return ValueRange.of(1, 92);
                }
                case 2:
                    return ValueRange.of(1, weeksIn(weekBasedYear(LocalDate.from(temporal))));
                default:
                    return range();
            }
        }

        public long getFrom(TemporalAccessor temporal) {
            switch (kind) {
                case 0: {
                    LocalDate d = date(temporal);
                    return d.getDayOfYear() - d.getMonth().firstMonthOfQuarter().firstDayOfYear(d.isLeapYear()) + 1;
                }
                case 1:
                    if (!isSupportedBy(temporal)) {
                        throw new UnsupportedTemporalTypeException("Unsupported field: " + this);
                    }
                    return (temporal.getLong(ChronoField.MONTH_OF_YEAR) + 2) / 3;
                case 2:
                    return weekOf(date(temporal));
                default:
                    return weekBasedYear(date(temporal));
            }
        }

        @SuppressWarnings("unchecked")
        public <R extends Temporal> R adjustInto(R temporal, long newValue) {
            long current = getFrom(temporal);
            switch (kind) {
                case 0:
                    range().checkValidValue(newValue, this);
                    return (R) temporal.with(ChronoField.DAY_OF_YEAR,
                            temporal.getLong(ChronoField.DAY_OF_YEAR) + (newValue - current));
                case 1:
                    range().checkValidValue(newValue, this);
                    return (R) temporal.with(ChronoField.MONTH_OF_YEAR,
                            temporal.getLong(ChronoField.MONTH_OF_YEAR) + (newValue - current) * 3);
                case 2:
                    range().checkValidValue(newValue, this);
                    return (R) temporal.plus(newValue - current, ChronoUnit.WEEKS);
                default: {
                    int year = range().checkValidIntValue(newValue, this);
                    LocalDate d = LocalDate.from(temporal);
                    int week = Math.min(weekOf(d), weeksIn(year));
                    return (R) temporal.with(ofWeek(year, week, d.getDayOfWeek().getValue()));
                }
            }
        }

        public String toString() {
            return NAMES[kind];
        }
    }

    private static final class Unit implements TemporalUnit {
        private final String name;
        private final Duration duration;

        Unit(String name, Duration duration) {
            this.name = name;
            this.duration = duration;
        }

        public Duration getDuration() {
            return duration;
        }

        public boolean isDurationEstimated() {
            return true;
        }

        public boolean isDateBased() {
            return true;
        }

        public boolean isTimeBased() {
            return false;
        }

        public boolean isSupportedBy(Temporal temporal) {
            return temporal.isSupported(ChronoField.EPOCH_DAY);
        }

        @SuppressWarnings("unchecked")
        public <R extends Temporal> R addTo(R temporal, long amount) {
            if (this == QUARTER_YEARS) {
                return (R) temporal.plus(Math.multiplyExact(amount, 3L), ChronoUnit.MONTHS);
            }
            long wby = temporal.getLong(WEEK_BASED_YEAR);
            return (R) temporal.with(WEEK_BASED_YEAR, Math.addExact(wby, amount));
        }

        public long between(Temporal temporal1Inclusive, Temporal temporal2Exclusive) {
            if (temporal1Inclusive.getClass() != temporal2Exclusive.getClass()) {
                return temporal1Inclusive.until(temporal2Exclusive, this);
            }
            if (this == QUARTER_YEARS) {
                return temporal1Inclusive.until(temporal2Exclusive, ChronoUnit.MONTHS) / 3;
            }
            return Math.subtractExact(temporal2Exclusive.getLong(WEEK_BASED_YEAR),
                    temporal1Inclusive.getLong(WEEK_BASED_YEAR));
        }

        public String toString() {
            return name;
        }
    }
}
