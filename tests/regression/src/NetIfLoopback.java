// release8: skip (NetworkInterface.inetAddresses and networkInterfaces are Java 9)
import java.net.*;
import java.util.*;

/* NetworkInterface on the loopback only (the host's other interfaces
 * differ between machines): "lo" exists, is the loopback, is up, has
 * 127.0.0.1 with an 8-bit prefix and no hardware address; it is found by
 * name, index and address and is among all interfaces; the argument
 * checks. */
public class NetIfLoopback {
    public static void main(String[] args) throws Exception {
        InetAddress lo4 = InetAddress.getByName("127.0.0.1");
        NetworkInterface lo = NetworkInterface.getByName("lo");
        System.out.println("lo found: " + (lo != null) + ", name " + lo.getName() + ", display name " + lo.getDisplayName()
                + ", toString " + lo);
        System.out.println("loopback " + lo.isLoopback() + ", up " + lo.isUp() + ", point to point " + lo.isPointToPoint()
                + ", virtual " + lo.isVirtual() + ", parent " + lo.getParent()
                + ", sub-interfaces " + lo.getSubInterfaces().hasMoreElements());
        System.out.println("index > 0: " + (lo.getIndex() > 0) + ", MTU > 0: " + (lo.getMTU() > 0)
                + ", hardware address " + lo.getHardwareAddress());
        List<InetAddress> addrs = Collections.list(lo.getInetAddresses());
        System.out.println("has 127.0.0.1: " + addrs.contains(lo4) + ", every address is loopback: "
                + allLoopback(addrs) + ", stream agrees: " + (lo.inetAddresses().count() == addrs.size()));
        for (InterfaceAddress ia : lo.getInterfaceAddresses())
            if (ia.getAddress().equals(lo4))
                System.out.println("interface address " + ia.getAddress() + " prefix " + ia.getNetworkPrefixLength());

        NetworkInterface byAddr = NetworkInterface.getByInetAddress(lo4);
        System.out.println("by address 127.0.0.1: " + byAddr.getName() + ", equals " + byAddr.equals(lo)
                + ", hash equal " + (byAddr.hashCode() == lo.hashCode()));
        NetworkInterface byIndex = NetworkInterface.getByIndex(lo.getIndex());
        System.out.println("by index: " + byIndex.getName());
        int count = 0, loops = 0;
        boolean listed = false;
        for (Enumeration<NetworkInterface> e = NetworkInterface.getNetworkInterfaces(); e.hasMoreElements() && count < 1000;) {
            NetworkInterface n = e.nextElement();
            count++;
            if (n.isLoopback()) loops++;
            listed = listed || n.equals(lo);
        }
        System.out.println("lo among all: " + listed + ", at least one loopback: " + (loops >= 1)
                + ", stream agrees: " + (NetworkInterface.networkInterfaces().count() == count));

        System.out.println("no such name: " + NetworkInterface.getByName("noSuchIf0"));
        System.out.println("no address: " + NetworkInterface.getByInetAddress(InetAddress.getByName("203.0.113.254")));
        try {
            NetworkInterface.getByName(null);
        } catch (NullPointerException e) {
            System.out.println("getByName(null): NullPointerException");
        }
        try {
            NetworkInterface.getByInetAddress(null);
        } catch (NullPointerException e) {
            System.out.println("getByInetAddress(null): NullPointerException");
        }
        try {
            NetworkInterface.getByIndex(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("getByIndex(-1): " + e);
        }
        System.out.println("equals null " + lo.equals(null) + ", equals a string " + lo.equals("lo"));
    }

    static boolean allLoopback(List<InetAddress> l) {
        for (InetAddress a : l)
            if (!a.isLoopbackAddress()) return false;
        return !l.isEmpty();
    }
}
