package java.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A TCP client socket (or one that ServerSocket.accept returned) over a
 * SocketFd.  The descriptor is made when the socket is bound or connected,
 * in the family of that address; options set before are kept and applied
 * then.  Messages are the JDK 17 ones: "Socket is closed" for a call on a
 * socket closed before it, "Socket closed" for one it interrupted.
 * Nothing here holds a lock across a blocking call, so close() from
 * another thread always gets through and wakes a blocked read.
 */
public class Socket implements java.io.Closeable {
    private SocketFd sfd;
    private InetAddress remote;
    private int remotePort;
    private InetAddress local;
    private int localPort = -1;
    private volatile boolean connected, bound, closed, inShut, outShut;
    private volatile int timeout;
    /** options set before the descriptor existed, -1 = not set */
    private final int[] pending = { -1, -1, -1, -1, -1, -1 };
    private InputStream in;
    private OutputStream out;

    public Socket() {
    }

    public Socket(String host, int port) throws UnknownHostException, IOException {
        this(host != null ? new InetSocketAddress(host, port)
                : new InetSocketAddress(InetAddress.getLoopbackAddress(), port), null);
    }

    public Socket(InetAddress address, int port) throws IOException {
        this(new InetSocketAddress(nonNull(address), port), null);
    }

    public Socket(String host, int port, InetAddress localAddr, int localPort) throws IOException {
        this(host != null ? new InetSocketAddress(host, port)
                : new InetSocketAddress(InetAddress.getLoopbackAddress(), port),
             new InetSocketAddress(localAddr, localPort));
    }

    public Socket(InetAddress address, int port, InetAddress localAddr, int localPort) throws IOException {
        this(new InetSocketAddress(nonNull(address), port), new InetSocketAddress(localAddr, localPort));
    }

    private Socket(InetSocketAddress to, InetSocketAddress from) throws IOException {
        try {
            if (from != null)
                bind(from);
            connect(to);
        } catch (IOException | RuntimeException e) {
            close();
            throw e;
        }
    }

    /** an accepted connection */
    Socket(SocketFd sfd) throws IOException {
        this.sfd = sfd;
        InetSocketAddress p = sfd.name(true), l = sfd.name(false);
        if (p != null) {
            remote = p.getAddress();
            remotePort = p.getPort();
        }
        if (l != null) {
            local = l.getAddress();
            localPort = l.getPort();
        }
        connected = bound = true;
    }

    private static InetAddress nonNull(InetAddress a) {
        if (a == null)
            throw new NullPointerException();
        return a;
    }

    private SocketFd fd(boolean v6) throws SocketException {
        synchronized (this) {
            if (sfd == null) {
                sfd = new SocketFd(v6);
                for (int i = 0; i < pending.length; i++)
                    if (pending[i] >= 0)
                        sfd.setOpt(i, pending[i]);
            }
            return sfd;
        }
    }

    private void checkOpen() throws SocketException {
        if (closed)
            throw new SocketException("Socket is closed");
    }

    public void bind(SocketAddress bindpoint) throws IOException {
        checkOpen();
        if (bound)
            throw new SocketException("Already bound");
        if (bindpoint != null && !(bindpoint instanceof InetSocketAddress))
            throw new IllegalArgumentException("Unsupported address type");
        InetSocketAddress isa = bindpoint != null ? (InetSocketAddress) bindpoint : new InetSocketAddress(0);
        if (isa.isUnresolved())
            throw new SocketException("Unresolved address");
        InetAddress a = isa.getAddress();
        SocketFd s = fd(a instanceof Inet6Address);
        s.bind(a, isa.getPort());
        InetSocketAddress l = s.name(false);
        local = l != null ? l.getAddress() : a;
        localPort = l != null ? l.getPort() : isa.getPort();
        bound = true;
    }

    public void connect(SocketAddress endpoint) throws IOException {
        connect(endpoint, 0);
    }

    public void connect(SocketAddress endpoint, int timeout) throws IOException {
        if (endpoint == null)
            throw new IllegalArgumentException("connect: The address can't be null");
        if (timeout < 0)
            throw new IllegalArgumentException("connect: timeout can't be negative");
        checkOpen();
        if (connected)
            throw new SocketException("already connected");
        if (!(endpoint instanceof InetSocketAddress))
            throw new IllegalArgumentException("Unsupported address type");
        InetSocketAddress isa = (InetSocketAddress) endpoint;
        InetAddress a = isa.getAddress();
        if (a == null)
            throw new UnknownHostException(isa.getHostName());
        InetAddress to = a;
        if (a.isAnyLocalAddress())
            to = a instanceof Inet6Address ? InetAddress.of(null, loopback6()) : InetAddress.getLoopbackAddress();
        SocketFd s = fd(to instanceof Inet6Address);
        try {
            s.connect(to, isa.getPort(), timeout);
        } catch (IOException e) {
            // as on the JDK, the Socket stays open but its descriptor
            // is gone: a later call fails with "Socket closed"
            s.close();
            throw e;
        }
        remote = a;
        remotePort = isa.getPort();
        InetSocketAddress l = s.name(false);
        if (l != null) {
            local = l.getAddress();
            localPort = l.getPort();
        }
        connected = bound = true;
    }

    private static byte[] loopback6() {
        byte[] b = new byte[16];
        b[15] = 1;
        return b;
    }

    public InetAddress getInetAddress() { return connected ? remote : null; }
    public int getPort() { return connected ? remotePort : 0; }
    public int getLocalPort() { return bound ? localPort : -1; }

    public InetAddress getLocalAddress() {
        return bound && local != null ? local : InetAddress.anyLocal();
    }

    public SocketAddress getRemoteSocketAddress() {
        return connected ? new InetSocketAddress(remote, remotePort) : null;
    }

    public SocketAddress getLocalSocketAddress() {
        return bound ? new InetSocketAddress(getLocalAddress(), localPort) : null;
    }

    public boolean isConnected() { return connected; }
    public boolean isBound() { return bound; }
    public boolean isClosed() { return closed; }
    public boolean isInputShutdown() { return inShut; }
    public boolean isOutputShutdown() { return outShut; }

    public InputStream getInputStream() throws IOException {
        checkOpen();
        if (!connected)
            throw new SocketException("Socket is not connected");
        if (inShut)
            throw new SocketException("Socket input is shutdown");
        synchronized (this) {
            if (in == null)
                in = new SocketInputStream();
            return in;
        }
    }

    public OutputStream getOutputStream() throws IOException {
        checkOpen();
        if (!connected)
            throw new SocketException("Socket is not connected");
        if (outShut)
            throw new SocketException("Socket output is shutdown");
        synchronized (this) {
            if (out == null)
                out = new SocketOutputStream();
            return out;
        }
    }

    public void shutdownInput() throws IOException {
        checkOpen();
        if (!connected)
            throw new SocketException("Socket is not connected");
        if (inShut)
            throw new SocketException("Socket input is already shutdown");
        sfd.shutdown(0);
        inShut = true;
    }

    public void shutdownOutput() throws IOException {
        checkOpen();
        if (!connected)
            throw new SocketException("Socket is not connected");
        if (outShut)
            throw new SocketException("Socket output is already shutdown");
        sfd.shutdown(1);
        outShut = true;
    }

    public void close() throws IOException {
        SocketFd s;
        synchronized (this) {
            if (closed)
                return;
            closed = true;
            s = sfd;
        }
        if (s != null)
            s.close();
    }

    public void setSoTimeout(int timeout) throws SocketException {
        checkOpen();
        if (timeout < 0)
            throw new IllegalArgumentException("timeout can't be negative");
        this.timeout = timeout;
    }

    public int getSoTimeout() throws SocketException {
        checkOpen();
        return timeout;
    }

    private void setOpt(int opt, int v) throws SocketException {
        checkOpen();
        synchronized (this) {
            pending[opt] = v;
            if (sfd != null)
                sfd.setOpt(opt, v);
        }
    }

    private int getOpt(int opt, int dflt) throws SocketException {
        checkOpen();
        synchronized (this) {
            if (sfd != null)
                return sfd.getOpt(opt);
            return pending[opt] >= 0 ? pending[opt] : dflt;
        }
    }

    public void setTcpNoDelay(boolean on) throws SocketException { setOpt(SocketFd.TCP_NODELAY, on ? 1 : 0); }
    public boolean getTcpNoDelay() throws SocketException { return getOpt(SocketFd.TCP_NODELAY, 0) != 0; }
    public void setKeepAlive(boolean on) throws SocketException { setOpt(SocketFd.SO_KEEPALIVE, on ? 1 : 0); }
    public boolean getKeepAlive() throws SocketException { return getOpt(SocketFd.SO_KEEPALIVE, 0) != 0; }
    public void setReuseAddress(boolean on) throws SocketException { setOpt(SocketFd.SO_REUSEADDR, on ? 1 : 0); }
    public boolean getReuseAddress() throws SocketException { return getOpt(SocketFd.SO_REUSEADDR, 0) != 0; }

    public void setSendBufferSize(int size) throws SocketException {
        if (size <= 0)
            throw new IllegalArgumentException("negative send size");
        setOpt(SocketFd.SO_SNDBUF, size);
    }

    public int getSendBufferSize() throws SocketException { return getOpt(SocketFd.SO_SNDBUF, 0); }

    public void setReceiveBufferSize(int size) throws SocketException {
        if (size <= 0)
            throw new IllegalArgumentException("invalid receive size");
        setOpt(SocketFd.SO_RCVBUF, size);
    }

    public int getReceiveBufferSize() throws SocketException { return getOpt(SocketFd.SO_RCVBUF, 0); }

    public String toString() {
        if (!connected)
            return "Socket[unconnected]";
        return "Socket[addr=" + remote + ",port=" + remotePort + ",localport=" + localPort + "]";
    }

    private static void checkRange(byte[] b, int off, int len) {
        if (b == null)
            throw new NullPointerException();
        if (off < 0 || len < 0 || len > b.length - off)
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                    + ") out of bounds for length " + b.length);
    }

    private final class SocketInputStream extends InputStream {
        private final byte[] one = new byte[1];

        public int read() throws IOException {
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0] & 0xff;
        }

        public int read(byte[] b, int off, int len) throws IOException {
            checkRange(b, off, len);
            if (len == 0)
                return 0;
            if (inShut)
                return -1;
            return sfd.read(b, off, len, timeout);
        }

        public int available() throws IOException {
            if (inShut)
                return 0;
            return sfd.available();
        }

        public void close() throws IOException {
            Socket.this.close();
        }
    }

    private final class SocketOutputStream extends OutputStream {
        public void write(int b) throws IOException {
            write(new byte[] { (byte) b }, 0, 1);
        }

        public void write(byte[] b, int off, int len) throws IOException {
            checkRange(b, off, len);
            if (outShut)
                throw new SocketException("Socket output is shutdown");
            if (len > 0)
                sfd.write(b, off, len);
        }

        public void close() throws IOException {
            Socket.this.close();
        }
    }
}
