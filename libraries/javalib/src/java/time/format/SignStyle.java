package java.time.format;

/** How the sign of a numeric field is printed and parsed. */
public enum SignStyle {
    NORMAL, ALWAYS, NEVER, NOT_NEGATIVE, EXCEEDS_PAD;
}
