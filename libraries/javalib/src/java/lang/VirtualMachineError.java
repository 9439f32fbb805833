package java.lang;

/** The VM is broken or out of resources. */
public class VirtualMachineError extends Error {
    private static final long serialVersionUID = 4161983926571568670L;   /* the stock JVM's */
    public VirtualMachineError() { super(); }
    public VirtualMachineError(String message) { super(message); }
    public VirtualMachineError(String message, Throwable cause) { super(message, cause); }
    public VirtualMachineError(Throwable cause) { super(cause); }
}
