package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import ristretto.internal.Atomics;

/** An array of longs whose elements are updated atomically. */
public class AtomicLongArray implements java.io.Serializable {
    private static final long serialVersionUID = 0xdff6ce0a62e2bff8L;   /* the stock JVM's; field `long[] array` */
    private final long[] array;

    public AtomicLongArray(int length) {
        array = new long[length];
    }

    public AtomicLongArray(long[] array) {
        this.array = array.clone();
    }

    public final int length() { return array.length; }
    public final long get(int i) { return Atomics.getLongElemVolatile(array, i); }
    public final void set(int i, long v) { Atomics.putLongElemVolatile(array, i, v); }
    public final void lazySet(int i, long v) { set(i, v); }
    public final long getPlain(int i) { return get(i); }
    public final void setPlain(int i, long v) { set(i, v); }
    public final long getOpaque(int i) { return get(i); }
    public final void setOpaque(int i, long v) { set(i, v); }
    public final long getAcquire(int i) { return get(i); }
    public final void setRelease(int i, long v) { set(i, v); }
    public final long getAndSet(int i, long v) { return Atomics.getAndSetLongElem(array, i, v); }
    public final boolean compareAndSet(int i, long e, long n) { return Atomics.casLongElem(array, i, e, n); }
    public final boolean weakCompareAndSet(int i, long e, long n) { return compareAndSet(i, e, n); }
    public final boolean weakCompareAndSetPlain(int i, long e, long n) { return compareAndSet(i, e, n); }
    public final boolean weakCompareAndSetVolatile(int i, long e, long n) { return compareAndSet(i, e, n); }
    public final long getAndIncrement(int i) { return Atomics.getAndAddLongElem(array, i, 1); }
    public final long getAndDecrement(int i) { return Atomics.getAndAddLongElem(array, i, -1); }
    public final long getAndAdd(int i, long d) { return Atomics.getAndAddLongElem(array, i, d); }
    public final long incrementAndGet(int i) { return Atomics.getAndAddLongElem(array, i, 1) + 1; }
    public final long decrementAndGet(int i) { return Atomics.getAndAddLongElem(array, i, -1) - 1; }
    public final long addAndGet(int i, long d) { return Atomics.getAndAddLongElem(array, i, d) + d; }

    public final long getAndUpdate(int i, LongUnaryOperator f) {
        for (;;) {
            long prev = get(i);
            if (compareAndSet(i, prev, f.applyAsLong(prev))) {
                return prev;
            }
        }
    }
    public final long updateAndGet(int i, LongUnaryOperator f) {
        for (;;) {
            long prev = get(i);
            long next = f.applyAsLong(prev);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }
    public final long getAndAccumulate(int i, long x, LongBinaryOperator f) {
        for (;;) {
            long prev = get(i);
            if (compareAndSet(i, prev, f.applyAsLong(prev, x))) {
                return prev;
            }
        }
    }
    public final long accumulateAndGet(int i, long x, LongBinaryOperator f) {
        for (;;) {
            long prev = get(i);
            long next = f.applyAsLong(prev, x);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    public String toString() {
        int last = array.length - 1;
        if (last < 0) {
            return "[]";
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0;; i++) {
            sb.append(get(i));
            if (i == last) {
                return sb.append(']').toString();
            }
            sb.append(", ");
        }
    }
}
