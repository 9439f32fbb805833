package java.text;

/** Where parsing is (index) and where it failed (errorIndex, -1 if it did not). */
public class ParsePosition {
    private int index;
    private int errorIndex = -1;

    public ParsePosition(int index) {
        this.index = index;
    }

    public int getIndex() {
        return index;
    }

    public void setIndex(int index) {
        this.index = index;
    }

    public int getErrorIndex() {
        return errorIndex;
    }

    public void setErrorIndex(int ei) {
        errorIndex = ei;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof ParsePosition))
            return false;
        ParsePosition o = (ParsePosition) obj;
        return o.index == index && o.errorIndex == errorIndex;
    }

    public int hashCode() {
        return (errorIndex << 16) | index;
    }

    public String toString() {
        return getClass().getName() + "[index=" + index + ",errorIndex=" + errorIndex + "]";
    }
}
