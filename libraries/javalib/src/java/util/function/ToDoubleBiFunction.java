package java.util.function;

/** A function from (T, U) to double. */
@FunctionalInterface
public interface ToDoubleBiFunction<T, U> {
    double applyAsDouble(T t, U u);
}
