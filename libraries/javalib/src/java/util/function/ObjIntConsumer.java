package java.util.function;

/** An operation on an object and an int. */
@FunctionalInterface
public interface ObjIntConsumer<T> {
    void accept(T t, int value);
}
