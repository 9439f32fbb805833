package java.util.function;

/** A function from double to long. */
@FunctionalInterface
public interface DoubleToLongFunction {
    long applyAsLong(double value);
}
