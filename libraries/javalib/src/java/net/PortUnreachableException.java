package java.net;

/** An ICMP port unreachable arrived for a connected datagram socket. */
public class PortUnreachableException extends SocketException {
    public PortUnreachableException() {
        super();
    }

    public PortUnreachableException(String msg) {
        super(msg);
    }
}
