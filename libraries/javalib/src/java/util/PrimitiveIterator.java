package java.util;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/** Iterators over primitive values. */
public interface PrimitiveIterator<T, T_CONS> extends Iterator<T> {
    void forEachRemaining(T_CONS action);

    /** An Iterator over ints. */
    interface OfInt extends PrimitiveIterator<Integer, IntConsumer> {
        int nextInt();

        default Integer next() {
            return Integer.valueOf(nextInt());
        }

        default void forEachRemaining(IntConsumer action) {
            Objects.requireNonNull(action);
            while (hasNext()) {
                action.accept(nextInt());
            }
        }

        default void forEachRemaining(Consumer<? super Integer> action) {
            Objects.requireNonNull(action);
            while (hasNext()) {
                action.accept(nextInt());
            }
        }
    }

    /** An Iterator over longs. */
    interface OfLong extends PrimitiveIterator<Long, LongConsumer> {
        long nextLong();

        default Long next() {
            return Long.valueOf(nextLong());
        }

        default void forEachRemaining(LongConsumer action) {
            Objects.requireNonNull(action);
            while (hasNext()) {
                action.accept(nextLong());
            }
        }

        default void forEachRemaining(Consumer<? super Long> action) {
            Objects.requireNonNull(action);
            while (hasNext()) {
                action.accept(nextLong());
            }
        }
    }

    /** An Iterator over doubles. */
    interface OfDouble extends PrimitiveIterator<Double, DoubleConsumer> {
        double nextDouble();

        default Double next() {
            return Double.valueOf(nextDouble());
        }

        default void forEachRemaining(DoubleConsumer action) {
            Objects.requireNonNull(action);
            while (hasNext()) {
                action.accept(nextDouble());
            }
        }

        default void forEachRemaining(Consumer<? super Double> action) {
            Objects.requireNonNull(action);
            while (hasNext()) {
                action.accept(nextDouble());
            }
        }
    }
}
