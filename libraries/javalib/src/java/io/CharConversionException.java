package java.io;

/** A character conversion failed. */
public class CharConversionException extends IOException {
    public CharConversionException() { super(); }
    public CharConversionException(String message) { super(message); }
}
