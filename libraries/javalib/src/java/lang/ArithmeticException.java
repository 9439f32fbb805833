package java.lang;

/** Exceptional arithmetic conditions such as division by zero. */
public class ArithmeticException extends RuntimeException {
    private static final long serialVersionUID = 2256477558314496007L;   /* the stock JVM's */
    public ArithmeticException() { super(); }
    public ArithmeticException(String message) { super(message); }
}
