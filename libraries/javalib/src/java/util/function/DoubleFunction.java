package java.util.function;

/** A function from double to R. */
@FunctionalInterface
public interface DoubleFunction<R> {
    R apply(double value);
}
