package java.util.function;

/** An operation on an object and a double. */
@FunctionalInterface
public interface ObjDoubleConsumer<T> {
    void accept(T t, double value);
}
