package java.lang;

/** A null reference was used where an object is required. */
public class NullPointerException extends RuntimeException {
    public NullPointerException() { super(); }
    public NullPointerException(String message) { super(message); }
}
