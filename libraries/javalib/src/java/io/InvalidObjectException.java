package java.io;

/** A deserialized object failed its validation. */
public class InvalidObjectException extends ObjectStreamException {
    private static final long serialVersionUID = 3233174318281839583L;   /* the stock JVM's */
    public InvalidObjectException(String reason) { super(reason); }
}
