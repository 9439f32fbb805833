package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import ristretto.internal.Atomics;

/** Atomic updates of a volatile reference field of objects of one class (through ristretto.internal.Atomics). */
public abstract class AtomicReferenceFieldUpdater<T, V> {
    protected AtomicReferenceFieldUpdater() {
    }

    public static <U, W> AtomicReferenceFieldUpdater<U, W> newUpdater(Class<U> tclass, Class<W> vclass,
                                                                    String fieldName) {
        java.lang.reflect.Field f;
        try {
            f = tclass.getDeclaredField(fieldName);
        } catch (NoSuchFieldException e) {
            throw new RuntimeException(e);
        }
        if (f.getType().isPrimitive() || vclass != f.getType()) {
            throw new ClassCastException();
        }
        if (!java.lang.reflect.Modifier.isVolatile(f.getModifiers())) {
            throw new IllegalArgumentException("Must be volatile type");
        }
        if (java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
            throw new IllegalArgumentException();
        }
        return new Impl<U, W>(tclass, vclass, Atomics.fieldOffset(tclass, fieldName));
    }

    private static final class Impl<T, V> extends AtomicReferenceFieldUpdater<T, V> {
        private final Class<T> tclass;
        private final Class<V> vclass;
        private final long field;

        Impl(Class<T> tclass, Class<V> vclass, long field) {
            this.tclass = tclass;
            this.vclass = vclass;
            this.field = field;
        }

        private void check(T obj, V v) {
            if (!tclass.isInstance(obj)) {
                throw new ClassCastException();   /* null too, without a message, as the JDK */
            }
            if (v != null && !vclass.isInstance(v)) {
                throw new ClassCastException();
            }
        }

        public boolean compareAndSet(T obj, V expect, V update) {
            check(obj, update);
            return Atomics.casRef(obj, field, expect, update);
        }

        public void set(T obj, V newValue) {
            check(obj, newValue);
            Atomics.putRefVolatile(obj, field, newValue);
        }

        @SuppressWarnings("unchecked")
        public V get(T obj) {
            check(obj, null);
            return (V) Atomics.getRefVolatile(obj, field);
        }

        @SuppressWarnings("unchecked")
        public V getAndSet(T obj, V newValue) {
            check(obj, newValue);
            return (V) Atomics.getAndSetRef(obj, field, newValue);
        }
    }

    public abstract boolean compareAndSet(T obj, V expect, V update);

    public boolean weakCompareAndSet(T obj, V expect, V update) {
        return compareAndSet(obj, expect, update);
    }

    public abstract void set(T obj, V newValue);

    public void lazySet(T obj, V newValue) {
        set(obj, newValue);
    }

    public abstract V get(T obj);

    public abstract V getAndSet(T obj, V newValue);

    public final V getAndUpdate(T obj, UnaryOperator<V> f) {
        for (;;) {
            V prev = get(obj);
            if (compareAndSet(obj, prev, f.apply(prev))) {
                return prev;
            }
        }
    }

    public final V updateAndGet(T obj, UnaryOperator<V> f) {
        for (;;) {
            V prev = get(obj);
            V next = f.apply(prev);
            if (compareAndSet(obj, prev, next)) {
                return next;
            }
        }
    }

    public final V getAndAccumulate(T obj, V x, BinaryOperator<V> f) {
        for (;;) {
            V prev = get(obj);
            if (compareAndSet(obj, prev, f.apply(prev, x))) {
                return prev;
            }
        }
    }

    public final V accumulateAndGet(T obj, V x, BinaryOperator<V> f) {
        for (;;) {
            V prev = get(obj);
            V next = f.apply(prev, x);
            if (compareAndSet(obj, prev, next)) {
                return next;
            }
        }
    }
}
