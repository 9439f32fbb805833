package java.util.concurrent;

/** See the Java SE API documentation of java.util.concurrent.BrokenBarrierException. */
public class BrokenBarrierException extends Exception {
    private static final long serialVersionUID = 1L;

    public BrokenBarrierException() {
    }

    public BrokenBarrierException(String message) {
        super(message);
    }
}
