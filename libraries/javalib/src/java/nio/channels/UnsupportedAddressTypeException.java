package java.nio.channels;

/** A socket was given an address of a type it does not support (what the
 *  JDK's DatagramSocket throws for a SocketAddress that is not an
 *  InetSocketAddress). */
public class UnsupportedAddressTypeException extends IllegalArgumentException {
    private static final long serialVersionUID = -2964323842829700493L;

    public UnsupportedAddressTypeException() {
        super();
    }
}
