package java.io;

/** A deserialized object failed its validation. */
public class InvalidObjectException extends ObjectStreamException {
    public InvalidObjectException(String reason) { super(reason); }
}
