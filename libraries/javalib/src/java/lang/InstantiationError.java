package java.lang;

/** An abstract class or interface was instantiated. */
public class InstantiationError extends IncompatibleClassChangeError {
    public InstantiationError() { super(); }
    public InstantiationError(String message) { super(message); }
}
