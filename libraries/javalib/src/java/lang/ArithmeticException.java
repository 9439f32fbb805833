package java.lang;

/** Exceptional arithmetic conditions such as division by zero. */
public class ArithmeticException extends RuntimeException {
    public ArithmeticException() { super(); }
    public ArithmeticException(String message) { super(message); }
}
