package java.lang;

/** A method was not found. */
public class NoSuchMethodException extends ReflectiveOperationException {
    public NoSuchMethodException() { super(); }
    public NoSuchMethodException(String message) { super(message); }
}
