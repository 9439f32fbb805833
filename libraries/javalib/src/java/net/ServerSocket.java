package java.net;

import java.io.IOException;

/**
 * A listening TCP socket over a SocketFd.  SO_REUSEADDR is on by default,
 * as on the JDK for Linux.  accept waits in a poll (with the SO_TIMEOUT,
 * SocketTimeoutException "Accept timed out"); close from another thread
 * wakes it with SocketException("Socket closed").  getInetAddress is the
 * address bound to, as given (the wildcard prints as 0.0.0.0/0.0.0.0).
 */
public class ServerSocket implements java.io.Closeable {
    private SocketFd sfd;
    private InetAddress local;
    private int localPort = -1;
    private volatile boolean bound, closed;
    private volatile int timeout;
    private int reuse = 1;

    public ServerSocket() throws IOException {
    }

    public ServerSocket(int port) throws IOException {
        this(port, 50, null);
    }

    public ServerSocket(int port, int backlog) throws IOException {
        this(port, backlog, null);
    }

    public ServerSocket(int port, int backlog, InetAddress bindAddr) throws IOException {
        if (port < 0 || port > 0xFFFF)
            throw new IllegalArgumentException("Port value out of range: " + port);
        try {
            bind(new InetSocketAddress(bindAddr, port), backlog);
        } catch (IOException | RuntimeException e) {
            close();
            throw e;
        }
    }

    public void bind(SocketAddress endpoint) throws IOException {
        bind(endpoint, 50);
    }

    public void bind(SocketAddress endpoint, int backlog) throws IOException {
        if (closed)
            throw new SocketException("Socket is closed");
        if (bound)
            throw new SocketException("Already bound");
        if (endpoint != null && !(endpoint instanceof InetSocketAddress))
            throw new IllegalArgumentException("Unsupported address type");
        InetSocketAddress isa = endpoint != null ? (InetSocketAddress) endpoint : new InetSocketAddress(0);
        if (isa.isUnresolved())
            throw new SocketException("Unresolved address");
        InetAddress a = isa.getAddress();
        SocketFd s;
        synchronized (this) {
            if (sfd == null)
                sfd = new SocketFd(a instanceof Inet6Address);
            s = sfd;
        }
        s.setOpt(SocketFd.SO_REUSEADDR, reuse);
        s.bind(a, isa.getPort());
        s.listen(backlog < 1 ? 50 : backlog);
        InetSocketAddress l = s.name(false);
        local = a;
        localPort = l != null ? l.getPort() : isa.getPort();
        bound = true;
    }

    public Socket accept() throws IOException {
        if (closed)
            throw new SocketException("Socket is closed");
        if (!bound)
            throw new SocketException("Socket is not bound yet");
        SocketFd c = sfd.acceptFd(timeout);
        try {
            return new Socket(c);
        } catch (IOException e) {
            c.close();
            throw e;
        }
    }

    public InetAddress getInetAddress() { return bound ? local : null; }
    public int getLocalPort() { return bound ? localPort : -1; }

    public SocketAddress getLocalSocketAddress() {
        return bound ? new InetSocketAddress(local, localPort) : null;
    }

    public boolean isBound() { return bound; }
    public boolean isClosed() { return closed; }

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
        if (closed)
            throw new SocketException("Socket is closed");
        if (timeout < 0)
            throw new IllegalArgumentException("timeout < 0");
        this.timeout = timeout;
    }

    public int getSoTimeout() throws IOException {
        if (closed)
            throw new SocketException("Socket is closed");
        return timeout;
    }

    public void setReuseAddress(boolean on) throws SocketException {
        if (closed)
            throw new SocketException("Socket is closed");
        reuse = on ? 1 : 0;
        if (sfd != null)
            sfd.setOpt(SocketFd.SO_REUSEADDR, reuse);
    }

    public boolean getReuseAddress() throws SocketException {
        if (closed)
            throw new SocketException("Socket is closed");
        return reuse != 0;
    }

    public String toString() {
        if (!bound)
            return "ServerSocket[unbound]";
        return "ServerSocket[addr=" + local + ",localport=" + localPort + "]";
    }
}
