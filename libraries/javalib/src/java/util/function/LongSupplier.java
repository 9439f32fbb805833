package java.util.function;

/** A supplier of longs. */
@FunctionalInterface
public interface LongSupplier {
    long getAsLong();
}
