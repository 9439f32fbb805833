package java.lang;

/** An exception occurred in a static initializer. */
public class ExceptionInInitializerError extends LinkageError {
    private Throwable exception;

    public ExceptionInInitializerError() {
        initCause(null);
    }

    public ExceptionInInitializerError(Throwable thrown) {
        super(null, thrown);
        this.exception = thrown;
    }

    public ExceptionInInitializerError(String s) {
        super(s, null);
    }

    public Throwable getException() {
        return exception;
    }
}
