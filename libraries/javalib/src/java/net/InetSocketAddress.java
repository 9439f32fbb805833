package java.net;

/**
 * An IP address and port, or, when the name did not resolve, a host name
 * and port ("unresolved").  toString is the JDK 17 form: "name/addr:port"
 * with an IPv6 literal in brackets, "name/<unresolved>:port".
 */
public class InetSocketAddress extends SocketAddress {
    private final String hostname;   // only when unresolved
    private final InetAddress addr;  // null when unresolved
    private final int port;

    private static int checkPort(int port) {
        if (port < 0 || port > 0xFFFF)
            throw new IllegalArgumentException("port out of range:" + port);
        return port;
    }

    private InetSocketAddress(String hostname, InetAddress addr, int port) {
        this.hostname = hostname;
        this.addr = addr;
        this.port = port;
    }

    public InetSocketAddress(int port) {
        this(null, InetAddress.anyLocal(), checkPort(port));
    }

    public InetSocketAddress(InetAddress addr, int port) {
        this(null, addr != null ? addr : InetAddress.anyLocal(), checkPort(port));
    }

    public InetSocketAddress(String hostname, int port) {
        this(checkHost(hostname), resolve(hostname), checkPort(port));
    }

    private static String checkHost(String hostname) {
        if (hostname == null)
            throw new IllegalArgumentException("hostname can't be null");
        return hostname;
    }

    private static InetAddress resolve(String hostname) {
        try {
            return InetAddress.getByName(hostname);
        } catch (UnknownHostException e) {
            return null;
        }
    }

    public static InetSocketAddress createUnresolved(String host, int port) {
        return new InetSocketAddress(checkHost(host), null, checkPort(port));
    }

    public final int getPort() { return port; }
    public final InetAddress getAddress() { return addr; }
    public final boolean isUnresolved() { return addr == null; }

    public final String getHostName() {
        return addr != null ? addr.getHostName() : hostname;
    }

    public final String getHostString() {
        if (addr == null)
            return hostname;
        return addr.hostName != null ? addr.hostName : addr.getHostAddress();
    }

    public final boolean equals(Object o) {
        if (!(o instanceof InetSocketAddress))
            return false;
        InetSocketAddress s = (InetSocketAddress) o;
        if (port != s.port)
            return false;
        if (addr != null)
            return addr.equals(s.addr);
        return s.addr == null && hostname.equalsIgnoreCase(s.hostname);
    }

    public final int hashCode() {
        return (addr != null ? addr.hashCode() : hostname.toLowerCase().hashCode()) + port;
    }

    public String toString() {
        if (addr == null)
            return hostname + "/<unresolved>:" + port;
        String s = addr.toString();
        if (addr instanceof Inet6Address) {
            int i = s.lastIndexOf('/') + 1;
            s = s.substring(0, i) + "[" + s.substring(i) + "]";
        }
        return s + ":" + port;
    }
}
