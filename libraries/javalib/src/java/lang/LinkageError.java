package java.lang;

/** A class has an incompatible dependency on another class. */
public class LinkageError extends Error {
    private static final long serialVersionUID = 3579600108157160122L;   /* the stock JVM's */
    public LinkageError() { super(); }
    public LinkageError(String message) { super(message); }
    public LinkageError(String message, Throwable cause) { super(message, cause); }
    public LinkageError(Throwable cause) { super(cause); }
}
