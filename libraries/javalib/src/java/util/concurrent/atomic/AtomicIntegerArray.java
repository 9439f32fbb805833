package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import ristretto.internal.Atomics;

/** An array of ints whose elements are updated atomically. */
public class AtomicIntegerArray implements java.io.Serializable {
    private static final long serialVersionUID = 0x27b857513300bd8bL;   /* the stock JVM's; field `int[] array` */
    private final int[] array;

    public AtomicIntegerArray(int length) {
        array = new int[length];
    }

    public AtomicIntegerArray(int[] array) {
        this.array = array.clone();
    }

    public final int length() { return array.length; }
    public final int get(int i) { return Atomics.getIntElemVolatile(array, i); }
    public final void set(int i, int v) { Atomics.putIntElemVolatile(array, i, v); }
    public final void lazySet(int i, int v) { set(i, v); }
    public final int getPlain(int i) { return get(i); }
    public final void setPlain(int i, int v) { set(i, v); }
    public final int getOpaque(int i) { return get(i); }
    public final void setOpaque(int i, int v) { set(i, v); }
    public final int getAcquire(int i) { return get(i); }
    public final void setRelease(int i, int v) { set(i, v); }
    public final int getAndSet(int i, int v) { return Atomics.getAndSetIntElem(array, i, v); }
    public final boolean compareAndSet(int i, int e, int n) { return Atomics.casIntElem(array, i, e, n); }
    public final boolean weakCompareAndSet(int i, int e, int n) { return compareAndSet(i, e, n); }
    public final boolean weakCompareAndSetPlain(int i, int e, int n) { return compareAndSet(i, e, n); }
    public final boolean weakCompareAndSetVolatile(int i, int e, int n) { return compareAndSet(i, e, n); }
    public final int getAndIncrement(int i) { return Atomics.getAndAddIntElem(array, i, 1); }
    public final int getAndDecrement(int i) { return Atomics.getAndAddIntElem(array, i, -1); }
    public final int getAndAdd(int i, int d) { return Atomics.getAndAddIntElem(array, i, d); }
    public final int incrementAndGet(int i) { return Atomics.getAndAddIntElem(array, i, 1) + 1; }
    public final int decrementAndGet(int i) { return Atomics.getAndAddIntElem(array, i, -1) - 1; }
    public final int addAndGet(int i, int d) { return Atomics.getAndAddIntElem(array, i, d) + d; }

    public final int getAndUpdate(int i, IntUnaryOperator f) {
        for (;;) {
            int prev = get(i);
            if (compareAndSet(i, prev, f.applyAsInt(prev))) {
                return prev;
            }
        }
    }
    public final int updateAndGet(int i, IntUnaryOperator f) {
        for (;;) {
            int prev = get(i);
            int next = f.applyAsInt(prev);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }
    public final int getAndAccumulate(int i, int x, IntBinaryOperator f) {
        for (;;) {
            int prev = get(i);
            if (compareAndSet(i, prev, f.applyAsInt(prev, x))) {
                return prev;
            }
        }
    }
    public final int accumulateAndGet(int i, int x, IntBinaryOperator f) {
        for (;;) {
            int prev = get(i);
            int next = f.applyAsInt(prev, x);
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
