package java.nio.charset;

/** Constants for the charsets every Java implementation supports (those available here). */
public final class StandardCharsets {
    private StandardCharsets() {}

    public static final Charset US_ASCII = Charset.ASCII;
    public static final Charset ISO_8859_1 = Charset.LATIN1;
    public static final Charset UTF_8 = Charset.UTF8;
}
