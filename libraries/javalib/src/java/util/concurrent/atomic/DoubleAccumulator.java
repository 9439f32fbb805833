package java.util.concurrent.atomic;

import java.util.function.DoubleBinaryOperator;
import ristretto.internal.Atomics;

/**
 * A double updated with an accumulator function: one CAS cell holding the
 * value's raw long bits (like DoubleAdder; no striping).  The function must
 * be side-effect free: it may be applied again when a CAS fails.
 */
public class DoubleAccumulator extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private static final long BITS = Atomics.fieldOffset(DoubleAccumulator.class, "bits");
    private final DoubleBinaryOperator function;
    private final long identity;
    private volatile long bits;

    public DoubleAccumulator(DoubleBinaryOperator accumulatorFunction, double identity) {
        this.function = accumulatorFunction;
        this.identity = Double.doubleToRawLongBits(identity);
        this.bits = this.identity;
    }

    public void accumulate(double x) {
        for (;;) {
            long prev = bits;
            long next = Double.doubleToRawLongBits(function.applyAsDouble(Double.longBitsToDouble(prev), x));
            if (prev == next || Atomics.casLong(this, BITS, prev, next)) {
                return;
            }
        }
    }

    public double get() { return Double.longBitsToDouble(bits); }
    public void reset() { bits = identity; }
    public double getThenReset() { return Double.longBitsToDouble(Atomics.getAndSetLong(this, BITS, identity)); }
    public String toString() { return Double.toString(get()); }
    public double doubleValue() { return get(); }
    public long longValue() { return (long) get(); }
    public int intValue() { return (int) get(); }
    public float floatValue() { return (float) get(); }
}
