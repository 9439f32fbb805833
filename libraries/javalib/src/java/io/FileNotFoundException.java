package java.io;

/** A file could not be opened. */
public class FileNotFoundException extends IOException {
    public FileNotFoundException() { super(); }
    public FileNotFoundException(String message) { super(message); }
}
