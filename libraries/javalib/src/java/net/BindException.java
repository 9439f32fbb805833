package java.net;

/** A socket could not be bound to the local address and port asked for. */
public class BindException extends SocketException {
    public BindException() {
        super();
    }

    public BindException(String msg) {
        super(msg);
    }
}
