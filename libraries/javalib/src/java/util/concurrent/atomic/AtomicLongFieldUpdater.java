package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import ristretto.internal.Atomics;

/** Atomic updates of a volatile long field of objects of one class (through ristretto.internal.Atomics). */
public abstract class AtomicLongFieldUpdater<T> {
    protected AtomicLongFieldUpdater() {
    }

    public static <U> AtomicLongFieldUpdater<U> newUpdater(Class<U> tclass, String fieldName) {
        java.lang.reflect.Field f;
        try {
            f = tclass.getDeclaredField(fieldName);
        } catch (NoSuchFieldException e) {
            throw new RuntimeException(e);
        }
        if (f.getType() != long.class) {
            throw new IllegalArgumentException("Must be long type");
        }
        if (!java.lang.reflect.Modifier.isVolatile(f.getModifiers())) {
            throw new IllegalArgumentException("Must be volatile type");
        }
        if (java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
            throw new IllegalArgumentException();
        }
        return new Impl<U>(tclass, Atomics.fieldOffset(tclass, fieldName));
    }

    private static final class Impl<T> extends AtomicLongFieldUpdater<T> {
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

        public boolean compareAndSet(T obj, long expect, long update) {
            check(obj);
            return Atomics.casLong(obj, field, expect, update);
        }

        public void set(T obj, long newValue) {
            check(obj);
            Atomics.putLongVolatile(obj, field, newValue);
        }

        public long get(T obj) {
            check(obj);
            return Atomics.getLongVolatile(obj, field);
        }

        public long getAndSet(T obj, long newValue) {
            check(obj);
            return Atomics.getAndSetLong(obj, field, newValue);
        }

        public long getAndAdd(T obj, long delta) {
            check(obj);
            return Atomics.getAndAddLong(obj, field, delta);
        }
    }

    public abstract boolean compareAndSet(T obj, long expect, long update);

    public boolean weakCompareAndSet(T obj, long expect, long update) {
        return compareAndSet(obj, expect, update);
    }

    public abstract void set(T obj, long newValue);

    public void lazySet(T obj, long newValue) {
        set(obj, newValue);
    }

    public abstract long get(T obj);

    public abstract long getAndSet(T obj, long newValue);

    public abstract long getAndAdd(T obj, long delta);

    public long getAndIncrement(T obj) { return getAndAdd(obj, 1); }
    public long getAndDecrement(T obj) { return getAndAdd(obj, -1); }
    public long incrementAndGet(T obj) { return getAndAdd(obj, 1) + 1; }
    public long decrementAndGet(T obj) { return getAndAdd(obj, -1) - 1; }
    public long addAndGet(T obj, long delta) { return getAndAdd(obj, delta) + delta; }

    public final long getAndUpdate(T obj, LongUnaryOperator f) {
        for (;;) {
            long prev = get(obj);
            if (compareAndSet(obj, prev, f.applyAsLong(prev))) {
                return prev;
            }
        }
    }

    public final long updateAndGet(T obj, LongUnaryOperator f) {
        for (;;) {
            long prev = get(obj);
            long next = f.applyAsLong(prev);
            if (compareAndSet(obj, prev, next)) {
                return next;
            }
        }
    }

    public final long getAndAccumulate(T obj, long x, LongBinaryOperator f) {
        for (;;) {
            long prev = get(obj);
            if (compareAndSet(obj, prev, f.applyAsLong(prev, x))) {
                return prev;
            }
        }
    }

    public final long accumulateAndGet(T obj, long x, LongBinaryOperator f) {
        for (;;) {
            long prev = get(obj);
            long next = f.applyAsLong(prev, x);
            if (compareAndSet(obj, prev, next)) {
                return next;
            }
        }
    }
}
