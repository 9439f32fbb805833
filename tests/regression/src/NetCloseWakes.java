import java.io.*;
import java.net.*;

/* close() from another thread wakes a thread blocked in accept and one
 * blocked in read, with SocketException("Socket closed"); a collection
 * runs while they are blocked. */
public class NetCloseWakes {
    static volatile boolean entered;
    static volatile String result;

    /* wait until the thread is about to block, then give it time to */
    static void waitBlocked(Thread t) throws InterruptedException {
        while (!entered) Thread.sleep(1);
        Thread.sleep(300);
        System.out.println("blocked thread alive: " + t.isAlive());
    }

    /* "Socket closed" when close() woke the blocked call, "Socket is
     * closed" when the call began after close(): a loaded machine may be
     * that slow to reach accept, on the stock JVM as here */
    static String closedMessage(IOException e) {
        String m = e.getMessage();
        if (e instanceof SocketException
                && ("Socket closed".equals(m) || "Socket is closed".equals(m))) {
            return "SocketException, socket closed";
        }
        return e.toString();
    }

    public static void main(String[] args) throws Exception {
        final ServerSocket ss = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread acceptor = new Thread() {
            public void run() {
                try {
                    entered = true;
                    ss.accept();
                    result = "accepted?";
                } catch (IOException e) {
                    result = closedMessage(e);
                }
            }
        };
        acceptor.start();
        waitBlocked(acceptor);
        System.gc();
        System.out.println("gc while blocked in accept: done");
        ss.close();
        acceptor.join();
        System.out.println("accept woken by close: " + result);

        final ServerSocket ss2 = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        final Socket c = new Socket(InetAddress.getLoopbackAddress(), ss2.getLocalPort());
        final Socket a = ss2.accept();
        entered = false;
        Thread reader = new Thread() {
            public void run() {
                try {
                    InputStream in = a.getInputStream();
                    entered = true;
                    int b = in.read();
                    result = "read " + b;
                } catch (IOException e) {
                    result = closedMessage(e);
                }
            }
        };
        reader.start();
        waitBlocked(reader);
        byte[][] garbage = new byte[1000][];
        for (int i = 0; i < garbage.length; i++) garbage[i] = new byte[1000];
        System.gc();
        System.out.println("gc while blocked in read: done");
        a.close();
        reader.join();
        System.out.println("read woken by close: " + result);
        System.out.println("peer sees the end: " + c.getInputStream().read());
        c.close();
        ss2.close();
        System.out.println("closed: " + a.isClosed() + " " + c.isClosed() + " " + ss2.isClosed());
    }
}
