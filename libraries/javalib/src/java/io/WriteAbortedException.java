package java.io;

/** The writer of the stream reported an exception while writing it. */
public class WriteAbortedException extends ObjectStreamException {
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
