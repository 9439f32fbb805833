package java.util.function;

/** A function from int to double. */
@FunctionalInterface
public interface IntToDoubleFunction {
    double applyAsDouble(int value);
}
