package java.util.concurrent.atomic;

import ristretto.internal.Atomics;

/**
 * A long sum.  The JDK spreads contention over cells; this version keeps a
 * single atomically updated base, which gives the same results (sum() is
 * exact when no update runs concurrently).
 */
public class LongAdder extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private static final long BASE = Atomics.fieldOffset(LongAdder.class, "base");
    private volatile long base;

    public LongAdder() {
    }

    public void add(long x) { Atomics.getAndAddLong(this, BASE, x); }
    public void increment() { add(1L); }
    public void decrement() { add(-1L); }
    public long sum() { return base; }
    public void reset() { base = 0L; }
    public long sumThenReset() { return Atomics.getAndSetLong(this, BASE, 0L); }
    public String toString() { return Long.toString(sum()); }
    public long longValue() { return sum(); }
    public int intValue() { return (int) sum(); }
    public float floatValue() { return (float) sum(); }
    public double doubleValue() { return (double) sum(); }
}
