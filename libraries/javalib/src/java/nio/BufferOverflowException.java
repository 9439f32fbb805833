package java.nio;

/** Thrown when a put exceeds the limit of a buffer. */
public class BufferOverflowException extends RuntimeException {
    public BufferOverflowException() {}
}
