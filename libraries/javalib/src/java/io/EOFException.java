package java.io;

/** End of file reached unexpectedly. */
public class EOFException extends IOException {
    private static final long serialVersionUID = 6433858223774886977L;   /* the stock JVM's */
    public EOFException() { super(); }
    public EOFException(String message) { super(message); }
}
