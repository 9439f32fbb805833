package java.util;

/** A concurrent modification was detected. */
public class ConcurrentModificationException extends RuntimeException {
    private static final long serialVersionUID = -3666751008965953603L;   /* the stock JVM's */
    public ConcurrentModificationException() { super(); }
    public ConcurrentModificationException(String message) { super(message); }
    public ConcurrentModificationException(String message, Throwable cause) { super(message, cause); }
    public ConcurrentModificationException(Throwable cause) { super(cause); }
}
