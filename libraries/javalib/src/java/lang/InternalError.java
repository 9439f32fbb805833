package java.lang;

/** An unexpected internal error in the VM. */
public class InternalError extends VirtualMachineError {
    private static final long serialVersionUID = -9062593416125562365L;   /* the stock JVM's */
    public InternalError() { super(); }
    public InternalError(String message) { super(message); }
    public InternalError(String message, Throwable cause) { super(message, cause); }
    public InternalError(Throwable cause) { super(cause); }
}
