package java.io;

/** Marker for classes whose instances may be serialized. */
public interface Serializable {
}
