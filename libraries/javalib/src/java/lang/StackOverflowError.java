package java.lang;

/** The Java stack overflowed. */
public class StackOverflowError extends VirtualMachineError {
    private static final long serialVersionUID = 8609175038441759607L;   /* the stock JVM's */
    public StackOverflowError() { super(); }
    public StackOverflowError(String message) { super(message); }
}
