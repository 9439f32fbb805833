import java.io.*;
import java.net.*;

/* The exceptions of sockets in the usual failure cases, with the stock
 * JVM's classes and messages (only the stable ones: the resolver's
 * wording of an unknown host is the system's). */
public class NetErrors {
    static void show(String what, Exception e) {
        System.out.println(what + ": " + e);
    }

    public static void main(String[] args) throws Exception {
        InetAddress lo = InetAddress.getByName("127.0.0.1");

        // a port nobody listens on: bound, then closed
        ServerSocket tmp = new ServerSocket(0, 50, lo);
        int closedPort = tmp.getLocalPort();
        tmp.close();
        Socket s = new Socket();
        try {
            s.connect(new InetSocketAddress(lo, closedPort));
            System.out.println("connected?");
        } catch (ConnectException e) {
            show("connect to a closed port", e);
        }
        System.out.println("failed socket closed: " + s.isClosed() + ", connected: " + s.isConnected());
        try {
            new Socket(lo, closedPort);
        } catch (IOException e) {
            show("new Socket to a closed port", e);
        }

        // a port in use
        ServerSocket ss = new ServerSocket(0, 50, lo);
        try {
            new ServerSocket(ss.getLocalPort(), 50, lo);
        } catch (BindException e) {
            show("bind a used port", e);
        }
        try {
            ss.bind(new InetSocketAddress(lo, 0));
        } catch (SocketException e) {
            show("bind twice", e);
        }

        // accept timeout, then the server still works
        ss.setSoTimeout(50);
        try {
            ss.accept();
        } catch (SocketTimeoutException e) {
            show("accept timeout", e);
            System.out.println("  an InterruptedIOException: " + (e instanceof InterruptedIOException));
        }
        Socket c = new Socket();
        c.connect(new InetSocketAddress(lo, ss.getLocalPort()), 2000);
        System.out.println("connect with timeout: " + c.isConnected());
        ss.setSoTimeout(0);
        Socket a = ss.accept();

        // read timeout, then the socket still works
        a.setSoTimeout(50);
        InputStream ain = a.getInputStream();
        try {
            ain.read();
        } catch (SocketTimeoutException e) {
            show("read timeout", e);
        }
        c.getOutputStream().write(42);
        System.out.println("read after the timeout: " + ain.read());

        // shutdown
        c.shutdownOutput();
        System.out.println("read after the peer's shutdownOutput: " + ain.read());
        try {
            c.getOutputStream().write(1);
        } catch (SocketException e) {
            show("write after shutdownOutput", e);
        }
        try {
            c.shutdownOutput();
        } catch (SocketException e) {
            show("shutdownOutput twice", e);
        }
        try {
            c.getOutputStream();
        } catch (SocketException e) {
            show("getOutputStream after shutdownOutput", e);
        }
        a.shutdownInput();
        System.out.println("read after shutdownInput: " + ain.read());

        // read after close
        InputStream cin = c.getInputStream();
        c.close();
        try {
            cin.read();
        } catch (SocketException e) {
            show("read after close", e);
        }
        try {
            c.getInputStream();
        } catch (SocketException e) {
            show("getInputStream after close", e);
        }
        try {
            c.setSoTimeout(10);
        } catch (SocketException e) {
            show("setSoTimeout after close", e);
        }
        try {
            c.connect(new InetSocketAddress(lo, ss.getLocalPort()));
        } catch (SocketException e) {
            show("connect after close", e);
        }
        a.close();
        c.close();
        ss.close();
        try {
            ss.accept();
        } catch (SocketException e) {
            show("accept after close", e);
        }
        try {
            new ServerSocket().accept();
        } catch (SocketException e) {
            show("accept unbound", e);
        }
        try {
            new Socket().getInputStream();
        } catch (SocketException e) {
            show("getInputStream unconnected", e);
        }

        // names
        try {
            InetAddress.getByName("no.such.host.invalid");
            System.out.println("resolved?");
        } catch (UnknownHostException e) {
            System.out.println("unknown host: " + e.getClass().getName() + ", names the host: "
                    + e.getMessage().startsWith("no.such.host.invalid"));
        }
        try {
            new Socket("no.such.host.invalid", 80);
        } catch (UnknownHostException e) {
            show("new Socket to an unknown host", e);
        }
        InetSocketAddress un = new InetSocketAddress("no.such.host.invalid", 80);
        System.out.println("unresolved: " + un.isUnresolved() + " " + un);
        try {
            new Socket().connect(un);
        } catch (UnknownHostException e) {
            show("connect unresolved", e);
        }

        // arguments
        try {
            new InetSocketAddress(lo, 70000);
        } catch (IllegalArgumentException e) {
            show("port 70000", e);
        }
        try {
            new ServerSocket(-1);
        } catch (IllegalArgumentException e) {
            show("server port -1", e);
        }
        try {
            new Socket().connect(null);
        } catch (IllegalArgumentException e) {
            show("connect null", e);
        }
        try {
            new Socket().connect(new InetSocketAddress(lo, 1), -1);
        } catch (IllegalArgumentException e) {
            show("negative connect timeout", e);
        }
        try {
            new Socket().setSoTimeout(-1);
        } catch (IllegalArgumentException e) {
            show("negative so timeout", e);
        }
    }
}
