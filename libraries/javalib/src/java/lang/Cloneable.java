package java.lang;

/** Marker: Object.clone may copy instances of implementing classes. */
public interface Cloneable {
}
