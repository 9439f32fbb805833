package java.lang;

/** An inaccessible field or method was accessed. */
public class IllegalAccessError extends IncompatibleClassChangeError {
    public IllegalAccessError() { super(); }
    public IllegalAccessError(String message) { super(message); }
}
