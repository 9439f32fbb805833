package java.lang;

/** An array was created with a negative size. */
public class NegativeArraySizeException extends RuntimeException {
    private static final long serialVersionUID = -8960118058596991861L;   /* the stock JVM's */
    public NegativeArraySizeException() { super(); }
    public NegativeArraySizeException(String message) { super(message); }
}
