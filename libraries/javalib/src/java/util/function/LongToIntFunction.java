package java.util.function;

/** A function from long to int. */
@FunctionalInterface
public interface LongToIntFunction {
    int applyAsInt(long value);
}
