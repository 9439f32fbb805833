package java.lang;

/** A string was indexed out of range. */
public class StringIndexOutOfBoundsException extends IndexOutOfBoundsException {
    public StringIndexOutOfBoundsException() { super(); }
    public StringIndexOutOfBoundsException(String message) { super(message); }
    public StringIndexOutOfBoundsException(int index) { super("String index out of range: " + index); }
}
