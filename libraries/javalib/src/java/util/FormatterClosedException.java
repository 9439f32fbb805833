package java.util;

/** A format-string error. */
public class FormatterClosedException extends IllegalStateException {
    public FormatterClosedException() {}
}
