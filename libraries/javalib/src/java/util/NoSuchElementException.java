package java.util;

/** The requested element does not exist. */
public class NoSuchElementException extends RuntimeException {
    private static final long serialVersionUID = 6769829250639411880L;   /* the stock JVM's */
    public NoSuchElementException() { super(); }
    public NoSuchElementException(String message) { super(message); }
    public NoSuchElementException(String message, Throwable cause) { super(message, cause); }
    public NoSuchElementException(Throwable cause) { super(cause); }
}
