package java.io;

/** The control information of a serialization stream is inconsistent. */
public class StreamCorruptedException extends ObjectStreamException {
    public StreamCorruptedException() { super(); }
    public StreamCorruptedException(String reason) { super(reason); }
}
