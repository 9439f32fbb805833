package java.io;

/** A class cannot be serialized or deserialized as the stream describes it. */
public class InvalidClassException extends ObjectStreamException {
    private static final long serialVersionUID = -4333316296251054416L;   /* the stock JVM's */
    public String classname;
    public InvalidClassException(String reason) { super(reason); }
    public InvalidClassException(String cname, String reason) { super(reason); classname = cname; }
    public String getMessage() {
        return classname == null ? super.getMessage() : classname + "; " + super.getMessage();
    }
}
