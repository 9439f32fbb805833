package java.lang;

/** An abstract method was invoked. */
public class AbstractMethodError extends IncompatibleClassChangeError {
    public AbstractMethodError() { super(); }
    public AbstractMethodError(String message) { super(message); }
}
