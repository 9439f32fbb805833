package java.lang;

/** The VM ran out of memory. */
public class OutOfMemoryError extends VirtualMachineError {
    private static final long serialVersionUID = 8228564086184010517L;   /* the stock JVM's */
    public OutOfMemoryError() { super(); }
    public OutOfMemoryError(String message) { super(message); }
}
