package java.io;

/** Serialization or deserialization is not active. */
public class NotActiveException extends ObjectStreamException {
    public NotActiveException() { super(); }
    public NotActiveException(String reason) { super(reason); }
}
