package java.io;

import java.nio.charset.Charset;
import java.util.Objects;

/** Encodes characters into bytes written to an output stream (any supported charset). */
public class OutputStreamWriter extends Writer {
    private OutputStream out;
    private final Charset cs;
    private char[] buf = new char[8192];
    private int count;

    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        super(out);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        Charset c = Charset.lookup(charsetName);
        if (c == null) {
            throw new UnsupportedEncodingException(charsetName);
        }
        this.out = out;
        this.cs = c;
    }

    public OutputStreamWriter(OutputStream out) {
        this(out, Charset.defaultCharset());
    }

    public OutputStreamWriter(OutputStream out, Charset cs) {
        super(out);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.out = out;
        this.cs = cs;
    }

    public String getEncoding() {
        if (out == null) {
            return null;
        }
        return cs.historicalName();
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    /** Encodes buffered chars, keeping a trailing high surrogate unless final. */
    void flushBuffer(boolean all) throws IOException {
        synchronized (lock) {
            ensureOpen();
            int n = count;
            if (!all && n > 0 && Character.isHighSurrogate(buf[n - 1])) {
                n--;
            }
            if (n > 0) {
                byte[] b = cs.encodeChars(buf, 0, n);
                out.write(b, 0, b.length);
                System.arraycopy(buf, n, buf, 0, count - n);
                count -= n;
            }
        }
    }

    void flushBuffer() throws IOException {
        flushBuffer(false);
    }

    public void write(int c) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (count >= buf.length - 1) {
                flushBuffer(false);
            }
            buf[count++] = (char) c;
        }
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            Objects.checkFromIndexSize(off, len, cbuf.length);
            while (len > 0) {
                if (count >= buf.length - 1) {
                    flushBuffer(false);
                }
                int k = Math.min(len, buf.length - count);
                System.arraycopy(cbuf, off, buf, count, k);
                count += k;
                off += k;
                len -= k;
            }
        }
    }

    public void write(String str, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (len < 0) {
                throw new IndexOutOfBoundsException();
            }
            while (len > 0) {
                if (count >= buf.length - 1) {
                    flushBuffer(false);
                }
                int k = Math.min(len, buf.length - count);
                str.getChars(off, off + k, buf, count);
                count += k;
                off += k;
                len -= k;
            }
        }
    }

    public void flush() throws IOException {
        synchronized (lock) {
            flushBuffer(false);
            out.flush();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (out == null) {
                return;
            }
            try {
                flushBuffer(true);
                out.flush();
            } finally {
                out.close();
                out = null;
            }
        }
    }
}
