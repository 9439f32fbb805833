package java.util.function;

/** An operation on an object and a long. */
@FunctionalInterface
public interface ObjLongConsumer<T> {
    void accept(T t, long value);
}
