package java.lang;

/** Reflective access was denied. */
public class IllegalAccessException extends ReflectiveOperationException {
    public IllegalAccessException() { super(); }
    public IllegalAccessException(String message) { super(message); }
}
