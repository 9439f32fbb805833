package java.text;

/** A field of formatted output and, after formatting, its begin and end. */
public class FieldPosition {
    private final int field;
    private final Format.Field attribute;
    private int beginIndex;
    private int endIndex;

    public FieldPosition(int field) {
        this(null, field);
    }

    public FieldPosition(Format.Field attribute) {
        this(attribute, -1);
    }

    public FieldPosition(Format.Field attribute, int fieldID) {
        this.attribute = attribute;
        this.field = fieldID;
    }

    public Format.Field getFieldAttribute() {
        return attribute;
    }

    public int getField() {
        return field;
    }

    public int getBeginIndex() {
        return beginIndex;
    }

    public int getEndIndex() {
        return endIndex;
    }

    public void setBeginIndex(int bi) {
        beginIndex = bi;
    }

    public void setEndIndex(int ei) {
        endIndex = ei;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof FieldPosition))
            return false;
        FieldPosition o = (FieldPosition) obj;
        return o.field == field && o.beginIndex == beginIndex && o.endIndex == endIndex
            && (attribute == null ? o.attribute == null : attribute.equals(o.attribute));
    }

    public int hashCode() {
        return (field << 24) | (beginIndex << 16) | endIndex;
    }

    public String toString() {
        return getClass().getName() + "[field=" + field + ",attribute=" + attribute
            + ",beginIndex=" + beginIndex + ",endIndex=" + endIndex + ']';
    }
}
