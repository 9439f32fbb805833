package java.net;

/** A connection was refused, or could not be made, at the remote address. */
public class ConnectException extends SocketException {
    public ConnectException() {
        super();
    }

    public ConnectException(String msg) {
        super(msg);
    }
}
