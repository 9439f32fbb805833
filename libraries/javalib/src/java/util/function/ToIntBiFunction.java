package java.util.function;

/** A function from (T, U) to int. */
@FunctionalInterface
public interface ToIntBiFunction<T, U> {
    int applyAsInt(T t, U u);
}
