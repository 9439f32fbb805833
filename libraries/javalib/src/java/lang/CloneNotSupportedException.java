package java.lang;

/** Object.clone on a class that does not implement Cloneable. */
public class CloneNotSupportedException extends Exception {
    public CloneNotSupportedException() { super(); }
    public CloneNotSupportedException(String message) { super(message); }
}
