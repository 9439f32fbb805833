package java.util.function;

/** An operation on two ints. */
@FunctionalInterface
public interface IntBinaryOperator {
    int applyAsInt(int left, int right);
}
