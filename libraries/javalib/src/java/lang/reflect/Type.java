package java.lang.reflect;

/** Common superinterface for all types. */
public interface Type {
    default String getTypeName() {
        return toString();
    }
}
