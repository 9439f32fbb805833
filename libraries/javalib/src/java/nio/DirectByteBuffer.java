package java.nio;

/**
 * A direct ByteBuffer.  Its elements are either a Java byte array that
 * the buffer alone refers to (allocateDirect: the heap never moves an
 * object, so the array's elements are fixed native memory, freed by the
 * collector with the buffer, and on a cluster kept coherent like any
 * array), or native memory a JNI native handed to NewDirectByteBuffer.
 * Native memory belongs to one process: `node` records which (a token
 * of the process that made the buffer), and an access from another
 * cluster node is an IllegalStateException rather than a read of an
 * address that means nothing there.  JNI's GetDirectBufferAddress gives
 * the address of element 0 either way.
 */
class DirectByteBuffer extends ByteBuffer {
    private static final long NODE = token();

    final byte[] hb;          // allocateDirect's memory, else null
    final int offset;         // of element 0 in hb
    final long address;       // native memory of element 0 when hb is null
    final long node;          // the process whose memory address is

    DirectByteBuffer(byte[] hb, int offset, int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.address = 0;
        this.node = NODE;
    }

    /** JNI NewDirectByteBuffer: cap bytes of native memory at address. */
    DirectByteBuffer(long address, int cap) {
        this(address, NODE, -1, 0, cap, cap);
    }

    private DirectByteBuffer(long address, long node, int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap);
        this.hb = null;
        this.offset = 0;
        this.address = address;
        this.node = node;
    }

    private long at(int i) {
        if (node != NODE)
            throw new IllegalStateException("direct buffer memory belongs to another cluster node");
        return address + i;
    }

    byte getAt(int i) { return hb != null ? hb[offset + i] : peek(at(i)); }

    void putAt(int i, byte b) {
        if (hb != null)
            hb[offset + i] = b;
        else
            poke(at(i), b);
    }

    void copyOut(int i, byte[] dst, int off, int len) {
        if (hb != null)
            System.arraycopy(hb, offset + i, dst, off, len);
        else if (len > 0)
            copyToArray(at(i), dst, off, len);
    }

    void copyIn(int i, byte[] src, int off, int len) {
        if (hb != null)
            System.arraycopy(src, off, hb, offset + i, len);
        else if (len > 0)
            copyFromArray(src, off, at(i), len);
    }

    public ByteBuffer slice() {
        int p = position(), n = remaining();
        if (hb != null)
            return new DirectByteBuffer(hb, offset + p, -1, 0, n, n);
        return new DirectByteBuffer(address + p, node, -1, 0, n, n);
    }

    public ByteBuffer duplicate() {
        if (hb != null)
            return new DirectByteBuffer(hb, offset, markValue(), position(), limit(), capacity());
        return new DirectByteBuffer(address, node, markValue(), position(), limit(), capacity());
    }

    public boolean hasArray() { return false; }
    public byte[] array() { throw new UnsupportedOperationException(); }
    public int arrayOffset() { throw new UnsupportedOperationException(); }
    public boolean isDirect() { return true; }

    /* A number that differs between the processes of a cluster. */
    private static native long token();
    /* Native memory: the callers have checked the range against the
     * buffer's capacity and the node. */
    private static native byte peek(long address);
    private static native void poke(long address, byte b);
    private static native void copyToArray(long address, byte[] dst, int off, int len);
    private static native void copyFromArray(byte[] src, int off, long address, int len);
}
