package java.lang;

/** A class could not be instantiated. */
public class InstantiationException extends ReflectiveOperationException {
    public InstantiationException() { super(); }
    public InstantiationException(String message) { super(message); }
}
