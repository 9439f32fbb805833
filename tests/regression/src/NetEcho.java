import java.io.*;
import java.net.*;
import java.util.ArrayList;
import java.util.List;

/* A ServerSocket on an ephemeral port of 127.0.0.1; a client thread
 * connects, sends lines that the server echoes, then a bulk of bytes that
 * a second client thread writes while the first reads the echo; both
 * sides close.  Prints what each side got, after joining. */
public class NetEcho {
    static final int BULK = 200000;
    static final List<String> serverLog = new ArrayList<>();
    static final List<String> clientLog = new ArrayList<>();

    static void log(List<String> l, String s) {
        synchronized (l) { l.add(s); }
    }

    public static void main(String[] args) throws Exception {
        final ServerSocket ss = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
        final int port = ss.getLocalPort();
        System.out.println("bound " + ss.isBound() + ", ephemeral port " + (port > 0) + ", addr " + ss.getInetAddress());
        System.out.println("server toString port matches: " + ss.toString().equals("ServerSocket[addr=/127.0.0.1,localport=" + port + "]"));

        Thread client = new Thread() {
            public void run() {
                try {
                    clientSide(port);
                } catch (Exception e) {
                    log(clientLog, "client failed: " + e);
                }
            }
        };
        client.start();

        Socket c = ss.accept();
        log(serverLog, "accepted from " + c.getInetAddress() + ", local port matches " + (c.getLocalPort() == port)
                + ", connected " + c.isConnected());
        BufferedReader r = new BufferedReader(new InputStreamReader(c.getInputStream(), "UTF-8"));
        OutputStream o = c.getOutputStream();
        String line;
        int bulk = 0;
        while ((line = r.readLine()) != null) {
            log(serverLog, "got: " + line);
            if (line.startsWith("bulk ")) {
                bulk = Integer.parseInt(line.substring(5));
                break;
            }
            o.write(("echo " + line + "\n").getBytes("UTF-8"));
            o.flush();
        }
        // the bulk bytes follow the line; BufferedReader may hold some: read them as chars (all ASCII)
        char[] cb = new char[4096];
        int n, total = 0;
        long sum = 0;
        byte[] bb = new byte[4096];
        while (total < bulk && (n = r.read(cb, 0, Math.min(cb.length, bulk - total))) > 0) {
            for (int i = 0; i < n; i++) {
                bb[i] = (byte) cb[i];
                sum += cb[i];
            }
            o.write(bb, 0, n);
            total += n;
        }
        log(serverLog, "bulk echoed " + total + " bytes, sum " + sum);
        int end = r.read();
        log(serverLog, "after client shutdownOutput: read " + end);
        c.close();
        log(serverLog, "closed " + c.isClosed());
        client.join();
        ss.close();
        System.out.println("server socket closed " + ss.isClosed());
        for (String s : serverLog) System.out.println("server " + s);
        for (String s : clientLog) System.out.println("client " + s);
    }

    static void clientSide(int port) throws Exception {
        final Socket s = new Socket("127.0.0.1", port);
        s.setTcpNoDelay(true);
        log(clientLog, "connected " + s.isConnected() + ", to " + s.getInetAddress() + ", port matches " + (s.getPort() == port)
                + ", nodelay " + s.getTcpNoDelay() + ", local port > 0 " + (s.getLocalPort() > 0));
        BufferedReader r = new BufferedReader(new InputStreamReader(s.getInputStream(), "UTF-8"));
        final OutputStream o = s.getOutputStream();
        String[] lines = { "hello", "world", "h\u00e9llo w\u00f6rld", "", "last line" };
        for (String l : lines) {
            o.write((l + "\n").getBytes("UTF-8"));
            o.flush();
            log(clientLog, "reply: " + r.readLine());
        }
        o.write(("bulk " + BULK + "\n").getBytes("UTF-8"));
        Thread writer = new Thread() {
            public void run() {
                try {
                    byte[] b = new byte[1000];
                    for (int k = 0; k < BULK / b.length; k++) {
                        for (int i = 0; i < b.length; i++) b[i] = (byte) ('a' + (k + i) % 26);
                        o.write(b);
                    }
                    s.shutdownOutput();
                } catch (IOException e) {
                    log(clientLog, "writer failed: " + e);
                }
            }
        };
        writer.start();
        char[] cb = new char[8192];
        int n, total = 0;
        long sum = 0;
        while ((n = r.read(cb)) > 0) {
            for (int i = 0; i < n; i++) sum += cb[i];
            total += n;
        }
        writer.join();
        log(clientLog, "bulk back " + total + " bytes, sum " + sum + ", output shutdown " + s.isOutputShutdown());
        s.close();
        log(clientLog, "closed " + s.isClosed() + ", still connected " + s.isConnected());
        try {
            s.getInputStream();
        } catch (SocketException e) {
            log(clientLog, "getInputStream after close: " + e);
        }
    }
}
