package java.io;

/** Serialization failure. */
public class ObjectStreamException extends IOException {
    public ObjectStreamException() { super(); }
    public ObjectStreamException(String message) { super(message); }
}
