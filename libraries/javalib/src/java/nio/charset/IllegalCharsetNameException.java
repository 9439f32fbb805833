package java.nio.charset;

/** A charset name that is not legal: empty, or with a character outside letters, digits and "-+:_.". */
public class IllegalCharsetNameException extends IllegalArgumentException {
    private final String charsetName;

    public IllegalCharsetNameException(String charsetName) {
        super(String.valueOf(charsetName));
        this.charsetName = charsetName;
    }

    public String getCharsetName() {
        return charsetName;
    }
}
