package java.util.zip;

/** Thrown for malformed compressed data or archives. */
public class DataFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    public DataFormatException() {
        super();
    }

    public DataFormatException(String message) {
        super(message);
    }
}
