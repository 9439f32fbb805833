package java.io;

/** A class is not serializable. */
public class NotSerializableException extends ObjectStreamException {
    public NotSerializableException() { super(); }
    public NotSerializableException(String message) { super(message); }
}
