import java.io.*;
import java.net.*;

/* UDP on 127.0.0.1: an echo server thread answers each datagram with its
 * bytes reversed; the client sends a bounded number of datagrams, some
 * longer than the receiving buffer (truncated), an empty one, and reuses
 * one packet (its window survives a short datagram).  Then connect and
 * disconnect, and the argument checks of DatagramPacket and
 * DatagramSocket.  Every receive has a time limit. */
public class NetUdpEcho {
    static final int ROUNDS = 50;
    static volatile String serverResult = "none";

    interface Step { Object run() throws Exception; }

    static void t(String name, Step s) {
        try {
            System.out.println(name + " -> " + s.run());
        } catch (NullPointerException e) {
            System.out.println(name + " !! NullPointerException");
        } catch (Exception e) {
            System.out.println(name + " !! " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        final InetAddress lo = InetAddress.getByName("127.0.0.1");
        final DatagramSocket server = new DatagramSocket(0, lo);
        server.setSoTimeout(10000);
        System.out.println("server bound " + server.isBound() + " port>0 " + (server.getLocalPort() > 0)
                + " addr " + server.getLocalAddress() + " connected " + server.isConnected());
        Thread echo = new Thread() {
            public void run() {
                int n = 0;
                try {
                    byte[] buf = new byte[100];
                    DatagramPacket p = new DatagramPacket(buf, buf.length);
                    while (true) {
                        p.setData(buf);
                        server.receive(p);
                        byte[] r = new byte[p.getLength()];
                        for (int i = 0; i < r.length; i++)
                            r[i] = buf[p.getLength() - 1 - i];
                        server.send(new DatagramPacket(r, r.length, p.getAddress(), p.getPort()));
                        n++;
                        if (r.length == 4 && new String(r, "US-ASCII").equals("dne!"))
                            break;
                    }
                    serverResult = "echoed " + n;
                } catch (IOException e) {
                    serverResult = "server failed after " + n + ": " + e;
                }
            }
        };
        echo.start();

        DatagramSocket c = new DatagramSocket(new InetSocketAddress(lo, 0));
        c.setSoTimeout(10000);
        InetSocketAddress to = new InetSocketAddress(lo, server.getLocalPort());
        int ok = 0;
        byte[] in = new byte[100];
        DatagramPacket rp = new DatagramPacket(in, in.length);
        for (int i = 0; i < ROUNDS; i++) {
            byte[] msg = ("message " + i).getBytes("US-ASCII");
            c.send(new DatagramPacket(msg, msg.length, to));
            rp.setLength(in.length);
            c.receive(rp);
            String back = new StringBuilder(new String(msg, "US-ASCII")).reverse().toString();
            if (new String(in, 0, rp.getLength(), "US-ASCII").equals(back)
                    && rp.getPort() == server.getLocalPort() && rp.getAddress().equals(lo))
                ok++;
        }
        System.out.println("round trips ok: " + ok + "/" + ROUNDS);

        // a 200-byte datagram into the server's 100 bytes: truncated
        byte[] big = new byte[200];
        for (int i = 0; i < big.length; i++) big[i] = (byte) i;
        c.send(new DatagramPacket(big, big.length, lo, server.getLocalPort()));
        DatagramPacket bp = new DatagramPacket(new byte[300], 10, 250);
        c.receive(bp);
        System.out.println("truncated echo: offset " + bp.getOffset() + " length " + bp.getLength()
                + " first " + bp.getData()[10] + " last " + bp.getData()[10 + bp.getLength() - 1]);

        // an empty datagram
        c.send(new DatagramPacket(new byte[0], 0, to));
        bp.setLength(50);
        c.receive(bp);
        System.out.println("empty echo: length " + bp.getLength());

        // one packet reused: a short datagram does not shrink its window
        DatagramSocket r = new DatagramSocket(0, lo);
        r.setSoTimeout(10000);
        DatagramPacket reuse = new DatagramPacket(new byte[10], 2, 5);
        c.send(new DatagramPacket("hello world".getBytes("US-ASCII"), 11, lo, r.getLocalPort()));
        r.receive(reuse);
        System.out.println("window 5 got: " + new String(reuse.getData(), reuse.getOffset(), reuse.getLength(), "US-ASCII"));
        c.send(new DatagramPacket("ab".getBytes("US-ASCII"), 2, lo, r.getLocalPort()));
        r.receive(reuse);
        System.out.println("short got length " + reuse.getLength());
        c.send(new DatagramPacket("xyzuvw".getBytes("US-ASCII"), 6, lo, r.getLocalPort()));
        r.receive(reuse);
        System.out.println("then got: " + new String(reuse.getData(), reuse.getOffset(), reuse.getLength(), "US-ASCII"));
        System.out.println("sender port matches: " + (reuse.getPort() == c.getLocalPort())
                + ", socket address matches: " + reuse.getSocketAddress().equals(c.getLocalSocketAddress()));

        // connect: send without an address, only the peer's datagrams arrive
        c.connect(r.getLocalSocketAddress());
        System.out.println("connected " + c.isConnected() + " remote " + c.getInetAddress()
                + " port matches " + (c.getPort() == r.getLocalPort()));
        DatagramPacket na = new DatagramPacket("to peer".getBytes("US-ASCII"), 7);
        c.send(na);
        System.out.println("packet address after send: " + na.getAddress() + " port matches " + (na.getPort() == r.getLocalPort()));
        DatagramPacket got = new DatagramPacket(new byte[20], 20);
        r.receive(got);
        System.out.println("peer got: " + new String(got.getData(), 0, got.getLength(), "US-ASCII"));
        t("send elsewhere", new Step() { public Object run() throws Exception { c.send(new DatagramPacket(new byte[1], 1, lo, 9)); return null; } });
        c.disconnect();
        System.out.println("after disconnect: " + c.isConnected() + " " + c.getInetAddress() + " " + c.getPort()
                + " " + c.getRemoteSocketAddress());

        // the end of the echo server
        c.send(new DatagramPacket("!end".getBytes("US-ASCII"), 4, to));
        c.receive(rp);
        echo.join(20000);
        System.out.println("server: " + serverResult);

        // options
        System.out.println("broadcast default " + c.getBroadcast());
        c.setBroadcast(false);
        System.out.println("broadcast off " + c.getBroadcast());
        c.setReceiveBufferSize(65536);
        System.out.println("receive buffer >= 65536: " + (c.getReceiveBufferSize() >= 65536));
        c.setSendBufferSize(65536);
        System.out.println("send buffer >= 65536: " + (c.getSendBufferSize() >= 65536));
        System.out.println("timeout " + c.getSoTimeout());

        // argument checks
        t("setSoTimeout -1", new Step() { public Object run() throws Exception { c.setSoTimeout(-1); return null; } });
        t("setReceiveBufferSize 0", new Step() { public Object run() throws Exception { c.setReceiveBufferSize(0); return null; } });
        t("setSendBufferSize -5", new Step() { public Object run() throws Exception { c.setSendBufferSize(-5); return null; } });
        t("connect null", new Step() { public Object run() throws Exception { c.connect(null); return null; } });
        t("connect null address", new Step() { public Object run() throws Exception { c.connect((InetAddress) null, 5); return null; } });
        t("connect port -1", new Step() { public Object run() throws Exception { c.connect(lo, -1); return null; } });
        t("connect port 70000", new Step() { public Object run() throws Exception { c.connect(lo, 70000); return null; } });
        t("send null", new Step() { public Object run() throws Exception { c.send(null); return null; } });
        t("receive null", new Step() { public Object run() throws Exception { c.receive(null); return null; } });
        t("send without address", new Step() { public Object run() throws Exception { c.send(new DatagramPacket(new byte[3], 3)); return null; } });
        t("send to port 0", new Step() { public Object run() throws Exception { c.send(new DatagramPacket(new byte[1], 1, lo, 0)); return null; } });
        t("send 70000 bytes", new Step() { public Object run() throws Exception { c.send(new DatagramPacket(new byte[70000], 70000, to)); return null; } });
        final SocketAddress odd = new SocketAddress() { };
        t("connect odd address", new Step() { public Object run() throws Exception { c.connect(odd); return null; } });
        t("connect unresolved", new Step() { public Object run() throws Exception { c.connect(InetSocketAddress.createUnresolved("example.invalid", 5)); return null; } });
        t("connect port 0", new Step() { public Object run() throws Exception { c.connect(new InetSocketAddress(lo, 0)); return null; } });
        t("new DatagramSocket(odd address)", new Step() { public Object run() throws Exception { return new DatagramSocket(odd); } });
        t("bind again", new Step() { public Object run() throws Exception { c.bind(null); return null; } });
        t("bind in use", new Step() { public Object run() throws Exception { return new DatagramSocket(r.getLocalPort(), lo); } });
        t("new DatagramSocket(-1)", new Step() { public Object run() throws Exception { return new DatagramSocket(-1); } });
        t("new DatagramSocket(70000)", new Step() { public Object run() throws Exception { return new DatagramSocket(70000); } });
        t("packet null buffer", new Step() { public Object run() throws Exception { return new DatagramPacket(null, 0); } });
        t("packet length -1", new Step() { public Object run() throws Exception { return new DatagramPacket(new byte[3], -1); } });
        t("packet length 4 of 3", new Step() { public Object run() throws Exception { return new DatagramPacket(new byte[3], 4); } });
        t("packet offset 2 length 2 of 3", new Step() { public Object run() throws Exception { return new DatagramPacket(new byte[3], 2, 2); } });
        t("packet offset -1", new Step() { public Object run() throws Exception { return new DatagramPacket(new byte[3], -1, 2); } });
        t("packet port 70000", new Step() { public Object run() throws Exception { return new DatagramPacket(new byte[3], 3, lo, 70000); } });
        t("packet port -1", new Step() { public Object run() throws Exception { return new DatagramPacket(new byte[3], 3, lo, -1); } });
        t("packet null socket address", new Step() { public Object run() throws Exception { return new DatagramPacket(new byte[3], 3, (SocketAddress) null); } });
        final DatagramPacket q = new DatagramPacket(new byte[3], 3);
        t("fresh packet", new Step() { public Object run() throws Exception { return q.getAddress() + " " + q.getPort() + " " + q.getOffset() + " " + q.getLength(); } });
        t("fresh socket address", new Step() { public Object run() throws Exception { return q.getSocketAddress(); } });
        t("setLength 4", new Step() { public Object run() throws Exception { q.setLength(4); return null; } });
        t("setLength -1", new Step() { public Object run() throws Exception { q.setLength(-1); return null; } });
        t("setData null", new Step() { public Object run() throws Exception { q.setData(null); return null; } });
        t("setData 10,2,5", new Step() { public Object run() throws Exception { q.setData(new byte[10], 2, 5); return q.getOffset() + " " + q.getLength() + " " + q.getData().length; } });
        t("setData 10,8,5", new Step() { public Object run() throws Exception { q.setData(new byte[10], 8, 5); return null; } });
        t("setData 7", new Step() { public Object run() throws Exception { q.setData(new byte[7]); return q.getOffset() + " " + q.getLength(); } });
        t("setPort -1", new Step() { public Object run() throws Exception { q.setPort(-1); return null; } });
        t("setPort 65536", new Step() { public Object run() throws Exception { q.setPort(65536); return null; } });
        t("setAddress null", new Step() { public Object run() throws Exception { q.setAddress(null); return q.getAddress(); } });
        t("setSocketAddress null", new Step() { public Object run() throws Exception { q.setSocketAddress(null); return null; } });
        t("setSocketAddress unresolved", new Step() { public Object run() throws Exception { q.setSocketAddress(InetSocketAddress.createUnresolved("example.invalid", 4)); return null; } });
        t("setSocketAddress", new Step() { public Object run() throws Exception { q.setSocketAddress(new InetSocketAddress(lo, 77)); return q.getAddress() + " " + q.getPort() + " " + q.getSocketAddress(); } });

        // an unbound socket, then closed ones
        final DatagramSocket u = new DatagramSocket((SocketAddress) null);
        System.out.println("unbound: bound " + u.isBound() + " port " + u.getLocalPort() + " address "
                + u.getLocalAddress() + " socket address " + u.getLocalSocketAddress() + " broadcast " + u.getBroadcast());
        u.bind(new InetSocketAddress(lo, 0));
        System.out.println("bound later: " + u.isBound() + " " + u.getLocalAddress());
        u.close();
        c.close();
        r.close();
        server.close();
        c.close();
        System.out.println("closed: " + c.isClosed() + " port " + c.getLocalPort() + " address " + c.getLocalAddress()
                + " socket address " + c.getLocalSocketAddress() + " bound " + c.isBound());
        t("closed send", new Step() { public Object run() throws Exception { c.send(new DatagramPacket(new byte[1], 1, to)); return null; } });
        t("closed receive", new Step() { public Object run() throws Exception { c.receive(new DatagramPacket(new byte[1], 1)); return null; } });
        t("closed setSoTimeout", new Step() { public Object run() throws Exception { c.setSoTimeout(5); return null; } });
        t("closed getSoTimeout", new Step() { public Object run() throws Exception { return c.getSoTimeout(); } });
        t("closed bind", new Step() { public Object run() throws Exception { c.bind(null); return null; } });
        t("closed getReceiveBufferSize", new Step() { public Object run() throws Exception { return c.getReceiveBufferSize(); } });
        t("closed getBroadcast", new Step() { public Object run() throws Exception { return c.getBroadcast(); } });
    }
}
