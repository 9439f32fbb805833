package java.lang;

/** A cast to a type the object is not an instance of. */
public class ClassCastException extends RuntimeException {
    private static final long serialVersionUID = -9223365651070458532L;   /* the stock JVM's */
    public ClassCastException() { super(); }
    public ClassCastException(String message) { super(message); }
}
