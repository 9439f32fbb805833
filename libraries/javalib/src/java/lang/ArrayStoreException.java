package java.lang;

/** Storing a value of the wrong type into an array. */
public class ArrayStoreException extends RuntimeException {
    private static final long serialVersionUID = -4522193890499838241L;   /* the stock JVM's */
    public ArrayStoreException() { super(); }
    public ArrayStoreException(String message) { super(message); }
}
