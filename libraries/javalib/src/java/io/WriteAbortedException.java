package java.io;

/** The writer of the stream reported an exception while writing it. */
public class WriteAbortedException extends ObjectStreamException {
    private static final long serialVersionUID = -3326426625597282442L;   /* the stock JVM's */
    public Exception detail;
    public WriteAbortedException(String s, Exception ex) {
        super(s);
        initCause(null);
        detail = ex;
    }
    public String getMessage() {
        return detail == null ? super.getMessage() : super.getMessage() + "; " + detail.toString();
    }
    public Throwable getCause() { return detail; }
}
