import java.io.*;
import java.net.*;

/* close() from another thread wakes a thread blocked in
 * DatagramSocket.receive (bound, and connected) with
 * SocketException("Socket closed"); collections run while it is blocked,
 * so a thread in receive never holds up the collector. */
public class NetUdpClose {
    static volatile boolean entered;
    static volatile String result;

    static void waitBlocked(Thread t) throws InterruptedException {
        while (!entered) Thread.sleep(1);
        Thread.sleep(300);
        System.out.println("blocked thread alive: " + t.isAlive());
    }

    /* "Socket closed" whether close() woke the receive or came first */
    static String closedMessage(IOException e) {
        String m = e.getMessage();
        if (e instanceof SocketException && ("Socket closed".equals(m) || "Socket is closed".equals(m)))
            return "SocketException, socket closed";
        return e.toString();
    }

    static void blockAndClose(final DatagramSocket s, String what) throws Exception {
        entered = false;
        result = null;
        Thread t = new Thread() {
            public void run() {
                try {
                    DatagramPacket p = new DatagramPacket(new byte[64], 64);
                    entered = true;
                    s.receive(p);
                    result = "received " + p.getLength();
                } catch (IOException e) {
                    result = closedMessage(e);
                }
            }
        };
        t.start();
        waitBlocked(t);
        byte[][] garbage = new byte[1000][];
        for (int i = 0; i < garbage.length; i++) garbage[i] = new byte[1000];
        System.gc();
        System.out.println("gc while blocked in receive (" + what + "): done");
        s.close();
        t.join(20000);
        System.out.println("receive (" + what + ") woken by close: " + result + ", thread ended " + !t.isAlive());
        System.out.println("closed " + s.isClosed());
    }

    public static void main(String[] args) throws Exception {
        InetAddress lo = InetAddress.getByName("127.0.0.1");
        blockAndClose(new DatagramSocket(0, lo), "bound");
        DatagramSocket peer = new DatagramSocket(0, lo);
        DatagramSocket c = new DatagramSocket(0, lo);
        c.connect(peer.getLocalSocketAddress());
        blockAndClose(c, "connected");
        peer.close();

        // many sockets opened and closed: descriptors are released
        for (int i = 0; i < 2000; i++) {
            DatagramSocket s = new DatagramSocket(0, lo);
            s.close();
        }
        System.out.println("2000 sockets opened and closed");
    }
}
