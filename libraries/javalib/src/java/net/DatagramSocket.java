package java.net;

import java.io.IOException;

/**
 * A UDP socket over a SocketFd.  The descriptor is made when the socket
 * is bound (explicitly, or implicitly to the wildcard address and an
 * ephemeral port by the first send, receive or connect), in the family of
 * the address it is bound to: the wildcard is IPv4 here (IPv6 when an
 * unbound socket's first peer is IPv6), so a socket bound to it reaches
 * peers of that family only (the JDK's is a dual-stack IPv6 socket).
 * Options set before are kept and applied then; SO_BROADCAST is on by
 * default, as on the JDK.
 *
 * Nothing holds a lock across a blocking call except the packet's own
 * monitor (as the JDK's send and receive do), so close() from another
 * thread always gets through: it wakes a thread blocked in receive, which
 * throws SocketException("Socket closed").  Messages are the JDK 17 ones:
 * "Socket is closed" for option and bind calls on a closed socket,
 * "Socket closed" for send and receive.
 */
public class DatagramSocket implements java.io.Closeable {
    private SocketFd sfd;
    private InetAddress local;
    private int localPort;
    private InetAddress remote;
    private int remotePort = -1;
    private volatile boolean bound, connected, closed;
    private volatile int timeout;
    /** options set before the descriptor existed, -1 = not set */
    private final int[] pending = { -1, -1, -1, -1, -1, -1, -1 };

    public DatagramSocket() throws SocketException {
        this(new InetSocketAddress(0));
    }

    public DatagramSocket(SocketAddress bindaddr) throws SocketException {
        if (bindaddr != null) {
            try {
                bind(bindaddr);
            } catch (SocketException | RuntimeException e) {
                close();
                throw e;
            }
        }
    }

    public DatagramSocket(int port) throws SocketException {
        this(port, null);
    }

    public DatagramSocket(int port, InetAddress laddr) throws SocketException {
        this(new InetSocketAddress(laddr, port));
    }

    private void checkOpen() throws SocketException {
        if (closed)
            throw new SocketException("Socket is closed");
    }

    private SocketFd fd(boolean v6) throws SocketException {
        synchronized (this) {
            if (sfd == null) {
                SocketFd s = SocketFd.datagram(v6);
                try {
                    for (int i = 0; i < pending.length; i++)
                        if (pending[i] >= 0)
                            s.setOpt(i, pending[i]);
                } catch (SocketException e) {
                    s.close();
                    throw e;
                }
                sfd = s;
            }
            return sfd;
        }
    }

    public synchronized void bind(SocketAddress addr) throws SocketException {
        checkOpen();
        if (bound)
            throw new SocketException("Already bound");
        if (addr != null && !(addr instanceof InetSocketAddress))
            throw new java.nio.channels.UnsupportedAddressTypeException();
        InetSocketAddress isa = addr != null ? (InetSocketAddress) addr : new InetSocketAddress(0);
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

    /** the descriptor, bound first to the wildcard address if it is not
     *  (the IPv6 one when the first peer is an IPv6 address) */
    private SocketFd boundFd(InetAddress peer) throws SocketException {
        synchronized (this) {
            if (closed)
                throw new SocketException("Socket closed");
            if (!bound)
                bind(peer instanceof Inet6Address ? new InetSocketAddress(InetAddress.of(null, new byte[16]), 0) : null);
            return sfd;
        }
    }

    public void connect(InetAddress address, int port) {
        if (address == null)
            throw new IllegalArgumentException("Address can't be null");
        if (port < 0 || port > 0xFFFF)
            throw new IllegalArgumentException("port out of range:" + port);
        try {
            connect0(address, port);
        } catch (SocketException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    public void connect(SocketAddress addr) throws SocketException {
        if (addr == null)
            throw new IllegalArgumentException("Address can't be null");
        if (!(addr instanceof InetSocketAddress))
            throw new java.nio.channels.UnsupportedAddressTypeException();
        InetSocketAddress isa = (InetSocketAddress) addr;
        if (isa.isUnresolved())
            throw new SocketException("Unresolved address");
        connect0(isa.getAddress(), isa.getPort());
    }

    private synchronized void connect0(InetAddress address, int port) throws SocketException {
        if (closed)
            return;
        if (port == 0)
            throw new SocketException("Can't connect to port 0");
        SocketFd s = boundFd(address);
        try {
            s.connect(address, port, 0);
        } catch (SocketException e) {
            throw e;
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        }
        remote = address;
        remotePort = port;
        connected = true;
        InetSocketAddress l = s.name(false);
        if (l != null)
            local = l.getAddress();
    }

    public synchronized void disconnect() {
        if (closed || !connected)
            return;
        try {
            sfd.disconnect();
        } catch (SocketException e) {
            // the association is gone either way
        }
        connected = false;
        remote = null;
        remotePort = -1;
    }

    public boolean isBound() { return bound; }
    public boolean isConnected() { return connected; }
    public boolean isClosed() { return closed; }

    public InetAddress getInetAddress() { return connected ? remote : null; }
    public int getPort() { return connected ? remotePort : -1; }

    public SocketAddress getRemoteSocketAddress() {
        return connected ? new InetSocketAddress(remote, remotePort) : null;
    }

    public SocketAddress getLocalSocketAddress() {
        return closed || !bound ? null : new InetSocketAddress(local, localPort);
    }

    public InetAddress getLocalAddress() {
        if (closed)
            return null;
        return bound ? local : InetAddress.anyLocal();
    }

    public int getLocalPort() {
        if (closed)
            return -1;
        return bound ? localPort : 0;
    }

    public void send(DatagramPacket p) throws IOException {
        synchronized (p) {
            if (closed)
                throw new SocketException("Socket closed");
            InetAddress to = p.address;
            boolean conn = connected;
            if (conn) {
                if (to != null && (!to.equals(remote) || p.port != remotePort))
                    throw new IllegalArgumentException("Connected and packet address differ");
            } else {
                if (to == null)
                    throw new IllegalArgumentException("Address not set");
                if (p.port == 0)
                    throw new SocketException("Can't send to port 0");
            }
            SocketFd s = boundFd(conn ? remote : to);
            if (conn) {
                s.sendTo(p.buf, p.offset, p.length, null, 0);
                if (to == null) {
                    p.address = remote;
                    p.port = remotePort;
                }
            } else {
                s.sendTo(p.buf, p.offset, p.length, to, p.port);
            }
        }
    }

    public void receive(DatagramPacket p) throws IOException {
        synchronized (p) {
            SocketFd s = boundFd(null);
            byte[] from = new byte[19];
            int n = s.recvFrom(p.buf, p.offset, p.bufLength, timeout, from);
            int alen = from[0];
            byte[] a = new byte[alen == 16 ? 16 : 4];
            System.arraycopy(from, 1, a, 0, a.length);
            p.received(InetAddress.of(null, a), (from[17] & 0xff) << 8 | (from[18] & 0xff), n);
        }
    }

    public void close() {
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
            throw new IllegalArgumentException("timeout < 0");
        this.timeout = timeout;
    }

    public int getSoTimeout() throws SocketException {
        checkOpen();
        return timeout;
    }

    private void setOpt(int opt, int value) throws SocketException {
        SocketFd s;
        synchronized (this) {
            checkOpen();
            pending[opt] = value;
            s = sfd;
        }
        if (s != null)
            s.setOpt(opt, value);
    }

    /** the option's value; before the descriptor exists, the value set
     *  or else the system's default, read from a scratch descriptor when
     *  dflt is -1 */
    private int getOpt(int opt, int dflt) throws SocketException {
        SocketFd s;
        synchronized (this) {
            checkOpen();
            s = sfd;
            if (s == null && (pending[opt] >= 0 || dflt >= 0))
                return pending[opt] >= 0 ? pending[opt] : dflt;
        }
        if (s != null)
            return s.getOpt(opt);
        SocketFd scratch = SocketFd.datagram(false);
        try {
            return scratch.getOpt(opt);
        } finally {
            scratch.close();
        }
    }

    public void setSendBufferSize(int size) throws SocketException {
        if (size <= 0)
            throw new IllegalArgumentException("Invalid send size");
        setOpt(SocketFd.SO_SNDBUF, size);
    }

    public int getSendBufferSize() throws SocketException {
        return getOpt(SocketFd.SO_SNDBUF, -1);
    }

    public void setReceiveBufferSize(int size) throws SocketException {
        if (size <= 0)
            throw new IllegalArgumentException("Invalid receive size");
        setOpt(SocketFd.SO_RCVBUF, size);
    }

    public int getReceiveBufferSize() throws SocketException {
        return getOpt(SocketFd.SO_RCVBUF, -1);
    }

    public void setReuseAddress(boolean on) throws SocketException {
        setOpt(SocketFd.SO_REUSEADDR, on ? 1 : 0);
    }

    public boolean getReuseAddress() throws SocketException {
        return getOpt(SocketFd.SO_REUSEADDR, 0) != 0;
    }

    public void setBroadcast(boolean on) throws SocketException {
        setOpt(SocketFd.SO_BROADCAST, on ? 1 : 0);
    }

    public boolean getBroadcast() throws SocketException {
        return getOpt(SocketFd.SO_BROADCAST, 1) != 0;
    }
}
