package java.lang;

/** An array was indexed out of range. */
public class ArrayIndexOutOfBoundsException extends IndexOutOfBoundsException {
    public ArrayIndexOutOfBoundsException() { super(); }
    public ArrayIndexOutOfBoundsException(String message) { super(message); }
    public ArrayIndexOutOfBoundsException(int index) { super("Array index out of range: " + index); }
}
