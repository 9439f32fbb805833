package java.time.temporal;

/** A query that extracts information from a temporal object. */
@FunctionalInterface
public interface TemporalQuery<R> {
    R queryFrom(TemporalAccessor temporal);
}
