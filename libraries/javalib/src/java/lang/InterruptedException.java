package java.lang;

/** A thread was interrupted while waiting or sleeping. */
public class InterruptedException extends Exception {
    private static final long serialVersionUID = 6700697376100628473L;   /* the stock JVM's */
    public InterruptedException() { super(); }
    public InterruptedException(String message) { super(message); }
}
