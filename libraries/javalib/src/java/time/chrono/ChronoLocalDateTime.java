package java.time.chrono;

import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAdjuster;

/**
 * A date-time without zone.  Ristretto has only the ISO calendar
 * (java.time.LocalDateTime).
 */
public interface ChronoLocalDateTime<D extends ChronoLocalDate>
        extends Temporal, TemporalAdjuster, Comparable<ChronoLocalDateTime<?>> {
    D toLocalDate();

    LocalTime toLocalTime();

    default long toEpochSecond(ZoneOffset offset) {
        long epochDay = toLocalDate().toEpochDay();
        long secs = epochDay * 86400 + toLocalTime().toSecondOfDay();
        secs -= offset.getTotalSeconds();
        return secs;
    }

    default Instant toInstant(ZoneOffset offset) {
        return Instant.ofEpochSecond(toEpochSecond(offset), toLocalTime().getNano());
    }

    default int compareTo(ChronoLocalDateTime<?> other) {
        int cmp = toLocalDate().compareTo(other.toLocalDate());
        if (cmp == 0) {
            cmp = toLocalTime().compareTo(other.toLocalTime());
        }
        return cmp;
    }

    default boolean isAfter(ChronoLocalDateTime<?> other) {
        return compareTo(other) > 0;
    }

    default boolean isBefore(ChronoLocalDateTime<?> other) {
        return compareTo(other) < 0;
    }

    default boolean isEqual(ChronoLocalDateTime<?> other) {
        return compareTo(other) == 0;
    }
}
