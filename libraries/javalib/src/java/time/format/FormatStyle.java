package java.time.format;

/** The length of a localized date or time format. */
public enum FormatStyle {
    FULL, LONG, MEDIUM, SHORT;
}
