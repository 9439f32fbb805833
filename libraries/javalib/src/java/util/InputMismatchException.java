package java.util;

/** A token does not match the expected type. */
public class InputMismatchException extends NoSuchElementException {
    public InputMismatchException() { super(); }
    public InputMismatchException(String message) { super(message); }
}
