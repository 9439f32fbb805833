package java.net;

/**
 * An IPv6 address: sixteen bytes, written as eight hexadecimal groups
 * without zero compression ("0:0:0:0:0:0:0:1"), as the JDK writes them.
 * Scope ids are not kept.
 */
public final class Inet6Address extends InetAddress {
    Inet6Address(String hostName, byte[] addr) {
        super(hostName, addr);
    }

    public String getHostAddress() {
        StringBuilder sb = new StringBuilder(39);
        for (int i = 0; i < 16; i += 2) {
            if (i > 0)
                sb.append(':');
            sb.append(Integer.toHexString((addr[i] & 0xff) << 8 | (addr[i + 1] & 0xff)));
        }
        return sb.toString();
    }

    private boolean zeroUpTo(int n) {
        for (int i = 0; i < n; i++)
            if (addr[i] != 0)
                return false;
        return true;
    }

    public boolean isLoopbackAddress() { return zeroUpTo(15) && addr[15] == 1; }
    public boolean isAnyLocalAddress() { return zeroUpTo(16); }
    public boolean isMulticastAddress() { return addr[0] == (byte) 0xff; }
    public boolean isLinkLocalAddress() { return addr[0] == (byte) 0xfe && (addr[1] & 0xc0) == 0x80; }
    public boolean isSiteLocalAddress() { return addr[0] == (byte) 0xfe && (addr[1] & 0xc0) == 0xc0; }

    /** the sum of the four big-endian 32-bit words */
    public int hashCode() {
        int h = 0;
        for (int i = 0; i < 16; i += 4)
            h += (addr[i] & 0xff) << 24 | (addr[i + 1] & 0xff) << 16 | (addr[i + 2] & 0xff) << 8 | (addr[i + 3] & 0xff);
        return h;
    }
}
