package java.util.concurrent;

/** Thrown when completing a result or task fails. */
public class CompletionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    protected CompletionException() {
    }

    protected CompletionException(String message) {
        super(message);
    }

    public CompletionException(String message, Throwable cause) {
        super(message, cause);
    }

    public CompletionException(Throwable cause) {
        super(cause);
    }
}
