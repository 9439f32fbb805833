package java.util.function;

/** A supplier of doubles. */
@FunctionalInterface
public interface DoubleSupplier {
    double getAsDouble();
}
