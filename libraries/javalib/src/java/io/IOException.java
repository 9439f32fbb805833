package java.io;

/** An I/O operation failed. */
public class IOException extends Exception {
    public IOException() { super(); }
    public IOException(String message) { super(message); }
    public IOException(String message, Throwable cause) { super(message, cause); }
    public IOException(Throwable cause) { super(cause); }
}
