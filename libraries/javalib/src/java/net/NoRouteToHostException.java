package java.net;

/** No route leads to the remote host. */
public class NoRouteToHostException extends SocketException {
    public NoRouteToHostException() {
        super();
    }

    public NoRouteToHostException(String msg) {
        super(msg);
    }
}
