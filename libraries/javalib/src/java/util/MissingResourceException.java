package java.util;

/** A resource is missing. */
public class MissingResourceException extends RuntimeException {
    public MissingResourceException() { super(); }
    public MissingResourceException(String message) { super(message); }
}
