package java.lang;

/** A class definition could not be found. */
public class NoClassDefFoundError extends LinkageError {
    public NoClassDefFoundError() { super(); }
    public NoClassDefFoundError(String message) { super(message); }
}
