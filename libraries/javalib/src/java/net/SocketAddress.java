package java.net;

/** A socket address of no particular protocol; InetSocketAddress is the one kind there is. */
public abstract class SocketAddress implements java.io.Serializable {
    public SocketAddress() {
    }
}
