package java.util.zip;

import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Reads compressed data from an input stream and returns it decompressed by an Inflater. */
public class InflaterInputStream extends FilterInputStream {
    protected Inflater inf;
    protected byte[] buf;
    protected int len;
    private boolean closed;
    private boolean reachEOF;
    boolean usesDefaultInflater;
    private final byte[] one = new byte[1];

    public InflaterInputStream(InputStream in, Inflater inf, int size) {
        super(in);
        if (in == null || inf == null) {
            throw new NullPointerException();
        }
        if (size <= 0) {
            throw new IllegalArgumentException("buffer size <= 0");
        }
        this.inf = inf;
        this.buf = new byte[size];
    }

    public InflaterInputStream(InputStream in, Inflater inf) {
        this(in, inf, 512);
    }

    public InflaterInputStream(InputStream in) {
        this(in, in != null ? new Inflater() : null);
        usesDefaultInflater = true;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public int read() throws IOException {
        ensureOpen();
        return read(one, 0, 1) == -1 ? -1 : one[0] & 0xff;
    }

    public int read(byte[] b, int off, int n) throws IOException {
        ensureOpen();
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || n < 0 || n > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        if (n == 0) {
            return 0;
        }
        try {
            int got;
            while ((got = inf.inflate(b, off, n)) == 0) {
                if (inf.finished() || inf.needsDictionary()) {
                    reachEOF = true;
                    return -1;
                }
                if (inf.needsInput()) {
                    fill();
                }
            }
            return got;
        } catch (DataFormatException e) {
            String s = e.getMessage();
            throw new ZipException(s != null ? s : "Invalid ZLIB data format");
        }
    }

    public int available() throws IOException {
        ensureOpen();
        if (reachEOF) {
            return 0;
        }
        if (inf.finished()) {
            reachEOF = true;
            return 0;
        }
        return 1;
    }

    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("negative skip length");
        }
        ensureOpen();
        int max = (int) Math.min(n, Integer.MAX_VALUE);
        int total = 0;
        byte[] b = new byte[Math.min(max, 512)];
        while (total < max) {
            int r = read(b, 0, Math.min(max - total, b.length));
            if (r == -1) {
                reachEOF = true;
                break;
            }
            total += r;
        }
        return total;
    }

    public void close() throws IOException {
        if (!closed) {
            if (usesDefaultInflater) {
                inf.end();
            }
            in.close();
            closed = true;
        }
    }

    protected void fill() throws IOException {
        ensureOpen();
        len = in.read(buf, 0, buf.length);
        if (len == -1) {
            throw new EOFException("Unexpected end of ZLIB input stream");
        }
        inf.setInput(buf, 0, len);
    }

    public boolean markSupported() {
        return false;
    }

    public synchronized void mark(int readlimit) {
    }

    public synchronized void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }
}
