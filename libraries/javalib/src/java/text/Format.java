package java.text;

/** Base of the formats: objects to text and back. */
public abstract class Format implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = -299282585814624189L;

    protected Format() {
    }

    public final String format(Object obj) {
        return format(obj, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public abstract StringBuffer format(Object obj, StringBuffer toAppendTo, FieldPosition pos);

    public abstract Object parseObject(String source, ParsePosition pos);

    public Object parseObject(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Object result = parseObject(source, pos);
        if (pos.getIndex() == 0)
            throw new ParseException("Format.parseObject(String) failed", pos.getErrorIndex());
        return result;
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e.toString());
        }
    }

    /** A named field of formatted output. */
    public static class Field implements java.io.Serializable {
        private static final long serialVersionUID = 276966692217360283L;

        private final String name;

        protected Field(String name) {
            this.name = name;
        }

        protected String getName() {
            return name;
        }

        public String toString() {
            return getClass().getName() + "(" + name + ")";
        }
    }
}
