package java.util.concurrent;

/** See the Java SE API documentation of java.util.concurrent.TimeoutException. */
public class TimeoutException extends Exception {
    private static final long serialVersionUID = 1L;

    public TimeoutException() {
    }

    public TimeoutException(String message) {
        super(message);
    }
}
