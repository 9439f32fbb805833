package java.util;

/** A format-string error. */
public class IllegalFormatException extends IllegalArgumentException {
    IllegalFormatException() {}
}
