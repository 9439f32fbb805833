package java.nio;

/** A ByteBuffer over a Java byte array (elements offset.. of hb). */
class HeapByteBuffer extends ByteBuffer {
    final byte[] hb;
    final int offset;

    HeapByteBuffer(byte[] hb, int offset, int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
    }

    byte getAt(int i) { return hb[offset + i]; }
    void putAt(int i, byte b) { hb[offset + i] = b; }

    void copyOut(int i, byte[] dst, int off, int len) {
        System.arraycopy(hb, offset + i, dst, off, len);
    }

    void copyIn(int i, byte[] src, int off, int len) {
        System.arraycopy(src, off, hb, offset + i, len);
    }

    public ByteBuffer slice() {
        int p = position();
        return new HeapByteBuffer(hb, offset + p, -1, 0, remaining(), remaining());
    }

    public ByteBuffer duplicate() {
        return new HeapByteBuffer(hb, offset, markValue(), position(), limit(), capacity());
    }

    public boolean hasArray() { return true; }
    public byte[] array() { return hb; }
    public int arrayOffset() { return offset; }
    public boolean isDirect() { return false; }
}
