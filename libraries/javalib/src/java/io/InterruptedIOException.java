package java.io;

/** An I/O operation was interrupted. */
public class InterruptedIOException extends IOException {
    public InterruptedIOException() { super(); }
    public InterruptedIOException(String message) { super(message); }
}
