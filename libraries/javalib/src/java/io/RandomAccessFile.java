package java.io;

/**
 * A file read and written at a movable file pointer (natives in
 * libraries/clib/java_io_RandomAccessFile.c over a POSIX descriptor).  The
 * DataInput and DataOutput encodings are those of DataInputStream and
 * DataOutputStream; readLine reads bytes as ISO-8859-1 characters.
 */
public class RandomAccessFile implements DataOutput, DataInput, Closeable {
    private static final int READ = 1, WRITE = 2, SYNC = 4, DSYNC = 8;

    private final int fd;
    private final String path;
    private final boolean writable;
    private volatile boolean closed;
    private final byte[] one = new byte[8];

    public RandomAccessFile(String name, String mode) throws FileNotFoundException {
        this(name != null ? new File(name) : null, mode);
    }

    public RandomAccessFile(File file, String mode) throws FileNotFoundException {
        int m;
        if (mode.equals("r")) m = READ;
        else if (mode.equals("rw")) m = READ | WRITE;
        else if (mode.equals("rws")) m = READ | WRITE | SYNC;
        else if (mode.equals("rwd")) m = READ | WRITE | DSYNC;
        else throw new IllegalArgumentException("Illegal mode \"" + mode + "\" must be one of \"r\", \"rw\", \"rws\", or \"rwd\"");
        if (file == null) throw new NullPointerException();
        path = file.getPath();
        writable = (m & WRITE) != 0;
        fd = open0(path, m);
    }

    private static native int open0(String path, int mode) throws FileNotFoundException;
    private static native int read0(int fd, byte[] b, int off, int len) throws IOException;
    private static native void write0(int fd, byte[] b, int off, int len) throws IOException;
    private static native void seek0(int fd, long pos) throws IOException;
    private static native long getFilePointer0(int fd) throws IOException;
    private static native long length0(int fd) throws IOException;
    private static native void setLength0(int fd, long len) throws IOException;
    private static native void close0(int fd) throws IOException;

    private void ensureOpen() throws IOException {
        if (closed) throw new IOException("Stream Closed");
    }

    public int read() throws IOException {
        ensureOpen();
        int n = read0(fd, one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xFF;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (b == null) throw new NullPointerException();
        if (off < 0 || len < 0 || len > b.length - off) throw new IndexOutOfBoundsException();
        ensureOpen();
        if (len == 0) return 0;
        return read0(fd, b, off, len);
    }

    public int read(byte[] b) throws IOException { return read(b, 0, b.length); }

    public final void readFully(byte[] b) throws IOException { readFully(b, 0, b.length); }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        int n = 0;
        while (n < len) {
            int k = read(b, off + n, len - n);
            if (k < 0) throw new EOFException();
            n += k;
        }
    }

    public int skipBytes(int n) throws IOException {
        if (n <= 0) return 0;
        long pos = getFilePointer();
        long len = length();
        long to = Math.min(pos + n, len);
        if (to < pos) to = pos;
        seek(to);
        return (int) (to - pos);
    }

    public void write(int b) throws IOException {
        ensureOpen();
        one[0] = (byte) b;
        write0(fd, one, 0, 1);
    }

    public void write(byte[] b) throws IOException { write(b, 0, b.length); }

    public void write(byte[] b, int off, int len) throws IOException {
        if (b == null) throw new NullPointerException();
        if (off < 0 || len < 0 || len > b.length - off) throw new IndexOutOfBoundsException();
        ensureOpen();
        if (!writable) throw new IOException("Bad file descriptor");
        write0(fd, b, off, len);
    }

    public long getFilePointer() throws IOException {
        ensureOpen();
        return getFilePointer0(fd);
    }

    public void seek(long pos) throws IOException {
        if (pos < 0) throw new IOException("Negative seek offset");
        ensureOpen();
        seek0(fd, pos);
    }

    public long length() throws IOException {
        ensureOpen();
        return length0(fd);
    }

    public void setLength(long newLength) throws IOException {
        ensureOpen();
        if (newLength < 0) throw new IOException("Invalid argument");
        if (!writable) throw new IOException("Invalid argument");
        setLength0(fd, newLength);
    }

    public void close() throws IOException {
        if (closed) return;
        closed = true;
        close0(fd);
    }

    // ------------------------------------------------------ DataInput

    private int readOrEof() throws IOException {
        int c = read();
        if (c < 0) throw new EOFException();
        return c;
    }

    public final boolean readBoolean() throws IOException { return readOrEof() != 0; }
    public final byte readByte() throws IOException { return (byte) readOrEof(); }
    public final int readUnsignedByte() throws IOException { return readOrEof(); }
    public final short readShort() throws IOException { return (short) readUnsignedShort(); }
    public final int readUnsignedShort() throws IOException {
        readFully(one, 0, 2);
        return ((one[0] & 0xFF) << 8) | (one[1] & 0xFF);
    }
    public final char readChar() throws IOException { return (char) readUnsignedShort(); }
    public final int readInt() throws IOException {
        readFully(one, 0, 4);
        return ((one[0] & 0xFF) << 24) | ((one[1] & 0xFF) << 16) | ((one[2] & 0xFF) << 8) | (one[3] & 0xFF);
    }
    public final long readLong() throws IOException {
        long hi = readInt();
        return (hi << 32) | (readInt() & 0xFFFFFFFFL);
    }
    public final float readFloat() throws IOException { return Float.intBitsToFloat(readInt()); }
    public final double readDouble() throws IOException { return Double.longBitsToDouble(readLong()); }

    public final String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c = -1;
        boolean eol = false;
        while (!eol) {
            switch (c = read()) {
            case -1:
            case '\n':
                eol = true;
                break;
            case '\r':
                eol = true;
                long cur = getFilePointer();
                if (read() != '\n') seek(cur);
                break;
            default:
                sb.append((char) c);
                break;
            }
        }
        if (c == -1 && sb.length() == 0) return null;
        return sb.toString();
    }

    public final String readUTF() throws IOException { return DataInputStream.readUTF(this); }

    // ----------------------------------------------------- DataOutput

    public final void writeBoolean(boolean v) throws IOException { write(v ? 1 : 0); }
    public final void writeByte(int v) throws IOException { write(v); }
    public final void writeShort(int v) throws IOException {
        ensureOpen();
        one[0] = (byte) (v >> 8);
        one[1] = (byte) v;
        write(one, 0, 2);
    }
    public final void writeChar(int v) throws IOException { writeShort(v); }
    public final void writeInt(int v) throws IOException {
        ensureOpen();
        one[0] = (byte) (v >> 24);
        one[1] = (byte) (v >> 16);
        one[2] = (byte) (v >> 8);
        one[3] = (byte) v;
        write(one, 0, 4);
    }
    public final void writeLong(long v) throws IOException {
        writeInt((int) (v >> 32));
        writeInt((int) v);
    }
    public final void writeFloat(float v) throws IOException { writeInt(Float.floatToIntBits(v)); }
    public final void writeDouble(double v) throws IOException { writeLong(Double.doubleToLongBits(v)); }
    public final void writeBytes(String s) throws IOException {
        byte[] b = new byte[s.length()];
        for (int i = 0; i < b.length; i++) b[i] = (byte) s.charAt(i);
        write(b, 0, b.length);
    }
    public final void writeChars(String s) throws IOException {
        byte[] b = new byte[s.length() * 2];
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            b[2 * i] = (byte) (c >> 8);
            b[2 * i + 1] = (byte) c;
        }
        write(b, 0, b.length);
    }
    public final void writeUTF(String str) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream(str.length() + 2);
        new DataOutputStream(bo).writeUTF(str);
        byte[] b = bo.toByteArray();
        write(b, 0, b.length);
    }
}
