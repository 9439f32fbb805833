package java.util;

/* Joins strings with a delimiter between them and a prefix and suffix
 * around them; with nothing added, toString is the empty value (prefix +
 * suffix unless set). */
public final class StringJoiner {
    private final String prefix;
    private final String delimiter;
    private final String suffix;
    private StringBuilder joined;   /* the elements and delimiters; null before the first add */
    private String emptyValue;

    public StringJoiner(CharSequence delimiter) {
        this(delimiter, "", "");
    }

    public StringJoiner(CharSequence delimiter, CharSequence prefix, CharSequence suffix) {
        Objects.requireNonNull(prefix, "The prefix must not be null");
        Objects.requireNonNull(delimiter, "The delimiter must not be null");
        Objects.requireNonNull(suffix, "The suffix must not be null");
        this.prefix = prefix.toString();
        this.delimiter = delimiter.toString();
        this.suffix = suffix.toString();
    }

    public StringJoiner setEmptyValue(CharSequence emptyValue) {
        this.emptyValue = Objects.requireNonNull(emptyValue, "The empty value must not be null").toString();
        return this;
    }

    public StringJoiner add(CharSequence newElement) {
        if (joined == null) {
            joined = new StringBuilder();
        } else {
            joined.append(delimiter);
        }
        joined.append(String.valueOf(newElement));
        return this;
    }

    public StringJoiner merge(StringJoiner other) {
        Objects.requireNonNull(other);
        if (other.joined != null) {
            String s = other.joined.toString();   // other may be this
            if (joined == null) {
                joined = new StringBuilder();
            } else {
                joined.append(delimiter);
            }
            joined.append(s);
        }
        return this;
    }

    public int length() {
        return joined == null ? (emptyValue != null ? emptyValue.length() : prefix.length() + suffix.length())
                              : prefix.length() + joined.length() + suffix.length();
    }

    public String toString() {
        if (joined == null) {
            return emptyValue != null ? emptyValue : prefix + suffix;
        }
        return prefix + joined + suffix;
    }
}
