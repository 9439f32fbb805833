package java.util;

/** Marker for lists with fast random access. */
public interface RandomAccess {
}
