package java.lang;

/** A method was invoked at an inappropriate time. */
public class IllegalStateException extends RuntimeException {
    public IllegalStateException() { super(); }
    public IllegalStateException(String message) { super(message); }
    public IllegalStateException(String message, Throwable cause) { super(message, cause); }
    public IllegalStateException(Throwable cause) { super(cause); }
}
