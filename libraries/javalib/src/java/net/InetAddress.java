package java.net;

import java.util.ArrayList;
import java.util.Arrays;

/**
 * An IP address (Inet4Address or Inet6Address) and, once known, a host
 * name.  Names are resolved by getaddrinfo (SocketFd.lookup0), literals
 * are parsed here without a lookup; getHostName of an address made from a
 * literal asks getnameinfo and keeps the answer, as the JDK does, so that
 * toString ("name/literal", or "/literal" while no name is known) changes
 * after it.  Lookups are not cached.
 */
public class InetAddress implements java.io.Serializable {
    /** 4 or 16 bytes in network order; never handed out without a copy */
    final byte[] addr;
    String hostName;

    InetAddress(String hostName, byte[] addr) {
        this.hostName = hostName;
        this.addr = addr;
    }

    public byte[] getAddress() {
        return addr.clone();
    }

    public String getHostAddress() {
        return null;
    }

    public String getHostName() {
        if (hostName == null) {
            String n = SocketFd.reverse0(addr);
            hostName = n != null ? n : getHostAddress();
        }
        return hostName;
    }

    public String getCanonicalHostName() {
        String n = SocketFd.reverse0(addr);
        return n != null ? n : getHostAddress();
    }

    public boolean isLoopbackAddress() { return false; }
    public boolean isAnyLocalAddress() { return false; }
    public boolean isMulticastAddress() { return false; }
    public boolean isLinkLocalAddress() { return false; }
    public boolean isSiteLocalAddress() { return false; }

    public boolean equals(Object o) {
        return o instanceof InetAddress && Arrays.equals(addr, ((InetAddress) o).addr);
    }

    public int hashCode() {
        return 0;
    }

    public String toString() {
        return (hostName != null ? hostName : "") + "/" + getHostAddress();
    }

    // --- factories --------------------------------------------------------

    /** The address for bytes: Inet4Address for 4 and for an IPv4-mapped 16. */
    static InetAddress of(String host, byte[] b) {
        if (b.length == 16) {
            boolean mapped = b[10] == (byte) 0xff && b[11] == (byte) 0xff;
            for (int i = 0; i < 10 && mapped; i++)
                mapped = b[i] == 0;
            if (!mapped)
                return new Inet6Address(host, b);
            b = Arrays.copyOfRange(b, 12, 16);
        }
        return new Inet4Address(host, b);
    }

    /** 0.0.0.0 named "0.0.0.0", the JDK's wildcard address */
    static InetAddress anyLocal() {
        return new Inet4Address("0.0.0.0", new byte[4]);
    }

    public static InetAddress getLoopbackAddress() {
        return new Inet4Address("localhost", new byte[] { 127, 0, 0, 1 });
    }

    public static InetAddress getByAddress(byte[] addr) throws UnknownHostException {
        return getByAddress(null, addr);
    }

    public static InetAddress getByAddress(String host, byte[] addr) throws UnknownHostException {
        if (addr == null || (addr.length != 4 && addr.length != 16))
            throw new UnknownHostException("addr is of illegal length");
        return of(host, addr.clone());
    }

    public static InetAddress getByName(String host) throws UnknownHostException {
        return getAllByName(host)[0];
    }

    public static InetAddress[] getAllByName(String host) throws UnknownHostException {
        if (host == null || host.isEmpty())
            return new InetAddress[] { getLoopbackAddress() };
        String lit = host;
        if (host.charAt(0) == '[') {
            if (host.length() < 3 || host.charAt(host.length() - 1) != ']')
                throw new UnknownHostException(host + ": invalid IPv6 address literal");
            lit = host.substring(1, host.length() - 1);
            if (lit.indexOf(':') < 0)
                throw new UnknownHostException(host + ": invalid IPv6 address literal");
        }
        byte[] b = parse4(lit);
        if (b == null && lit.indexOf(':') >= 0) {
            b = parse6(lit);
            if (b == null)
                throw new UnknownHostException(host + ": invalid IPv6 address literal");
        }
        if (b != null)
            return new InetAddress[] { of(null, b) };
        byte[] all = SocketFd.lookup0(host);
        // IPv4 first, as the JDK orders them by default; no duplicates
        ArrayList<InetAddress> v4 = new ArrayList<>(), v6 = new ArrayList<>();
        for (int i = 0; i < all.length; i += 1 + all[i]) {
            InetAddress a = of(host, Arrays.copyOfRange(all, i + 1, i + 1 + all[i]));
            ArrayList<InetAddress> to = a instanceof Inet4Address ? v4 : v6;
            if (!to.contains(a))
                to.add(a);
        }
        v4.addAll(v6);
        return v4.toArray(new InetAddress[0]);
    }

    public static InetAddress getLocalHost() throws UnknownHostException {
        String name = SocketFd.hostname0();
        try {
            InetAddress a = getByName(name);
            a.hostName = name;
            return a;
        } catch (UnknownHostException e) {
            throw new UnknownHostException(name + ": " + e.getMessage());
        }
    }

    // --- literals -------------------------------------------------------

    /** "a.b.c.d", four decimal parts of 0..255, or null */
    static byte[] parse4(String s) {
        byte[] b = new byte[4];
        int part = 0, v = -1;
        for (int i = 0; i <= s.length(); i++) {
            char c = i < s.length() ? s.charAt(i) : '.';
            if (c == '.') {
                if (v < 0 || part == 4)
                    return null;
                b[part++] = (byte) v;
                v = -1;
            } else if (c >= '0' && c <= '9') {
                v = (v < 0 ? 0 : v * 10) + (c - '0');
                if (v > 255)
                    return null;
            } else {
                return null;
            }
        }
        return part == 4 ? b : null;
    }

    /** An IPv6 literal: up to 8 hex groups, one "::", an optional
     *  trailing dotted IPv4 part, a "%scope" suffix ignored; or null */
    static byte[] parse6(String s) {
        int pct = s.indexOf('%');
        if (pct >= 0)
            s = s.substring(0, pct);
        byte[] b = new byte[16];
        int n = 0, gap = -1, i = 0, len = s.length();
        if (s.startsWith("::")) {
            gap = 0;
            i = 2;
        } else if (s.startsWith(":")) {
            return null;
        }
        while (i < len) {
            int j = i;
            while (j < len && s.charAt(j) != ':')
                j++;
            String g = s.substring(i, j);
            if (g.indexOf('.') >= 0) {
                byte[] v4 = j == len && n <= 12 ? parse4(g) : null;
                if (v4 == null)
                    return null;
                System.arraycopy(v4, 0, b, n, 4);
                n += 4;
                break;
            }
            if (g.isEmpty() || g.length() > 4 || n == 16)
                return null;
            int v = 0;
            for (int k = 0; k < g.length(); k++) {
                int d = Character.digit(g.charAt(k), 16);
                if (d < 0)
                    return null;
                v = v * 16 + d;
            }
            b[n++] = (byte) (v >> 8);
            b[n++] = (byte) v;
            if (j == len)
                break;
            if (j + 1 < len && s.charAt(j + 1) == ':') {
                if (gap >= 0)
                    return null;
                gap = n;
                i = j + 2;
            } else if (j + 1 == len) {
                return null;
            } else {
                i = j + 1;
            }
        }
        if (gap >= 0) {
            if (n == 16)
                return null;
            int tail = n - gap;
            System.arraycopy(b, gap, b, 16 - tail, tail);
            Arrays.fill(b, gap, 16 - tail, (byte) 0);
        } else if (n != 16) {
            return null;
        }
        return b;
    }
}
