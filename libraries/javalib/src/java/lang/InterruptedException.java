package java.lang;

/** A thread was interrupted while waiting or sleeping. */
public class InterruptedException extends Exception {
    public InterruptedException() { super(); }
    public InterruptedException(String message) { super(message); }
}
