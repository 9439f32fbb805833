package java.util.function;

import java.util.Objects;

/** A supplier of results. */
@FunctionalInterface
public interface Supplier<T> {
    T get();
}
