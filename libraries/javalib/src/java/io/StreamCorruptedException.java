package java.io;

/** The control information of a serialization stream is inconsistent. */
public class StreamCorruptedException extends ObjectStreamException {
    private static final long serialVersionUID = 8983558202217591746L;   /* the stock JVM's */
    public StreamCorruptedException() { super(); }
    public StreamCorruptedException(String reason) { super(reason); }
}
