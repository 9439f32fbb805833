package java.lang;

/** A null reference was used where an object is required. */
public class NullPointerException extends RuntimeException {
    private static final long serialVersionUID = 5162710183389028792L;   /* the stock JVM's */
    public NullPointerException() { super(); }
    public NullPointerException(String message) { super(message); }
}
