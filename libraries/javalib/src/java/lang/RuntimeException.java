package java.lang;

/** Unchecked exceptions. */
public class RuntimeException extends Exception {
    private static final long serialVersionUID = -7034897190745766939L;   /* the stock JVM's */
    public RuntimeException() { super(); }
    public RuntimeException(String message) { super(message); }
    public RuntimeException(String message, Throwable cause) { super(message, cause); }
    public RuntimeException(Throwable cause) { super(cause); }
}
