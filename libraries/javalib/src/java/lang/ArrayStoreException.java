package java.lang;

/** Storing a value of the wrong type into an array. */
public class ArrayStoreException extends RuntimeException {
    public ArrayStoreException() { super(); }
    public ArrayStoreException(String message) { super(message); }
}
