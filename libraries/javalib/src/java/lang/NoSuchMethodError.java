package java.lang;

/** A method no longer exists. */
public class NoSuchMethodError extends IncompatibleClassChangeError {
    public NoSuchMethodError() { super(); }
    public NoSuchMethodError(String message) { super(message); }
}
