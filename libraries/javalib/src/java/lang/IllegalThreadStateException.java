package java.lang;

/** A thread is not in an appropriate state. */
public class IllegalThreadStateException extends IllegalArgumentException {
    public IllegalThreadStateException() { super(); }
    public IllegalThreadStateException(String message) { super(message); }
}
