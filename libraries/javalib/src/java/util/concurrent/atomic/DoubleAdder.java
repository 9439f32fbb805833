package java.util.concurrent.atomic;

import ristretto.internal.Atomics;

/** A double sum kept as raw long bits in one CAS cell. */
public class DoubleAdder extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private static final long BITS = Atomics.fieldOffset(DoubleAdder.class, "bits");
    private volatile long bits;

    public DoubleAdder() {
    }

    public void add(double x) {
        for (;;) {
            long prev = bits;
            long next = Double.doubleToRawLongBits(Double.longBitsToDouble(prev) + x);
            if (Atomics.casLong(this, BITS, prev, next)) {
                return;
            }
        }
    }

    public double sum() { return Double.longBitsToDouble(bits); }
    public void reset() { bits = 0L; }
    public double sumThenReset() { return Double.longBitsToDouble(Atomics.getAndSetLong(this, BITS, 0L)); }
    public String toString() { return Double.toString(sum()); }
    public double doubleValue() { return sum(); }
    public long longValue() { return (long) sum(); }
    public int intValue() { return (int) sum(); }
    public float floatValue() { return (float) sum(); }
}
