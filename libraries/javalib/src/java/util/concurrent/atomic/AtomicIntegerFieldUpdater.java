package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import ristretto.internal.Atomics;

/** Atomic updates of a volatile int field of objects of one class (through ristretto.internal.Atomics). */
public abstract class AtomicIntegerFieldUpdater<T> {
    protected AtomicIntegerFieldUpdater() {
    }

    public static <U> AtomicIntegerFieldUpdater<U> newUpdater(Class<U> tclass, String fieldName) {
        java.lang.reflect.Field f;
        try {
            f = tclass.getDeclaredField(fieldName);
        } catch (NoSuchFieldException e) {
            throw new RuntimeException(e);
        }
        if (f.getType() != int.class) {
            throw new IllegalArgumentException("Must be int type");
        }
        if (!java.lang.reflect.Modifier.isVolatile(f.getModifiers())) {
            throw new IllegalArgumentException("Must be volatile type");
        }
        if (java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
            throw new IllegalArgumentException();
        }
        return new Impl<U>(tclass, Atomics.fieldOffset(tclass, fieldName));
    }

    private static final class Impl<T> extends AtomicIntegerFieldUpdater<T> {
        private final Class<T> tclass;
        private final long field;

        Impl(Class<T> tclass, long field) {
            this.tclass = tclass;
            this.field = field;
        }

        private void check(T obj) {
            if (!tclass.isInstance(obj)) {
                throw new ClassCastException();   /* null too, without a message, as the JDK */
            }
        }

        public boolean compareAndSet(T obj, int expect, int update) {
            check(obj);
            return Atomics.casInt(obj, field, expect, update);
        }

        public void set(T obj, int newValue) {
            check(obj);
            Atomics.putIntVolatile(obj, field, newValue);
        }

        public int get(T obj) {
            check(obj);
            return Atomics.getIntVolatile(obj, field);
        }

        public int getAndSet(T obj, int newValue) {
            check(obj);
            return Atomics.getAndSetInt(obj, field, newValue);
        }

        public int getAndAdd(T obj, int delta) {
            check(obj);
            return Atomics.getAndAddInt(obj, field, delta);
        }
    }

    public abstract boolean compareAndSet(T obj, int expect, int update);

    public boolean weakCompareAndSet(T obj, int expect, int update) {
        return compareAndSet(obj, expect, update);
    }

    public abstract void set(T obj, int newValue);

    public void lazySet(T obj, int newValue) {
        set(obj, newValue);
    }

    public abstract int get(T obj);

    public abstract int getAndSet(T obj, int newValue);

    public abstract int getAndAdd(T obj, int delta);

    public int getAndIncrement(T obj) { return getAndAdd(obj, 1); }
    public int getAndDecrement(T obj) { return getAndAdd(obj, -1); }
    public int incrementAndGet(T obj) { return getAndAdd(obj, 1) + 1; }
    public int decrementAndGet(T obj) { return getAndAdd(obj, -1) - 1; }
    public int addAndGet(T obj, int delta) { return getAndAdd(obj, delta) + delta; }

    public final int getAndUpdate(T obj, IntUnaryOperator f) {
        for (;;) {
            int prev = get(obj);
            if (compareAndSet(obj, prev, f.applyAsInt(prev))) {
                return prev;
            }
        }
    }

    public final int updateAndGet(T obj, IntUnaryOperator f) {
        for (;;) {
            int prev = get(obj);
            int next = f.applyAsInt(prev);
            if (compareAndSet(obj, prev, next)) {
                return next;
            }
        }
    }

    public final int getAndAccumulate(T obj, int x, IntBinaryOperator f) {
        for (;;) {
            int prev = get(obj);
            if (compareAndSet(obj, prev, f.applyAsInt(prev, x))) {
                return prev;
            }
        }
    }

    public final int accumulateAndGet(T obj, int x, IntBinaryOperator f) {
        for (;;) {
            int prev = get(obj);
            int next = f.applyAsInt(prev, x);
            if (compareAndSet(obj, prev, next)) {
                return next;
            }
        }
    }
}
