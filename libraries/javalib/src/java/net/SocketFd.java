package java.net;

import java.io.IOException;

import ristretto.internal.Cluster;

/**
 * One POSIX socket descriptor, TCP or UDP, and the natives over it
 * (libraries/clib/java_net.c).
 *
 * Closing while another thread is blocked on the descriptor: every call
 * enters (counting the threads inside) and leaves; close marks the socket
 * closed and, while threads are inside, only shuts the descriptor down,
 * which wakes them at once; the last to leave closes it.  So the number
 * is never closed, and perhaps reused by another open, under a thread
 * still blocked on it.  A call that fails or ends early because of the
 * close throws SocketException("Socket closed"), as the JDK's does.
 */
final class SocketFd {
    static final int TCP_NODELAY = 1, SO_REUSEADDR = 2, SO_KEEPALIVE = 3, SO_SNDBUF = 4, SO_RCVBUF = 5,
            SO_BROADCAST = 6;

    private int fd;
    private int users;
    private boolean closed;
    /** the cluster node whose descriptor fd is: an operation from a
     *  thread on another node runs there (ristretto.internal.Cluster) */
    private final int node = Cluster.node();

    SocketFd(boolean v6) throws SocketException {
        fd = socket0(v6);
    }

    SocketFd(int fd) {
        this.fd = fd;
    }

    /** a new UDP descriptor */
    static SocketFd datagram(boolean v6) throws SocketException {
        return new SocketFd(dgram0(v6));
    }

    static native int socket0(boolean v6) throws SocketException;
    static native void bind0(int fd, byte[] addr, int port) throws SocketException;
    static native void listen0(int fd, int backlog) throws SocketException;
    static native void connect0(int fd, byte[] addr, int port, int timeout) throws IOException;
    static native int accept0(int fd, int timeout) throws IOException;
    static native int read0(int fd, byte[] b, int off, int len, int timeout) throws IOException;
    static native void write0(int fd, byte[] b, int off, int len) throws IOException;
    static native int available0(int fd) throws SocketException;
    static native void shutdown0(int fd, int how) throws SocketException;
    static native void close0(int fd);
    static native byte[] name0(int fd, boolean peer);
    static native void setOpt0(int fd, int opt, int value) throws SocketException;
    static native int getOpt0(int fd, int opt) throws SocketException;
    static native byte[] lookup0(String host) throws UnknownHostException;
    static native String reverse0(byte[] addr);
    static native String hostname0();
    static native int dgram0(boolean v6) throws SocketException;
    static native void sendTo0(int fd, byte[] b, int off, int len, byte[] addr, int port) throws IOException;
    static native int recvFrom0(int fd, byte[] b, int off, int len, int timeout, byte[] from) throws IOException;
    static native void disconnect0(int fd) throws SocketException;

    synchronized int enter() throws SocketException {
        if (closed)
            throw new SocketException("Socket closed");
        users++;
        return fd;
    }

    void leave() {
        int c = -1;
        synchronized (this) {
            if (--users == 0 && closed) {
                c = fd;
                fd = -1;
            }
        }
        if (c >= 0)
            close0(c);
    }

    synchronized boolean isClosed() {
        return closed;
    }

    void close() {
        if (node != Cluster.node()) {
            try {
                Cluster.on(node, new Cluster.Op<Object>() {
                    public Object run() throws IOException {
                        close();
                        return null;
                    }
                });
            } catch (IOException e) {
                // close reports nothing
            }
            return;
        }
        int c = -1;
        synchronized (this) {
            if (closed)
                return;
            closed = true;
            if (users > 0) {
                try {
                    shutdown0(fd, 2);
                } catch (SocketException e) {
                    // the threads inside still leave, and the last closes
                }
            } else {
                c = fd;
                fd = -1;
            }
        }
        if (c >= 0)
            close0(c);
    }

    /** e, or "Socket closed" when the socket was closed meanwhile */
    private IOException closedOr(IOException e) {
        return e instanceof SocketException && isClosed() ? new SocketException("Socket closed") : e;
    }

    void bind(InetAddress a, int port) throws SocketException {
        if (node != Cluster.node()) {
            remoteS(new Cluster.Op<Object>() {
                public Object run() throws IOException {
                    bind(a, port);
                    return null;
                }
            });
            return;
        }
        int f = enter();
        try {
            bind0(f, a.addr, port);
        } finally {
            leave();
        }
    }

    void listen(int backlog) throws SocketException {
        if (node != Cluster.node()) {
            remoteS(new Cluster.Op<Object>() {
                public Object run() throws IOException {
                    listen(backlog);
                    return null;
                }
            });
            return;
        }
        int f = enter();
        try {
            listen0(f, backlog);
        } finally {
            leave();
        }
    }

    void connect(InetAddress a, int port, int timeout) throws IOException {
        if (node != Cluster.node()) {
            Cluster.on(node, new Cluster.Op<Object>() {
                public Object run() throws IOException {
                    connect(a, port, timeout);
                    return null;
                }
            });
            return;
        }
        int f = enter();
        try {
            connect0(f, a.addr, port, timeout);
        } catch (IOException e) {
            throw closedOr(e);
        } finally {
            leave();
        }
        if (isClosed())
            throw new SocketException("Socket closed");
    }

    /** accept a connection: the new descriptor belongs to this one's node */
    SocketFd acceptFd(int timeout) throws IOException {
        if (node != Cluster.node())
            return Cluster.on(node, new Cluster.Op<SocketFd>() {
                public SocketFd run() throws IOException {
                    return acceptFd(timeout);
                }
            });
        return new SocketFd(accept(timeout));
    }

    private int accept(int timeout) throws IOException {
        int f = enter(), nfd;
        try {
            nfd = accept0(f, timeout);
        } catch (IOException e) {
            throw closedOr(e);
        } finally {
            leave();
        }
        if (isClosed()) {
            close0(nfd);
            throw new SocketException("Socket closed");
        }
        return nfd;
    }

    int read(byte[] b, int off, int len, int timeout) throws IOException {
        if (node != Cluster.node())
            return Cluster.on(node, new Cluster.Op<Integer>() {
                public Integer run() throws IOException {
                    return read(b, off, len, timeout);
                }
            });

        int f = enter(), n;
        try {
            n = read0(f, b, off, len, timeout);
        } catch (IOException e) {
            throw closedOr(e);
        } finally {
            leave();
        }
        if (n < 0 && isClosed())
            throw new SocketException("Socket closed");
        return n;
    }

    void write(byte[] b, int off, int len) throws IOException {
        if (node != Cluster.node()) {
            Cluster.on(node, new Cluster.Op<Object>() {
                public Object run() throws IOException {
                    write(b, off, len);
                    return null;
                }
            });
            return;
        }
        int f = enter();
        try {
            write0(f, b, off, len);
        } catch (IOException e) {
            throw closedOr(e);
        } finally {
            leave();
        }
    }

    int available() throws SocketException {
        if (node != Cluster.node())
            return remoteS(new Cluster.Op<Integer>() {
                public Integer run() throws IOException {
                    return available();
                }
            });

        int f = enter();
        try {
            return available0(f);
        } finally {
            leave();
        }
    }

    void shutdown(int how) throws SocketException {
        if (node != Cluster.node()) {
            remoteS(new Cluster.Op<Object>() {
                public Object run() throws IOException {
                    shutdown(how);
                    return null;
                }
            });
            return;
        }
        int f = enter();
        try {
            shutdown0(f, how);
        } finally {
            leave();
        }
    }

    void setOpt(int opt, int value) throws SocketException {
        if (node != Cluster.node()) {
            remoteS(new Cluster.Op<Object>() {
                public Object run() throws IOException {
                    setOpt(opt, value);
                    return null;
                }
            });
            return;
        }
        int f = enter();
        try {
            setOpt0(f, opt, value);
        } finally {
            leave();
        }
    }

    int getOpt(int opt) throws SocketException {
        if (node != Cluster.node())
            return remoteS(new Cluster.Op<Integer>() {
                public Integer run() throws IOException {
                    return getOpt(opt);
                }
            });

        int f = enter();
        try {
            return getOpt0(f, opt);
        } finally {
            leave();
        }
    }

    /** the local (peer) address and port, or null */
    InetSocketAddress name(boolean peer) throws SocketException {
        if (node != Cluster.node())
            return remoteS(new Cluster.Op<InetSocketAddress>() {
                public InetSocketAddress run() throws IOException {
                    return name(peer);
                }
            });

        byte[] b;
        int f = enter();
        try {
            b = name0(f, peer);
        } finally {
            leave();
        }
        if (b == null)
            return null;
        int n = b.length - 2;
        byte[] a = new byte[n];
        System.arraycopy(b, 0, a, 0, n);
        InetAddress ia = InetAddress.of(null, a);
        if (ia.isAnyLocalAddress())
            ia.hostName = ia instanceof Inet4Address ? "0.0.0.0" : "::";
        return new InetSocketAddress(ia, (b[n] & 0xff) << 8 | (b[n + 1] & 0xff));
    }

    /** send one datagram to a (null: the connected peer) */
    void sendTo(byte[] b, int off, int len, InetAddress a, int port) throws IOException {
        if (node != Cluster.node()) {
            Cluster.on(node, new Cluster.Op<Object>() {
                public Object run() throws IOException {
                    sendTo(b, off, len, a, port);
                    return null;
                }
            });
            return;
        }
        int f = enter();
        try {
            sendTo0(f, b, off, len, a != null ? a.addr : null, port);
        } catch (IOException e) {
            throw closedOr(e);
        } finally {
            leave();
        }
    }

    /** receive one datagram into b[off, off + len); the sender is stored
     *  into from (19 bytes: length, address, port) */
    int recvFrom(byte[] b, int off, int len, int timeout, byte[] from) throws IOException {
        if (node != Cluster.node())
            return Cluster.on(node, new Cluster.Op<Integer>() {
                public Integer run() throws IOException {
                    return recvFrom(b, off, len, timeout, from);
                }
            });

        int f = enter(), n;
        try {
            n = recvFrom0(f, b, off, len, timeout, from);
        } catch (IOException e) {
            throw closedOr(e);
        } finally {
            leave();
        }
        if (isClosed())
            throw new SocketException("Socket closed");
        return n;
    }

    void disconnect() throws SocketException {
        if (node != Cluster.node()) {
            remoteS(new Cluster.Op<Object>() {
                public Object run() throws IOException {
                    disconnect();
                    return null;
                }
            });
            return;
        }
        int f = enter();
        try {
            disconnect0(f);
        } finally {
            leave();
        }
    }

    /** op on the owner node, for operations that throw only SocketException */
    private <T> T remoteS(Cluster.Op<T> op) throws SocketException {
        try {
            return Cluster.on(node, op);
        } catch (SocketException e) {
            throw e;
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        }
    }
}
