package java.time.temporal;

/** A strategy that adjusts a temporal object (e.g. "last day of month"). */
@FunctionalInterface
public interface TemporalAdjuster {
    Temporal adjustInto(Temporal temporal);
}
