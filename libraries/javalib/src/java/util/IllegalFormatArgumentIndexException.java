package java.util;

/** A format-string error. */
public class IllegalFormatArgumentIndexException extends IllegalFormatException {
    private final int i;

    IllegalFormatArgumentIndexException(int index) {
        this.i = index;
    }

    public String getMessage() {
        return "Illegal format argument index = " + i;
    }
}
