package java.util.function;

/** An operation on two doubles. */
@FunctionalInterface
public interface DoubleBinaryOperator {
    double applyAsDouble(double left, double right);
}
