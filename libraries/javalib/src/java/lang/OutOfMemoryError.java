package java.lang;

/** The VM ran out of memory. */
public class OutOfMemoryError extends VirtualMachineError {
    public OutOfMemoryError() { super(); }
    public OutOfMemoryError(String message) { super(message); }
}
