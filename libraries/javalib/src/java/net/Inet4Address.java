package java.net;

/** An IPv4 address: four bytes, written as "a.b.c.d". */
public final class Inet4Address extends InetAddress {
    Inet4Address(String hostName, byte[] addr) {
        super(hostName, addr);
    }

    public String getHostAddress() {
        return (addr[0] & 0xff) + "." + (addr[1] & 0xff) + "." + (addr[2] & 0xff) + "." + (addr[3] & 0xff);
    }

    public boolean isLoopbackAddress() { return addr[0] == 127; }
    public boolean isAnyLocalAddress() { return hashCode() == 0; }
    public boolean isMulticastAddress() { return (addr[0] & 0xf0) == 0xe0; }
    public boolean isLinkLocalAddress() { return (addr[0] & 0xff) == 169 && (addr[1] & 0xff) == 254; }

    public boolean isSiteLocalAddress() {
        int a = addr[0] & 0xff, b = addr[1] & 0xff;
        return a == 10 || (a == 172 && (b & 0xf0) == 16) || (a == 192 && b == 168);
    }

    /** the address as a big-endian int */
    public int hashCode() {
        return (addr[0] & 0xff) << 24 | (addr[1] & 0xff) << 16 | (addr[2] & 0xff) << 8 | (addr[3] & 0xff);
    }
}
