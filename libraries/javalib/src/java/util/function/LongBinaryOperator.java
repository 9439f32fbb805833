package java.util.function;

/** An operation on two longs. */
@FunctionalInterface
public interface LongBinaryOperator {
    long applyAsLong(long left, long right);
}
