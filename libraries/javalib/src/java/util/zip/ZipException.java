package java.util.zip;

/** Thrown for malformed compressed data or archives. */
public class ZipException extends java.io.IOException {
    private static final long serialVersionUID = 1L;

    public ZipException() {
        super();
    }

    public ZipException(String message) {
        super(message);
    }
}
