package java.nio;

/**
 * A buffer of bytes: on the heap (HeapByteBuffer: allocate, wrap) or
 * direct (DirectByteBuffer: allocateDirect, and JNI's NewDirectByteBuffer
 * over native memory).  Everything here is built on the two abstract
 * element accessors, at indices relative to the buffer's first element;
 * multi-byte values are assembled in the buffer's byte order (big-endian
 * until order() says otherwise).  Messages of the checks are the JDK's.
 */
public abstract class ByteBuffer extends Buffer {
    boolean bigEndian = true;

    ByteBuffer(int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap);
    }

    /* The element at index i (0 <= i < capacity, checked by the caller). */
    abstract byte getAt(int i);
    abstract void putAt(int i, byte b);

    public static ByteBuffer allocate(int capacity) {
        if (capacity < 0)
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        return new HeapByteBuffer(new byte[capacity], 0, -1, 0, capacity, capacity);
    }

    public static ByteBuffer allocateDirect(int capacity) {
        if (capacity < 0)
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        return new DirectByteBuffer(new byte[capacity], 0, -1, 0, capacity, capacity);
    }

    public static ByteBuffer wrap(byte[] array, int offset, int length) {
        java.util.Objects.checkFromIndexSize(offset, length, array.length);
        return new HeapByteBuffer(array, 0, -1, offset, offset + length, array.length);
    }

    public static ByteBuffer wrap(byte[] array) {
        return new HeapByteBuffer(array, 0, -1, 0, array.length, array.length);
    }

    public abstract ByteBuffer slice();
    public abstract ByteBuffer duplicate();

    public boolean isReadOnly() { return false; }
    public abstract boolean hasArray();
    public abstract byte[] array();
    public abstract int arrayOffset();

    public final ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public final ByteBuffer order(ByteOrder bo) {
        bigEndian = bo == ByteOrder.BIG_ENDIAN;
        return this;
    }

    // Buffer's methods, returning ByteBuffer as the JDK's do (since 9).
    public ByteBuffer position(int p) { super.position(p); return this; }
    public ByteBuffer limit(int l) { super.limit(l); return this; }
    public ByteBuffer mark() { super.mark(); return this; }
    public ByteBuffer reset() { super.reset(); return this; }
    public ByteBuffer clear() { super.clear(); return this; }
    public ByteBuffer flip() { super.flip(); return this; }
    public ByteBuffer rewind() { super.rewind(); return this; }

    // Single bytes.
    public byte get() { return getAt(nextGet(1)); }
    public byte get(int index) { return getAt(checkIndex(index, 1)); }
    public ByteBuffer put(byte b) { putAt(nextPut(1), b); return this; }
    public ByteBuffer put(int index, byte b) { putAt(checkIndex(index, 1), b); return this; }

    // Bulk transfers.
    public ByteBuffer get(byte[] dst, int offset, int length) {
        java.util.Objects.checkFromIndexSize(offset, length, dst.length);
        if (length > remaining())
            throw new BufferUnderflowException();
        copyOut(nextGet(length), dst, offset, length);
        return this;
    }

    public ByteBuffer get(byte[] dst) { return get(dst, 0, dst.length); }

    public ByteBuffer put(byte[] src, int offset, int length) {
        java.util.Objects.checkFromIndexSize(offset, length, src.length);
        if (length > remaining())
            throw new BufferOverflowException();
        copyIn(nextPut(length), src, offset, length);
        return this;
    }

    public final ByteBuffer put(byte[] src) { return put(src, 0, src.length); }

    public ByteBuffer put(ByteBuffer src) {
        if (src == this)
            throw new IllegalArgumentException("The source buffer is this buffer");
        int n = src.remaining();
        if (n > remaining())
            throw new BufferOverflowException();
        int from = src.nextGet(n), to = nextPut(n);
        for (int k = 0; k < n; k++)
            putAt(to + k, src.getAt(from + k));
        return this;
    }

    void copyOut(int i, byte[] dst, int offset, int length) {
        for (int k = 0; k < length; k++)
            dst[offset + k] = getAt(i + k);
    }

    void copyIn(int i, byte[] src, int offset, int length) {
        for (int k = 0; k < length; k++)
            putAt(i + k, src[offset + k]);
    }

    public ByteBuffer compact() {
        int p = position(), n = remaining();
        for (int k = 0; k < n; k++)
            putAt(k, getAt(p + k));
        super.clear();
        super.position(n);
        return this;
    }

    // Multi-byte values in this buffer's order.
    private long getN(int i, int n) {
        long v = 0;
        if (bigEndian) {
            for (int k = 0; k < n; k++)
                v = (v << 8) | (getAt(i + k) & 0xff);
        } else {
            for (int k = n - 1; k >= 0; k--)
                v = (v << 8) | (getAt(i + k) & 0xff);
        }
        return v;
    }

    private void putN(int i, int n, long v) {
        if (bigEndian) {
            for (int k = n - 1; k >= 0; k--, v >>>= 8)
                putAt(i + k, (byte) v);
        } else {
            for (int k = 0; k < n; k++, v >>>= 8)
                putAt(i + k, (byte) v);
        }
    }

    public char getChar() { return (char) getN(nextGet(2), 2); }
    public char getChar(int i) { return (char) getN(checkIndex(i, 2), 2); }
    public ByteBuffer putChar(char v) { putN(nextPut(2), 2, v); return this; }
    public ByteBuffer putChar(int i, char v) { putN(checkIndex(i, 2), 2, v); return this; }
    public short getShort() { return (short) getN(nextGet(2), 2); }
    public short getShort(int i) { return (short) getN(checkIndex(i, 2), 2); }
    public ByteBuffer putShort(short v) { putN(nextPut(2), 2, v); return this; }
    public ByteBuffer putShort(int i, short v) { putN(checkIndex(i, 2), 2, v); return this; }
    public int getInt() { return (int) getN(nextGet(4), 4); }
    public int getInt(int i) { return (int) getN(checkIndex(i, 4), 4); }
    public ByteBuffer putInt(int v) { putN(nextPut(4), 4, v); return this; }
    public ByteBuffer putInt(int i, int v) { putN(checkIndex(i, 4), 4, v); return this; }
    public long getLong() { return getN(nextGet(8), 8); }
    public long getLong(int i) { return getN(checkIndex(i, 8), 8); }
    public ByteBuffer putLong(long v) { putN(nextPut(8), 8, v); return this; }
    public ByteBuffer putLong(int i, long v) { putN(checkIndex(i, 8), 8, v); return this; }
    public float getFloat() { return Float.intBitsToFloat(getInt()); }
    public float getFloat(int i) { return Float.intBitsToFloat(getInt(i)); }
    public ByteBuffer putFloat(float v) { return putInt(Float.floatToRawIntBits(v)); }
    public ByteBuffer putFloat(int i, float v) { return putInt(i, Float.floatToRawIntBits(v)); }
    public double getDouble() { return Double.longBitsToDouble(getLong()); }
    public double getDouble(int i) { return Double.longBitsToDouble(getLong(i)); }
    public ByteBuffer putDouble(double v) { return putLong(Double.doubleToRawLongBits(v)); }
    public ByteBuffer putDouble(int i, double v) { return putLong(i, Double.doubleToRawLongBits(v)); }

    public int hashCode() {
        int h = 1;
        for (int i = limit() - 1; i >= position(); i--)
            h = 31 * h + getAt(i);
        return h;
    }

    public boolean equals(Object o) {
        if (this == o)
            return true;
        if (!(o instanceof ByteBuffer))
            return false;
        ByteBuffer b = (ByteBuffer) o;
        int n = remaining();
        if (n != b.remaining())
            return false;
        for (int k = 0; k < n; k++)
            if (getAt(position() + k) != b.getAt(b.position() + k))
                return false;
        return true;
    }

    public String toString() {
        return getClass().getName() + "[pos=" + position() + " lim=" + limit() + " cap=" + capacity() + "]";
    }
}
