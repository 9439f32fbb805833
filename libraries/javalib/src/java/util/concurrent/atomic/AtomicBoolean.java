package java.util.concurrent.atomic;

import ristretto.internal.Atomics;

/** A boolean updated atomically; stored as an int (0 or 1) for the CAS natives. */
public class AtomicBoolean implements java.io.Serializable {
    private static final long serialVersionUID = 0x4098b70a4f3ffc33L;   /* the stock JVM's; field `int value` */
    private static final long VALUE = Atomics.fieldOffset(AtomicBoolean.class, "value");
    private volatile int value;

    public AtomicBoolean(boolean initialValue) {
        value = initialValue ? 1 : 0;
    }

    public AtomicBoolean() {
    }

    public final boolean get() { return value != 0; }
    public final void set(boolean newValue) { value = newValue ? 1 : 0; }
    public final void lazySet(boolean newValue) { set(newValue); }
    public final boolean getPlain() { return get(); }
    public final void setPlain(boolean newValue) { set(newValue); }
    public final boolean getOpaque() { return get(); }
    public final void setOpaque(boolean newValue) { set(newValue); }
    public final boolean getAcquire() { return get(); }
    public final void setRelease(boolean newValue) { set(newValue); }

    public final boolean compareAndSet(boolean expectedValue, boolean newValue) {
        return Atomics.casInt(this, VALUE, expectedValue ? 1 : 0, newValue ? 1 : 0);
    }
    public boolean weakCompareAndSet(boolean e, boolean n) { return compareAndSet(e, n); }
    public boolean weakCompareAndSetPlain(boolean e, boolean n) { return compareAndSet(e, n); }
    public boolean weakCompareAndSetVolatile(boolean e, boolean n) { return compareAndSet(e, n); }
    public boolean weakCompareAndSetAcquire(boolean e, boolean n) { return compareAndSet(e, n); }
    public boolean weakCompareAndSetRelease(boolean e, boolean n) { return compareAndSet(e, n); }

    public final boolean compareAndExchange(boolean expectedValue, boolean newValue) {
        for (;;) {
            boolean cur = get();
            if (cur != expectedValue || compareAndSet(cur, newValue)) {
                return cur;
            }
        }
    }

    public final boolean getAndSet(boolean newValue) {
        return Atomics.getAndSetInt(this, VALUE, newValue ? 1 : 0) != 0;
    }

    public String toString() { return Boolean.toString(get()); }
}
