package java.net;

/** One address of a NetworkInterface: the address, its IPv4 broadcast
 *  address (null for IPv6 and interfaces without broadcast) and the
 *  length of its network prefix. */
public class InterfaceAddress {
    private final InetAddress address;
    private final Inet4Address broadcast;
    private final short maskLength;

    InterfaceAddress(InetAddress address, Inet4Address broadcast, short maskLength) {
        this.address = address;
        this.broadcast = broadcast;
        this.maskLength = maskLength;
    }

    public InetAddress getAddress() {
        return address;
    }

    public InetAddress getBroadcast() {
        return broadcast;
    }

    public short getNetworkPrefixLength() {
        return maskLength;
    }

    public boolean equals(Object o) {
        if (!(o instanceof InterfaceAddress))
            return false;
        InterfaceAddress a = (InterfaceAddress) o;
        return address.equals(a.address) && maskLength == a.maskLength
                && (broadcast == null ? a.broadcast == null : broadcast.equals(a.broadcast));
    }

    public int hashCode() {
        return address.hashCode() + (broadcast != null ? broadcast.hashCode() : 0) + maskLength;
    }

    public String toString() {
        return address + "/" + maskLength + " [" + broadcast + "]";
    }
}
