package java.time.temporal;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.function.UnaryOperator;

/** Common adjusters: first/last day of month or year, next/previous day-of-week. */
public final class TemporalAdjusters {
    private TemporalAdjusters() {
    }

    private static final int FIRST_OF_MONTH = 0;
    private static final int LAST_OF_MONTH = 1;
    private static final int FIRST_OF_NEXT_MONTH = 2;
    private static final int FIRST_OF_YEAR = 3;
    private static final int LAST_OF_YEAR = 4;
    private static final int FIRST_OF_NEXT_YEAR = 5;

    private static final class Fixed implements TemporalAdjuster {
        private final int kind;

        Fixed(int kind) {
            this.kind = kind;
        }

        public Temporal adjustInto(Temporal temporal) {
            switch (kind) {
                case FIRST_OF_MONTH:
                    return temporal.with(ChronoField.DAY_OF_MONTH, 1);
                case LAST_OF_MONTH:
                    return temporal.with(ChronoField.DAY_OF_MONTH,
                            temporal.range(ChronoField.DAY_OF_MONTH).getMaximum());
                case FIRST_OF_NEXT_MONTH:
                    return temporal.with(ChronoField.DAY_OF_MONTH, 1).plus(1, ChronoUnit.MONTHS);
                case FIRST_OF_YEAR:
                    return temporal.with(ChronoField.DAY_OF_YEAR, 1);
                case LAST_OF_YEAR:
                    return temporal.with(ChronoField.DAY_OF_YEAR,
                            temporal.range(ChronoField.DAY_OF_YEAR).getMaximum());
                default:
                    return temporal.with(ChronoField.DAY_OF_YEAR, 1).plus(1, ChronoUnit.YEARS);
            }
        }
    }

    public static TemporalAdjuster ofDateAdjuster(final UnaryOperator<LocalDate> dateBasedAdjuster) {
        if (dateBasedAdjuster == null) {
            throw new NullPointerException("dateBasedAdjuster");
        }
        return new TemporalAdjuster() {
            public Temporal adjustInto(Temporal temporal) {
                LocalDate input = LocalDate.from(temporal);
                LocalDate output = dateBasedAdjuster.apply(input);
                return temporal.with(output);
            }
        };
    }

    public static TemporalAdjuster firstDayOfMonth() {
        return new Fixed(FIRST_OF_MONTH);
    }

    public static TemporalAdjuster lastDayOfMonth() {
        return new Fixed(LAST_OF_MONTH);
    }

    public static TemporalAdjuster firstDayOfNextMonth() {
        return new Fixed(FIRST_OF_NEXT_MONTH);
    }

    public static TemporalAdjuster firstDayOfYear() {
        return new Fixed(FIRST_OF_YEAR);
    }

    public static TemporalAdjuster lastDayOfYear() {
        return new Fixed(LAST_OF_YEAR);
    }

    public static TemporalAdjuster firstDayOfNextYear() {
        return new Fixed(FIRST_OF_NEXT_YEAR);
    }

    public static TemporalAdjuster firstInMonth(DayOfWeek dayOfWeek) {
        return dayOfWeekInMonth(1, dayOfWeek);
    }

    public static TemporalAdjuster lastInMonth(DayOfWeek dayOfWeek) {
        return dayOfWeekInMonth(-1, dayOfWeek);
    }

    public static TemporalAdjuster dayOfWeekInMonth(final int ordinal, DayOfWeek dayOfWeek) {
        final int dowValue = dayOfWeek.getValue();
        return new TemporalAdjuster() {
            public Temporal adjustInto(Temporal temporal) {
                if (ordinal >= 0) {
                    Temporal temp = temporal.with(ChronoField.DAY_OF_MONTH, 1);
                    int curDow = temp.get(ChronoField.DAY_OF_WEEK);
                    int dowDiff = (dowValue - curDow + 7) % 7;
                    dowDiff += (ordinal - 1L) * 7L;
                    return temp.plus(dowDiff, ChronoUnit.DAYS);
                }
                Temporal temp = temporal.with(ChronoField.DAY_OF_MONTH,
                        temporal.range(ChronoField.DAY_OF_MONTH).getMaximum());
                int curDow = temp.get(ChronoField.DAY_OF_WEEK);
                int daysDiff = dowValue - curDow;
                daysDiff = (daysDiff == 0 ? 0 : (daysDiff > 0 ? daysDiff - 7 : daysDiff));
                daysDiff -= (-ordinal - 1L) * 7L;
                return temp.plus(daysDiff, ChronoUnit.DAYS);
            }
        };
    }

    public static TemporalAdjuster next(DayOfWeek dayOfWeek) {
        return relative(dayOfWeek, false, true);
    }

    public static TemporalAdjuster nextOrSame(DayOfWeek dayOfWeek) {
        return relative(dayOfWeek, true, true);
    }

    public static TemporalAdjuster previous(DayOfWeek dayOfWeek) {
        return relative(dayOfWeek, false, false);
    }

    public static TemporalAdjuster previousOrSame(DayOfWeek dayOfWeek) {
        return relative(dayOfWeek, true, false);
    }

    private static TemporalAdjuster relative(DayOfWeek dayOfWeek, final boolean orSame, final boolean forward) {
        final int dowValue = dayOfWeek.getValue();
        return new TemporalAdjuster() {
            public Temporal adjustInto(Temporal temporal) {
                int calDow = temporal.get(ChronoField.DAY_OF_WEEK);
                if (orSame && calDow == dowValue) {
                    return temporal;
                }
                if (forward) {
                    int daysDiff = calDow - dowValue;
                    return temporal.plus(daysDiff >= 0 ? 7 - daysDiff : -daysDiff, ChronoUnit.DAYS);
                }
                int daysDiff = dowValue - calDow;
                return temporal.minus(daysDiff >= 0 ? 7 - daysDiff : -daysDiff, ChronoUnit.DAYS);
            }
        };
    }
}
