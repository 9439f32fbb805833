package java.util;

/** Thrown by Stack when it is empty. */
public class EmptyStackException extends RuntimeException {
    public EmptyStackException() {}
}
