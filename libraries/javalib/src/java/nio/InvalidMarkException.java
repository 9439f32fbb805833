package java.nio;

/** Thrown by Buffer.reset when no mark is set. */
public class InvalidMarkException extends IllegalStateException {
    public InvalidMarkException() {}
}
