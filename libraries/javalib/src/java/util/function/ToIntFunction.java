package java.util.function;

/** A function from T to int. */
@FunctionalInterface
public interface ToIntFunction<T> {
    int applyAsInt(T value);
}
