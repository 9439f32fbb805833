package java.io;

/** A file could not be opened. */
public class FileNotFoundException extends IOException {
    private static final long serialVersionUID = -897856973823710492L;   /* the stock JVM's */
    public FileNotFoundException() { super(); }
    public FileNotFoundException(String message) { super(message); }
}
