package java.lang;

/** Conditions a reasonable application might want to catch. */
public class Exception extends Throwable {
    private static final long serialVersionUID = -3387516993124229948L;   /* the stock JVM's */
    public Exception() { super(); }
    public Exception(String message) { super(message); }
    public Exception(String message, Throwable cause) { super(message, cause); }
    public Exception(Throwable cause) { super(cause); }
}
