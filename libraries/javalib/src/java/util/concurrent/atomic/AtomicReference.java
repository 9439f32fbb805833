package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import ristretto.internal.Atomics;

/** An object reference updated atomically. */
public class AtomicReference<V> implements java.io.Serializable {
    private static final long serialVersionUID = 0xe65771d4557854c6L;   /* the stock JVM's; field `Object value` */
    private static final long VALUE = Atomics.fieldOffset(AtomicReference.class, "value");
    private volatile V value;

    public AtomicReference(V initialValue) {
        value = initialValue;
    }

    public AtomicReference() {
    }

    public final V get() { return value; }
    public final void set(V newValue) { value = newValue; }
    public final void lazySet(V newValue) { value = newValue; }
    public final V getPlain() { return value; }
    public final void setPlain(V newValue) { value = newValue; }
    public final V getOpaque() { return value; }
    public final void setOpaque(V newValue) { value = newValue; }
    public final V getAcquire() { return value; }
    public final void setRelease(V newValue) { value = newValue; }

    public final boolean compareAndSet(V expectedValue, V newValue) {
        return Atomics.casRef(this, VALUE, expectedValue, newValue);
    }
    public final boolean weakCompareAndSet(V e, V n) { return compareAndSet(e, n); }
    public final boolean weakCompareAndSetPlain(V e, V n) { return compareAndSet(e, n); }
    public final boolean weakCompareAndSetVolatile(V e, V n) { return compareAndSet(e, n); }
    public final boolean weakCompareAndSetAcquire(V e, V n) { return compareAndSet(e, n); }
    public final boolean weakCompareAndSetRelease(V e, V n) { return compareAndSet(e, n); }

    public final V compareAndExchange(V expectedValue, V newValue) {
        for (;;) {
            V cur = value;
            if (cur != expectedValue || compareAndSet(cur, newValue)) {
                return cur;
            }
        }
    }

    @SuppressWarnings("unchecked")
    public final V getAndSet(V newValue) {
        return (V) Atomics.getAndSetRef(this, VALUE, newValue);
    }

    public final V getAndUpdate(UnaryOperator<V> f) {
        for (;;) {
            V prev = value;
            if (compareAndSet(prev, f.apply(prev))) {
                return prev;
            }
        }
    }
    public final V updateAndGet(UnaryOperator<V> f) {
        for (;;) {
            V prev = value;
            V next = f.apply(prev);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }
    public final V getAndAccumulate(V x, BinaryOperator<V> f) {
        for (;;) {
            V prev = value;
            if (compareAndSet(prev, f.apply(prev, x))) {
                return prev;
            }
        }
    }
    public final V accumulateAndGet(V x, BinaryOperator<V> f) {
        for (;;) {
            V prev = value;
            V next = f.apply(prev, x);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    public String toString() { return String.valueOf(value); }
}
