package java.time.chrono;

import java.time.temporal.TemporalAmount;

/** A date-based amount of time (years, months, days): java.time.Period. */
public interface ChronoPeriod extends TemporalAmount {
    boolean isZero();

    boolean isNegative();

    ChronoPeriod plus(TemporalAmount amountToAdd);

    ChronoPeriod minus(TemporalAmount amountToSubtract);

    ChronoPeriod multipliedBy(int scalar);

    default ChronoPeriod negated() {
        return multipliedBy(-1);
    }

    ChronoPeriod normalized();
}
