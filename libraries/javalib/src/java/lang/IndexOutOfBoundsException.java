package java.lang;

/** An index is out of range. */
public class IndexOutOfBoundsException extends RuntimeException {
    private static final long serialVersionUID = 234122996006267687L;   /* the stock JVM's */
    public IndexOutOfBoundsException() { super(); }
    public IndexOutOfBoundsException(String message) { super(message); }
    public IndexOutOfBoundsException(int index) { super("Index out of range: " + index); }
    public IndexOutOfBoundsException(long index) { super("Index out of range: " + index); }
}
