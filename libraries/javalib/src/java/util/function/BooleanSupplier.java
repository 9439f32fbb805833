package java.util.function;

/** A supplier of booleans. */
@FunctionalInterface
public interface BooleanSupplier {
    boolean getAsBoolean();
}
