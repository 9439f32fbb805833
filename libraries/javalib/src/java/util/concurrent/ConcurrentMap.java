package java.util.concurrent;

import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/** A Map whose compound operations are atomic. */
public interface ConcurrentMap<K, V> extends Map<K, V> {
    default V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v != null ? v : defaultValue;
    }

    default void forEach(BiConsumer<? super K, ? super V> action) {
        java.util.Objects.requireNonNull(action);
        for (Map.Entry<K, V> e : entrySet()) {
            action.accept(e.getKey(), e.getValue());
        }
    }

    V putIfAbsent(K key, V value);

    boolean remove(Object key, Object value);

    boolean replace(K key, V oldValue, V newValue);

    V replace(K key, V value);

    default void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        java.util.Objects.requireNonNull(function);
        for (Map.Entry<K, V> e : entrySet()) {
            K k = e.getKey();
            V v = e.getValue();
            while (!replace(k, v, function.apply(k, v))) {
                v = get(k);
                if (v == null) {
                    break;
                }
            }
        }
    }

    default V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        V v = get(key);
        if (v == null) {
            V nv = mappingFunction.apply(key);
            if (nv != null) {
                V old = putIfAbsent(key, nv);
                return old == null ? nv : old;
            }
        }
        return v;
    }
}
