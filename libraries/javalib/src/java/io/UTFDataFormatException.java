package java.io;

/** A malformed modified UTF-8 string was read or a string was too long to write. */
public class UTFDataFormatException extends IOException {
    public UTFDataFormatException() {}
    public UTFDataFormatException(String s) { super(s); }
}
