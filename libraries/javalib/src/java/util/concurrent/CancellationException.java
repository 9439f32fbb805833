package java.util.concurrent;

/** See the Java SE API documentation of java.util.concurrent.CancellationException. */
public class CancellationException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public CancellationException() {
    }

    public CancellationException(String message) {
        super(message);
    }
}
