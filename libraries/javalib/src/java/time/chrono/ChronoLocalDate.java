package java.time.chrono;

import java.time.temporal.ChronoField;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAdjuster;

/**
 * A date without time of day or zone.  Ristretto has only the ISO calendar
 * (java.time.LocalDate); this interface keeps the comparison methods that
 * code written against the JDK calls through it.
 */
public interface ChronoLocalDate extends Temporal, TemporalAdjuster, Comparable<ChronoLocalDate> {
    int lengthOfMonth();

    default int lengthOfYear() {
        return isLeapYear() ? 366 : 365;
    }

    default boolean isLeapYear() {
        return false;
    }

    ChronoPeriod until(ChronoLocalDate endDateExclusive);

    default long toEpochDay() {
        return getLong(ChronoField.EPOCH_DAY);
    }

    default int compareTo(ChronoLocalDate other) {
        return Long.compare(toEpochDay(), other.toEpochDay());
    }

    default boolean isAfter(ChronoLocalDate other) {
        return toEpochDay() > other.toEpochDay();
    }

    default boolean isBefore(ChronoLocalDate other) {
        return toEpochDay() < other.toEpochDay();
    }

    default boolean isEqual(ChronoLocalDate other) {
        return toEpochDay() == other.toEpochDay();
    }
}
