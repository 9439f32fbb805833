import java.net.*;

/* InetAddress and InetSocketAddress: literals, the loopback, equality,
 * hash codes and the strings the JDK prints for them. */
public class NetAddress {
    public static void main(String[] args) throws Exception {
        InetAddress v4 = InetAddress.getByName("127.0.0.1");
        System.out.println(v4 + " " + v4.getHostAddress() + " " + v4.hashCode() + " " + v4.getClass().getName()
                + " loopback " + v4.isLoopbackAddress());
        InetAddress lo = InetAddress.getLoopbackAddress();
        System.out.println(lo + " " + lo.getHostName() + " equals " + lo.equals(v4) + " " + v4.equals(lo)
                + " same hash " + (lo.hashCode() == v4.hashCode()));
        System.out.println(InetAddress.getByName("localhost").getHostAddress());
        System.out.println(InetAddress.getByName(null) + " " + InetAddress.getByName(""));
        InetAddress b = InetAddress.getByName("192.168.10.200");
        System.out.println(b + " " + b.hashCode() + " site " + b.isSiteLocalAddress() + " any " + b.isAnyLocalAddress());
        byte[] raw = b.getAddress();
        raw[0] = 1;
        System.out.println("getAddress is a copy: " + b);
        System.out.println(InetAddress.getByAddress(new byte[] { 10, 0, 0, 1 }) + " "
                + InetAddress.getByAddress("named", new byte[] { 10, 0, 0, 1 }));
        try {
            InetAddress.getByAddress(new byte[3]);
        } catch (UnknownHostException e) {
            System.out.println(e);
        }

        String[] six = { "::1", "[::1]", "fe80::1:2", "1:2:3:4:5:6:7:8", "::", "::ffff:10.1.2.3", "2001:db8::ff00:42:8329",
                "::127.0.0.1" };
        for (String s : six) {
            InetAddress a = InetAddress.getByName(s);
            System.out.println(s + " -> " + a + " " + a.getClass().getSimpleName() + " loopback " + a.isLoopbackAddress()
                    + " any " + a.isAnyLocalAddress() + " link " + a.isLinkLocalAddress());
        }
        System.out.println("::1 hash " + InetAddress.getByName("::1").hashCode());
        System.out.println("::1 equals [::1]: " + InetAddress.getByName("::1").equals(InetAddress.getByName("[::1]")));
        String[] bad = { "[::1", "1:2:3:4:5:6:7:8:9", "1::2::3", "[1.2.3.4]" };
        for (String s : bad) {
            try {
                System.out.println(s + " -> " + InetAddress.getByName(s));
            } catch (UnknownHostException e) {
                System.out.println(s + " -> " + e);
            }
        }

        InetSocketAddress sa = new InetSocketAddress("127.0.0.1", 80);
        System.out.println(sa + " " + sa.getPort() + " " + sa.getHostString() + " unresolved " + sa.isUnresolved());
        System.out.println(new InetSocketAddress(InetAddress.getByName("::1"), 8080));
        System.out.println(new InetSocketAddress(8080) + " " + new InetSocketAddress((InetAddress) null, 1));
        System.out.println(InetSocketAddress.createUnresolved("example.org", 443) + " "
                + InetSocketAddress.createUnresolved("example.org", 443).getHostString());
        System.out.println("equal: " + sa.equals(new InetSocketAddress(v4, 80)) + " " + (sa.hashCode() == new InetSocketAddress(v4, 80).hashCode())
                + " " + sa.equals(new InetSocketAddress(v4, 81)));
        System.out.println(new Socket() + " " + new ServerSocket());
        System.out.println(new Socket().getLocalPort() + " " + new Socket().getPort() + " " + new Socket().getInetAddress()
                + " " + new Socket().getLocalAddress() + " " + new ServerSocket().getLocalPort());
        // the answer depends on the machine's name and resolver: only that it returns or fails cleanly
        try {
            InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            // a host name that does not resolve
        }
        System.out.println("getLocalHost done");
    }
}
