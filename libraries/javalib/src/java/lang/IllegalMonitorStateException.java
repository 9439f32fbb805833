package java.lang;

/** Monitor operation by a thread that does not own the monitor. */
public class IllegalMonitorStateException extends RuntimeException {
    public IllegalMonitorStateException() { super(); }
    public IllegalMonitorStateException(String message) { super(message); }
}
