import java.io.*;
import java.net.*;

/* DatagramSocket.setSoTimeout: a receive with nothing to read ends with
 * SocketTimeoutException after about the timeout (bounded above), the
 * socket stays usable, and a datagram sent later still arrives.  A
 * connected socket whose peer port is closed reports the ICMP port
 * unreachable as PortUnreachableException. */
public class NetUdpTimeout {
    public static void main(String[] args) throws Exception {
        InetAddress lo = InetAddress.getByName("127.0.0.1");
        DatagramSocket r = new DatagramSocket(0, lo);
        r.setSoTimeout(200);
        System.out.println("timeout " + r.getSoTimeout());
        DatagramPacket p = new DatagramPacket(new byte[16], 16);
        for (int i = 0; i < 3; i++) {
            long t0 = System.nanoTime();
            try {
                r.receive(p);
                System.out.println("received?");
            } catch (SocketTimeoutException e) {
                long ms = (System.nanoTime() - t0) / 1000000;
                System.out.println("timed out: " + e.getMessage() + ", waited >= 150 ms: " + (ms >= 150)
                        + ", < 10 s: " + (ms < 10000) + ", closed " + r.isClosed());
            }
        }
        DatagramSocket s = new DatagramSocket(0, lo);
        s.send(new DatagramPacket("late".getBytes("US-ASCII"), 4, lo, r.getLocalPort()));
        r.setSoTimeout(10000);
        r.receive(p);
        System.out.println("then received: " + new String(p.getData(), 0, p.getLength(), "US-ASCII"));
        r.setSoTimeout(0);
        System.out.println("timeout " + r.getSoTimeout());

        // a port nobody listens on: bind one, remember it, close it
        DatagramSocket gone = new DatagramSocket(0, lo);
        int port = gone.getLocalPort();
        gone.close();
        DatagramSocket c = new DatagramSocket(0, lo);
        c.connect(lo, port);
        c.setSoTimeout(2000);
        try {
            c.send(new DatagramPacket(new byte[1], 1));
            c.receive(new DatagramPacket(new byte[1], 1));
            System.out.println("received?");
        } catch (PortUnreachableException e) {
            System.out.println("connected to a closed port: PortUnreachableException");
        } catch (IOException e) {
            System.out.println("connected to a closed port: " + e);
        }
        c.close();
        s.close();
        r.close();
    }
}
