package java.lang;

/** The Java stack overflowed. */
public class StackOverflowError extends VirtualMachineError {
    public StackOverflowError() { super(); }
    public StackOverflowError(String message) { super(message); }
}
