package java.io;

/**
 * An input stream that can push bytes back: they are read again, last
 * pushed first, before the underlying stream.  buf[pos..] holds them.
 */
public class PushbackInputStream extends FilterInputStream {
    protected byte[] buf;
    protected int pos;

    public PushbackInputStream(InputStream in, int size) {
        super(in);
        if (size <= 0) throw new IllegalArgumentException("size <= 0");
        buf = new byte[size];
        pos = size;
    }

    public PushbackInputStream(InputStream in) { this(in, 1); }

    private void ensureOpen() throws IOException {
        if (in == null) throw new IOException("Stream closed");
    }

    public int read() throws IOException {
        ensureOpen();
        if (pos < buf.length) return buf[pos++] & 0xFF;
        return super.read();
    }

    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (b == null) throw new NullPointerException();
        if (off < 0 || len < 0 || len > b.length - off) throw new IndexOutOfBoundsException();
        if (len == 0) return 0;
        int n = Math.min(buf.length - pos, len);
        if (n > 0) {
            System.arraycopy(buf, pos, b, off, n);
            pos += n;
            off += n;
            len -= n;
        }
        if (len > 0) {
            int k = super.read(b, off, len);
            if (k < 0) return n == 0 ? -1 : n;
            return n + k;
        }
        return n;
    }

    public void unread(int b) throws IOException {
        ensureOpen();
        if (pos == 0) throw new IOException("Push back buffer is full");
        buf[--pos] = (byte) b;
    }

    public void unread(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (len > pos) throw new IOException("Push back buffer is full");
        pos -= len;
        System.arraycopy(b, off, buf, pos, len);
    }

    public void unread(byte[] b) throws IOException { unread(b, 0, b.length); }

    public int available() throws IOException {
        ensureOpen();
        int n = buf.length - pos;
        int a = super.available();
        return n > Integer.MAX_VALUE - a ? Integer.MAX_VALUE : n + a;
    }

    public long skip(long n) throws IOException {
        ensureOpen();
        if (n <= 0) return 0;
        long k = Math.min(buf.length - pos, n);
        pos += (int) k;
        if (k < n) k += super.skip(n - k);
        return k;
    }

    public boolean markSupported() { return false; }

    public synchronized void mark(int readlimit) {
    }

    public synchronized void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }

    public synchronized void close() throws IOException {
        if (in == null) return;
        in.close();
        in = null;
        buf = null;
    }
}
