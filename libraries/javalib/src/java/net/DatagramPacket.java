package java.net;

/**
 * One UDP datagram: a window [offset, offset + length) of a byte array
 * and, for sending, the address and port it goes to; after a receive, the
 * sender's.  A receive fills at most bufLength bytes, the length last set
 * by a constructor, setData or setLength, and sets only length, so a
 * packet reused for receiving keeps its whole window even after a short
 * datagram (the JDK's behaviour).  Methods are synchronized, as the
 * socket holds the packet's lock while it sends or receives into it.
 */
public final class DatagramPacket {
    byte[] buf;
    int offset;
    int length;
    int bufLength;
    InetAddress address;
    int port;

    public DatagramPacket(byte[] buf, int offset, int length) {
        setData(buf, offset, length);
    }

    public DatagramPacket(byte[] buf, int length) {
        this(buf, 0, length);
    }

    public DatagramPacket(byte[] buf, int offset, int length, InetAddress address, int port) {
        setData(buf, offset, length);
        setAddress(address);
        setPort(port);
    }

    public DatagramPacket(byte[] buf, int offset, int length, SocketAddress address) {
        setData(buf, offset, length);
        setSocketAddress(address);
    }

    public DatagramPacket(byte[] buf, int length, InetAddress address, int port) {
        this(buf, 0, length, address, port);
    }

    public DatagramPacket(byte[] buf, int length, SocketAddress address) {
        this(buf, 0, length, address);
    }

    public synchronized InetAddress getAddress() {
        return address;
    }

    public synchronized int getPort() {
        return port;
    }

    public synchronized byte[] getData() {
        return buf;
    }

    public synchronized int getOffset() {
        return offset;
    }

    public synchronized int getLength() {
        return length;
    }

    public synchronized void setData(byte[] buf, int offset, int length) {
        if (length < 0 || offset < 0 || length > buf.length - offset)
            throw new IllegalArgumentException("illegal length or offset");
        this.buf = buf;
        this.offset = offset;
        this.length = length;
        this.bufLength = length;
    }

    public synchronized void setAddress(InetAddress address) {
        this.address = address;
    }

    public synchronized void setPort(int port) {
        if (port < 0 || port > 0xFFFF)
            throw new IllegalArgumentException("Port out of range:" + port);
        this.port = port;
    }

    public synchronized void setSocketAddress(SocketAddress address) {
        if (!(address instanceof InetSocketAddress))
            throw new IllegalArgumentException("unsupported address type");
        InetSocketAddress isa = (InetSocketAddress) address;
        if (isa.isUnresolved())
            throw new IllegalArgumentException("unresolved address");
        setAddress(isa.getAddress());
        setPort(isa.getPort());
    }

    public synchronized SocketAddress getSocketAddress() {
        return new InetSocketAddress(getAddress(), getPort());
    }

    public synchronized void setData(byte[] buf) {
        if (buf == null)
            throw new NullPointerException("null packet buffer");
        this.buf = buf;
        this.offset = 0;
        this.length = buf.length;
        this.bufLength = buf.length;
    }

    public synchronized void setLength(int length) {
        if (length < 0 || length > buf.length - offset)
            throw new IllegalArgumentException("illegal length");
        this.length = length;
        this.bufLength = length;
    }

    /** after a receive: the sender and the bytes stored */
    synchronized void received(InetAddress from, int port, int n) {
        this.address = from;
        this.port = port;
        this.length = n;
    }
}
