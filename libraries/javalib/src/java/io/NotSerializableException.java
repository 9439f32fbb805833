package java.io;

/** A class is not serializable. */
public class NotSerializableException extends ObjectStreamException {
    private static final long serialVersionUID = 2906642554793891381L;   /* the stock JVM's */
    public NotSerializableException() { super(); }
    public NotSerializableException(String message) { super(message); }
}
