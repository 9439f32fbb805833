package java.io;

/** readObject met primitive data (or the end of a class's custom data). */
public class OptionalDataException extends ObjectStreamException {
    public int length;
    public boolean eof;
    OptionalDataException(int len) { length = len; }
    OptionalDataException(boolean end) { eof = end; }
}
