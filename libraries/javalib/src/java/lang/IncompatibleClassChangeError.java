package java.lang;

/** An incompatible class change has occurred. */
public class IncompatibleClassChangeError extends LinkageError {
    public IncompatibleClassChangeError() { super(); }
    public IncompatibleClassChangeError(String message) { super(message); }
}
