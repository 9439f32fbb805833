package java.util.function;

/** A function from int to R. */
@FunctionalInterface
public interface IntFunction<R> {
    R apply(int value);
}
