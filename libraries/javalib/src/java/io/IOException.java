package java.io;

/** An I/O operation failed. */
public class IOException extends Exception {
    private static final long serialVersionUID = 7818375828146090155L;   /* the stock JVM's */
    public IOException() { super(); }
    public IOException(String message) { super(message); }
    public IOException(String message, Throwable cause) { super(message, cause); }
    public IOException(Throwable cause) { super(cause); }
}
