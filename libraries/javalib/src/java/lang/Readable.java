package java.lang;

/** A source of characters. */
public interface Readable {
    int read(java.nio.CharBuffer cb) throws java.io.IOException;
}
