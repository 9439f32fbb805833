package java.lang;

import java.util.Objects;
import java.util.function.Supplier;

/** Per-thread variables, stored in a small map hanging off each Thread. */
public class ThreadLocal<T> {
    public ThreadLocal() {}

    protected T initialValue() {
        return null;
    }

    public static <S> ThreadLocal<S> withInitial(final Supplier<? extends S> supplier) {
        Objects.requireNonNull(supplier);
        return new ThreadLocal<S>() {
            protected S initialValue() {
                return supplier.get();
            }
        };
    }

    @SuppressWarnings("unchecked")
    public T get() {
        Map m = map(Thread.currentThread());
        Object v = m.get(this);
        if (v == NONE) {
            T init = initialValue();
            m.put(this, init);
            return init;
        }
        return (T) v;
    }

    public void set(T value) {
        map(Thread.currentThread()).put(this, value);
    }

    public void remove() {
        map(Thread.currentThread()).remove(this);
    }

    private Map map(Thread t) {
        Map m = getMap(t);
        if (m == null) {
            m = new Map();
            setMap(t, m);
        }
        return m;
    }

    /** The map this kind of thread-local lives in (InheritableThreadLocal: another one). */
    Map getMap(Thread t) {
        return t.threadLocals;
    }

    void setMap(Thread t, Map m) {
        t.threadLocals = m;
    }

    private static final Object NONE = new Object();

    /** Identity map from ThreadLocal to value. */
    static final class Map {
        private ThreadLocal<?>[] keys = new ThreadLocal<?>[8];
        private Object[] values = new Object[8];
        private int size;

        /** A child thread's copy of its parent's inheritable values. */
        @SuppressWarnings("unchecked")
        static Map inherit(Map parent) {
            Map m = new Map();
            for (int i = 0; i < parent.size; i++) {
                InheritableThreadLocal<Object> k = (InheritableThreadLocal<Object>) parent.keys[i];
                m.put(k, k.childValue(parent.values[i]));
            }
            return m;
        }

        Object get(ThreadLocal<?> k) {
            for (int i = 0; i < size; i++) {
                if (keys[i] == k) {
                    return values[i];
                }
            }
            return NONE;
        }

        void put(ThreadLocal<?> k, Object v) {
            for (int i = 0; i < size; i++) {
                if (keys[i] == k) {
                    values[i] = v;
                    return;
                }
            }
            if (size == keys.length) {
                ThreadLocal<?>[] nk = new ThreadLocal<?>[size * 2];
                Object[] nv = new Object[size * 2];
                System.arraycopy(keys, 0, nk, 0, size);
                System.arraycopy(values, 0, nv, 0, size);
                keys = nk;
                values = nv;
            }
            keys[size] = k;
            values[size] = v;
            size++;
        }

        void remove(ThreadLocal<?> k) {
            for (int i = 0; i < size; i++) {
                if (keys[i] == k) {
                    System.arraycopy(keys, i + 1, keys, i, size - i - 1);
                    System.arraycopy(values, i + 1, values, i, size - i - 1);
                    size--;
                    keys[size] = null;
                    values[size] = null;
                    return;
                }
            }
        }
    }
}
