package java.io;

/** Serialization failure. */
public class ObjectStreamException extends IOException {
    private static final long serialVersionUID = 7260898174833392607L;   /* the stock JVM's */
    public ObjectStreamException() { super(); }
    public ObjectStreamException(String message) { super(message); }
}
