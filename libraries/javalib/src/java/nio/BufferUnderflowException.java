package java.nio;

/** Thrown when a get exceeds the limit of a buffer. */
public class BufferUnderflowException extends RuntimeException {
    public BufferUnderflowException() {}
}
