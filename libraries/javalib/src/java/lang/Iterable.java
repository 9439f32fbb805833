package java.lang;

import java.util.Iterator;
import java.util.Objects;
import java.util.function.Consumer;

/** Targets of the enhanced for statement. */
public interface Iterable<T> {
    Iterator<T> iterator();

    default void forEach(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        for (Iterator<T> it = iterator(); it.hasNext();) {
            action.accept(it.next());
        }
    }
}
