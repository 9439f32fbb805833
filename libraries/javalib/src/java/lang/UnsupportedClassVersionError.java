package java.lang;

/** A class file version is not supported. */
public class UnsupportedClassVersionError extends ClassFormatError {
    public UnsupportedClassVersionError() { super(); }
    public UnsupportedClassVersionError(String message) { super(message); }
}
