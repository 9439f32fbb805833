package java.lang;

/** The requested operation is not supported. */
public class UnsupportedOperationException extends RuntimeException {
    private static final long serialVersionUID = -1242599979055084673L;   /* the stock JVM's */
    public UnsupportedOperationException() { super(); }
    public UnsupportedOperationException(String message) { super(message); }
    public UnsupportedOperationException(String message, Throwable cause) { super(message, cause); }
    public UnsupportedOperationException(Throwable cause) { super(cause); }
}
