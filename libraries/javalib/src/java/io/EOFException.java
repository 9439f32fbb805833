package java.io;

/** End of file reached unexpectedly. */
public class EOFException extends IOException {
    public EOFException() { super(); }
    public EOFException(String message) { super(message); }
}
