package java.io;

/** The character encoding is not supported. */
public class UnsupportedEncodingException extends IOException {
    public UnsupportedEncodingException() { super(); }
    public UnsupportedEncodingException(String message) { super(message); }
}
