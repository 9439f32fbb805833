package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import ristretto.internal.Atomics;

/** An array of references whose elements are updated atomically. */
public class AtomicReferenceArray<E> implements java.io.Serializable {
    private static final long serialVersionUID = 0xa9d2dea1be65600cL;   /* the stock JVM's; field `Object[] array` */
    private final Object[] array;

    public AtomicReferenceArray(int length) {
        array = new Object[length];
    }

    public AtomicReferenceArray(E[] array) {
        this.array = java.util.Arrays.copyOf(array, array.length, Object[].class);
    }

    public final int length() { return array.length; }
    @SuppressWarnings("unchecked")
    public final E get(int i) { return (E) Atomics.getRefElemVolatile(array, i); }
    public final void set(int i, E v) { Atomics.putRefElemVolatile(array, i, v); }
    public final void lazySet(int i, E v) { set(i, v); }
    public final E getPlain(int i) { return get(i); }
    public final void setPlain(int i, E v) { set(i, v); }
    public final E getAcquire(int i) { return get(i); }
    public final void setRelease(int i, E v) { set(i, v); }
    @SuppressWarnings("unchecked")
    public final E getAndSet(int i, E v) { return (E) Atomics.getAndSetRefElem(array, i, v); }
    public final boolean compareAndSet(int i, E e, E n) { return Atomics.casRefElem(array, i, e, n); }
    public final boolean weakCompareAndSet(int i, E e, E n) { return compareAndSet(i, e, n); }
    public final boolean weakCompareAndSetPlain(int i, E e, E n) { return compareAndSet(i, e, n); }
    public final boolean weakCompareAndSetVolatile(int i, E e, E n) { return compareAndSet(i, e, n); }

    public final E getAndUpdate(int i, UnaryOperator<E> f) {
        for (;;) {
            E prev = get(i);
            if (compareAndSet(i, prev, f.apply(prev))) {
                return prev;
            }
        }
    }
    public final E updateAndGet(int i, UnaryOperator<E> f) {
        for (;;) {
            E prev = get(i);
            E next = f.apply(prev);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }
    public final E accumulateAndGet(int i, E x, BinaryOperator<E> f) {
        for (;;) {
            E prev = get(i);
            E next = f.apply(prev, x);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }
    public final E getAndAccumulate(int i, E x, BinaryOperator<E> f) {
        for (;;) {
            E prev = get(i);
            if (compareAndSet(i, prev, f.apply(prev, x))) {
                return prev;
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
