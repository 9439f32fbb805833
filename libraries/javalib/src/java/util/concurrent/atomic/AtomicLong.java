package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import ristretto.internal.Atomics;

/** A long updated atomically (all operations go through ristretto.internal.Atomics). */
public class AtomicLong extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 1927816293512124184L;   /* the stock JVM's; field `value` */
    private static final long VALUE = Atomics.fieldOffset(AtomicLong.class, "value");
    private volatile long value;

    public AtomicLong(long initialValue) {
        value = initialValue;
    }

    public AtomicLong() {
    }

    public final long get() { return value; }
    public final void set(long newValue) { value = newValue; }
    public final void lazySet(long newValue) { value = newValue; }
    public final long getPlain() { return value; }
    public final void setPlain(long newValue) { value = newValue; }
    public final long getOpaque() { return value; }
    public final void setOpaque(long newValue) { value = newValue; }
    public final long getAcquire() { return value; }
    public final void setRelease(long newValue) { value = newValue; }

    public final long getAndSet(long newValue) { return Atomics.getAndSetLong(this, VALUE, newValue); }
    public final boolean compareAndSet(long expectedValue, long newValue) {
        return Atomics.casLong(this, VALUE, expectedValue, newValue);
    }
    public final boolean weakCompareAndSet(long expectedValue, long newValue) { return compareAndSet(expectedValue, newValue); }
    public final boolean weakCompareAndSetPlain(long expectedValue, long newValue) { return compareAndSet(expectedValue, newValue); }
    public final boolean weakCompareAndSetVolatile(long expectedValue, long newValue) { return compareAndSet(expectedValue, newValue); }
    public final boolean weakCompareAndSetAcquire(long expectedValue, long newValue) { return compareAndSet(expectedValue, newValue); }
    public final boolean weakCompareAndSetRelease(long expectedValue, long newValue) { return compareAndSet(expectedValue, newValue); }

    public final long compareAndExchange(long expectedValue, long newValue) {
        for (;;) {
            long cur = value;
            if (cur != expectedValue) {
                return cur;
            }
            if (compareAndSet(cur, newValue)) {
                return cur;
            }
        }
    }
    public final long compareAndExchangeAcquire(long e, long n) { return compareAndExchange(e, n); }
    public final long compareAndExchangeRelease(long e, long n) { return compareAndExchange(e, n); }

    public final long getAndIncrement() { return Atomics.getAndAddLong(this, VALUE, 1); }
    public final long getAndDecrement() { return Atomics.getAndAddLong(this, VALUE, -1); }
    public final long getAndAdd(long delta) { return Atomics.getAndAddLong(this, VALUE, delta); }
    public final long incrementAndGet() { return Atomics.getAndAddLong(this, VALUE, 1) + 1; }
    public final long decrementAndGet() { return Atomics.getAndAddLong(this, VALUE, -1) - 1; }
    public final long addAndGet(long delta) { return Atomics.getAndAddLong(this, VALUE, delta) + delta; }

    public final long getAndUpdate(LongUnaryOperator f) {
        for (;;) {
            long prev = value;
            long next = f.applyAsLong(prev);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }
    public final long updateAndGet(LongUnaryOperator f) {
        for (;;) {
            long prev = value;
            long next = f.applyAsLong(prev);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }
    public final long getAndAccumulate(long x, LongBinaryOperator f) {
        for (;;) {
            long prev = value;
            long next = f.applyAsLong(prev, x);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }
    public final long accumulateAndGet(long x, LongBinaryOperator f) {
        for (;;) {
            long prev = value;
            long next = f.applyAsLong(prev, x);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    public String toString() { return Long.toString(value); }
    public int intValue() { return (int) value; }
    public long longValue() { return (long) value; }
    public float floatValue() { return (float) value; }
    public double doubleValue() { return (double) value; }
}
