package java.time.format;

/** How parsed fields are combined into a date or time. Ristretto has STRICT and SMART; LENIENT acts as SMART. */
public enum ResolverStyle {
    STRICT, SMART, LENIENT;
}
