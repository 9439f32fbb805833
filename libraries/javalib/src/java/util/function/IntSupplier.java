package java.util.function;

/** A supplier of ints. */
@FunctionalInterface
public interface IntSupplier {
    int getAsInt();
}
