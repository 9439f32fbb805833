package java.lang;

/** Serious problems an application should not try to catch. */
public class Error extends Throwable {
    private static final long serialVersionUID = 4980196508277280342L;   /* the stock JVM's */
    public Error() { super(); }
    public Error(String message) { super(message); }
    public Error(String message, Throwable cause) { super(message, cause); }
    public Error(Throwable cause) { super(cause); }
}
