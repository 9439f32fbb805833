package java.lang;

/** Object.clone on a class that does not implement Cloneable. */
public class CloneNotSupportedException extends Exception {
    private static final long serialVersionUID = 5195511250079656443L;   /* the stock JVM's */
    public CloneNotSupportedException() { super(); }
    public CloneNotSupportedException(String message) { super(message); }
}
