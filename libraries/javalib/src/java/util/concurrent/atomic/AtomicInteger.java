package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import ristretto.internal.Atomics;

/** A int updated atomically (all operations go through ristretto.internal.Atomics). */
public class AtomicInteger extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 6214790243416807050L;   /* the stock JVM's; field `value` */
    private static final long VALUE = Atomics.fieldOffset(AtomicInteger.class, "value");
    private volatile int value;

    public AtomicInteger(int initialValue) {
        value = initialValue;
    }

    public AtomicInteger() {
    }

    public final int get() { return value; }
    public final void set(int newValue) { value = newValue; }
    public final void lazySet(int newValue) { value = newValue; }
    public final int getPlain() { return value; }
    public final void setPlain(int newValue) { value = newValue; }
    public final int getOpaque() { return value; }
    public final void setOpaque(int newValue) { value = newValue; }
    public final int getAcquire() { return value; }
    public final void setRelease(int newValue) { value = newValue; }

    public final int getAndSet(int newValue) { return Atomics.getAndSetInt(this, VALUE, newValue); }
    public final boolean compareAndSet(int expectedValue, int newValue) {
        return Atomics.casInt(this, VALUE, expectedValue, newValue);
    }
    public final boolean weakCompareAndSet(int expectedValue, int newValue) { return compareAndSet(expectedValue, newValue); }
    public final boolean weakCompareAndSetPlain(int expectedValue, int newValue) { return compareAndSet(expectedValue, newValue); }
    public final boolean weakCompareAndSetVolatile(int expectedValue, int newValue) { return compareAndSet(expectedValue, newValue); }
    public final boolean weakCompareAndSetAcquire(int expectedValue, int newValue) { return compareAndSet(expectedValue, newValue); }
    public final boolean weakCompareAndSetRelease(int expectedValue, int newValue) { return compareAndSet(expectedValue, newValue); }

    public final int compareAndExchange(int expectedValue, int newValue) {
        for (;;) {
            int cur = value;
            if (cur != expectedValue) {
                return cur;
            }
            if (compareAndSet(cur, newValue)) {
                return cur;
            }
        }
    }
    public final int compareAndExchangeAcquire(int e, int n) { return compareAndExchange(e, n); }
    public final int compareAndExchangeRelease(int e, int n) { return compareAndExchange(e, n); }

    public final int getAndIncrement() { return Atomics.getAndAddInt(this, VALUE, 1); }
    public final int getAndDecrement() { return Atomics.getAndAddInt(this, VALUE, -1); }
    public final int getAndAdd(int delta) { return Atomics.getAndAddInt(this, VALUE, delta); }
    public final int incrementAndGet() { return Atomics.getAndAddInt(this, VALUE, 1) + 1; }
    public final int decrementAndGet() { return Atomics.getAndAddInt(this, VALUE, -1) - 1; }
    public final int addAndGet(int delta) { return Atomics.getAndAddInt(this, VALUE, delta) + delta; }

    public final int getAndUpdate(IntUnaryOperator f) {
        for (;;) {
            int prev = value;
            int next = f.applyAsInt(prev);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }
    public final int updateAndGet(IntUnaryOperator f) {
        for (;;) {
            int prev = value;
            int next = f.applyAsInt(prev);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }
    public final int getAndAccumulate(int x, IntBinaryOperator f) {
        for (;;) {
            int prev = value;
            int next = f.applyAsInt(prev, x);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }
    public final int accumulateAndGet(int x, IntBinaryOperator f) {
        for (;;) {
            int prev = value;
            int next = f.applyAsInt(prev, x);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    public String toString() { return Integer.toString(value); }
    public int intValue() { return (int) value; }
    public long longValue() { return (long) value; }
    public float floatValue() { return (float) value; }
    public double doubleValue() { return (double) value; }
}
