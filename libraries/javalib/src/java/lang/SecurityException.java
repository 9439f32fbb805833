package java.lang;

/** A security violation. */
public class SecurityException extends RuntimeException {
    private static final long serialVersionUID = 6878364983674394167L;   /* the stock JVM's */
    public SecurityException() { super(); }
    public SecurityException(String message) { super(message); }
    public SecurityException(String message, Throwable cause) { super(message, cause); }
    public SecurityException(Throwable cause) { super(cause); }
}
