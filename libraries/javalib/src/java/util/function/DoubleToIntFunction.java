package java.util.function;

/** A function from double to int. */
@FunctionalInterface
public interface DoubleToIntFunction {
    int applyAsInt(double value);
}
