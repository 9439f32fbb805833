package java.lang;

/**
 * A null reference was used where an object is required.
 *
 * <p>When the VM itself raises this exception (a null receiver, field or
 * array access, {@code athrow}, {@code monitorenter}) it sets
 * {@code implicitNull}; {@link #getMessage()} then describes, once and on
 * first use, what failed and where the null came from, computed from the
 * top frame of the backtrace as JDK 17 does (JEP 358), e.g.
 * {@code Cannot invoke "String.length()" because "<local1>" is null}.
 * An exception built by code keeps the message it was given.
 */
public class NullPointerException extends RuntimeException {
    private static final long serialVersionUID = 5162710183389028792L;   /* the stock JVM's */

    /* set by the VM (vm_throw_npe) on the exceptions it raises itself */
    private transient boolean implicitNull;
    /* the computed message; valid once messageComputed is set */
    private transient String helpful;
    private transient boolean messageComputed;

    public NullPointerException() { super(); }
    public NullPointerException(String message) { super(message); }

    @Override
    public String getMessage() {
        String m = super.getMessage();
        if (m != null || !implicitNull)
            return m;
        synchronized (this) {
            if (!messageComputed) {
                helpful = helpfulMessage();
                messageComputed = true;
            }
            return helpful;
        }
    }

    /* Filling the stack trace again (from code: the constructors' call
     * comes before the VM marks the exception) would lose the frame the
     * message describes, so the message is computed first, as on the JDK. */
    @Override
    public synchronized Throwable fillInStackTrace() {
        if (implicitNull && !messageComputed) {
            helpful = helpfulMessage();
            messageComputed = true;
        }
        return super.fillInStackTrace();
    }

    /* The message for the top frame of this exception's backtrace, or null. */
    private native String helpfulMessage();
}
