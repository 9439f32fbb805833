package java.io;

/** readObject met primitive data (or the end of a class's custom data). */
public class OptionalDataException extends ObjectStreamException {
    private static final long serialVersionUID = -8011121865681257820L;   /* the stock JVM's */
    public int length;
    public boolean eof;
    OptionalDataException(int len) { length = len; }
    OptionalDataException(boolean end) { eof = end; }
}
