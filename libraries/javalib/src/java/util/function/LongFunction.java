package java.util.function;

/** A function from long to R. */
@FunctionalInterface
public interface LongFunction<R> {
    R apply(long value);
}
