package java.lang;

/** A field was not found. */
public class NoSuchFieldException extends ReflectiveOperationException {
    public NoSuchFieldException() { super(); }
    public NoSuchFieldException(String message) { super(message); }
}
