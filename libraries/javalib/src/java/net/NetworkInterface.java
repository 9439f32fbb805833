package java.net;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.stream.Stream;

/**
 * A network interface of the host: its name, index, flags, MTU,
 * hardware address and IP addresses, as getifaddrs reports them
 * (libraries/clib/java_net_if.c describes all of them in one byte[],
 * decoded here).  Every lookup reads the interfaces afresh; an object
 * keeps what was read when it was made (isUp and the other flags, as the
 * JDK's ask the kernel again; here they are the state at the lookup).
 * IPv6 addresses carry no scope id.  Sub-interfaces are not modelled:
 * getParent is null, getSubInterfaces empty, isVirtual false.
 */
public final class NetworkInterface {
    private static final int IFF_UP = 0x1, IFF_LOOPBACK = 0x8, IFF_POINTOPOINT = 0x10, IFF_RUNNING = 0x40,
            IFF_MULTICAST = 0x1000;

    private final String name;
    private final int index;
    private final int flags;
    private final int mtu;
    private final byte[] hardware;
    private final InterfaceAddress[] addrs;

    private NetworkInterface(String name, int index, int flags, int mtu, byte[] hardware, InterfaceAddress[] addrs) {
        this.name = name;
        this.index = index;
        this.flags = flags;
        this.mtu = mtu;
        this.hardware = hardware;
        this.addrs = addrs;
    }

    private static native byte[] interfaces0() throws SocketException;

    private static int u32(byte[] b, int p) {
        return (b[p] & 0xff) << 24 | (b[p + 1] & 0xff) << 16 | (b[p + 2] & 0xff) << 8 | (b[p + 3] & 0xff);
    }

    /** every interface with an IP address, decoded from interfaces0: the
     *  JDK on Linux lists only those, and in the reverse of getifaddrs's
     *  order (interfaces, and the addresses of each), as here */
    private static List<NetworkInterface> all() throws SocketException {
        byte[] b = interfaces0();
        List<NetworkInterface> l = new ArrayList<NetworkInterface>();
        int p = 0;
        while (p < b.length) {
            int len = b[p++] & 0xff;
            String name = new String(b, p, len, java.nio.charset.StandardCharsets.UTF_8);
            p += len;
            int index = u32(b, p), flags = u32(b, p + 4), mtu = u32(b, p + 8);
            p += 12;
            int hwn = b[p++] & 0xff;
            byte[] hw = hwn == 0 ? null : Arrays.copyOfRange(b, p, p + hwn);
            p += hwn;
            int n = b[p++] & 0xff;
            InterfaceAddress[] addrs = new InterfaceAddress[n];
            for (int i = 0; i < n; i++) {
                int alen = b[p++] & 0xff;
                InetAddress a = InetAddress.of(null, Arrays.copyOfRange(b, p, p + alen));
                p += alen;
                short prefix = (short) (b[p++] & 0xff);
                int blen = b[p++] & 0xff;
                Inet4Address bc = null;
                if (blen == 4)
                    bc = (Inet4Address) InetAddress.of(null, Arrays.copyOfRange(b, p, p + 4));
                p += blen;
                addrs[n - 1 - i] = new InterfaceAddress(a, bc, prefix);
            }
            if (n > 0)
                l.add(0, new NetworkInterface(name, index, flags, mtu, hw, addrs));
        }
        return l;
    }

    public String getName() {
        return name;
    }

    public String getDisplayName() {
        return name;
    }

    public int getIndex() {
        return index;
    }

    public Enumeration<InetAddress> getInetAddresses() {
        List<InetAddress> l = new ArrayList<InetAddress>();
        for (InterfaceAddress a : addrs)
            l.add(a.getAddress());
        return Collections.enumeration(l);
    }

    public Stream<InetAddress> inetAddresses() {
        return Collections.list(getInetAddresses()).stream();
    }

    public List<InterfaceAddress> getInterfaceAddresses() {
        return Collections.unmodifiableList(Arrays.asList(addrs.clone()));
    }

    public Enumeration<NetworkInterface> getSubInterfaces() {
        return Collections.enumeration(Collections.<NetworkInterface>emptyList());
    }

    public Stream<NetworkInterface> subInterfaces() {
        return Stream.empty();
    }

    public NetworkInterface getParent() {
        return null;
    }

    public boolean isUp() throws SocketException {
        return (flags & IFF_UP) != 0 && (flags & IFF_RUNNING) != 0;
    }

    public boolean isLoopback() throws SocketException {
        return (flags & IFF_LOOPBACK) != 0;
    }

    public boolean isPointToPoint() throws SocketException {
        return (flags & IFF_POINTOPOINT) != 0;
    }

    public boolean supportsMulticast() throws SocketException {
        return (flags & IFF_MULTICAST) != 0;
    }

    public boolean isVirtual() {
        return false;
    }

    public int getMTU() throws SocketException {
        return mtu;
    }

    public byte[] getHardwareAddress() throws SocketException {
        return hardware == null ? null : hardware.clone();
    }

    public static NetworkInterface getByName(String name) throws SocketException {
        if (name == null)
            throw new NullPointerException("Name can't be null");
        for (NetworkInterface ni : all())
            if (ni.name.equals(name))
                return ni;
        return null;
    }

    public static NetworkInterface getByIndex(int index) throws SocketException {
        if (index < 0)
            throw new IllegalArgumentException("Interface index can't be negative");
        for (NetworkInterface ni : all())
            if (ni.index == index)
                return ni;
        return null;
    }

    public static NetworkInterface getByInetAddress(InetAddress addr) throws SocketException {
        if (addr == null)
            throw new NullPointerException("InetAddress can't be null");
        for (NetworkInterface ni : all())
            for (InterfaceAddress a : ni.addrs)
                if (a.getAddress().equals(addr))
                    return ni;
        return null;
    }

    public static Enumeration<NetworkInterface> getNetworkInterfaces() throws SocketException {
        List<NetworkInterface> l = all();
        if (l.isEmpty())
            throw new SocketException("No network interfaces configured");
        return Collections.enumeration(l);
    }

    public static Stream<NetworkInterface> networkInterfaces() throws SocketException {
        return all().stream();
    }

    public boolean equals(Object o) {
        if (!(o instanceof NetworkInterface))
            return false;
        NetworkInterface n = (NetworkInterface) o;
        if (!name.equals(n.name) || addrs.length != n.addrs.length)
            return false;
        for (InterfaceAddress a : addrs) {
            boolean found = false;
            for (InterfaceAddress b : n.addrs)
                found = found || a.getAddress().equals(b.getAddress());
            if (!found)
                return false;
        }
        return true;
    }

    public int hashCode() {
        return name.hashCode();
    }

    public String toString() {
        return "name:" + name + " (" + name + ")";
    }
}
