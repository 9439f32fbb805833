package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import ristretto.internal.Atomics;

/** A long updated with an accumulator function (a single CAS cell). */
public class LongAccumulator extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private static final long VALUE = Atomics.fieldOffset(LongAccumulator.class, "value");
    private final LongBinaryOperator function;
    private final long identity;
    private volatile long value;

    public LongAccumulator(LongBinaryOperator accumulatorFunction, long identity) {
        this.function = accumulatorFunction;
        this.identity = identity;
        this.value = identity;
    }

    public void accumulate(long x) {
        for (;;) {
            long prev = value;
            if (Atomics.casLong(this, VALUE, prev, function.applyAsLong(prev, x))) {
                return;
            }
        }
    }

    public long get() { return value; }
    public void reset() { value = identity; }
    public long getThenReset() { return Atomics.getAndSetLong(this, VALUE, identity); }
    public String toString() { return Long.toString(get()); }
    public long longValue() { return get(); }
    public int intValue() { return (int) get(); }
    public float floatValue() { return (float) get(); }
    public double doubleValue() { return (double) get(); }
}
