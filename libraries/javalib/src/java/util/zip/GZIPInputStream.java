package java.util.zip;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads the GZIP format (RFC 1952): checks the header (and its CRC-16 when
 * flagged), the trailer's CRC-32 and size, and goes on to the next member
 * of a concatenated file.
 */
public class GZIPInputStream extends InflaterInputStream {
    public static final int GZIP_MAGIC = 0x8b1f;

    private static final int FHCRC = 2;
    private static final int FEXTRA = 4;
    private static final int FNAME = 8;
    private static final int FCOMMENT = 16;

    protected CRC32 crc = new CRC32();
    protected boolean eos;
    private boolean closed;

    public GZIPInputStream(InputStream in, int size) throws IOException {
        super(in, in != null ? new Inflater(true) : null, size);
        usesDefaultInflater = true;
        try {
            readHeader(in);
        } catch (IOException e) {
            inf.end();
            throw e;
        }
    }

    public GZIPInputStream(InputStream in) throws IOException {
        this(in, 512);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public int read(byte[] b, int off, int n) throws IOException {
        ensureOpen();
        if (eos) {
            return -1;
        }
        int got = super.read(b, off, n);
        if (got == -1) {
            if (readTrailer()) {
                eos = true;
            } else {
                return read(b, off, n);
            }
        } else {
            crc.update(b, off, got);
        }
        return got;
    }

    public void close() throws IOException {
        if (!closed) {
            super.close();
            eos = true;
            closed = true;
        }
    }

    /** Reads a member header from s; returns its length in bytes. */
    private int readHeader(InputStream s) throws IOException {
        CheckedInputStream in = new CheckedInputStream(s, crc);
        crc.reset();
        if (readUShort(in) != GZIP_MAGIC) {
            throw new ZipException("Not in GZIP format");
        }
        if (readUByte(in) != 8) {
            throw new ZipException("Unsupported compression method");
        }
        int flg = readUByte(in);
        skipBytes(in, 6);
        int n = 10;
        if ((flg & FEXTRA) != 0) {
            int xlen = readUShort(in);
            skipBytes(in, xlen);
            n += xlen + 2;
        }
        if ((flg & FNAME) != 0) {
            do {
                n++;
            } while (readUByte(in) != 0);
        }
        if ((flg & FCOMMENT) != 0) {
            do {
                n++;
            } while (readUByte(in) != 0);
        }
        if ((flg & FHCRC) != 0) {
            int v = (int) crc.getValue() & 0xffff;
            if (readUShort(in) != v) {
                throw new ZipException("Corrupt GZIP header");
            }
            n += 2;
        }
        crc.reset();
        return n;
    }

    /**
     * Checks the trailer after a member's deflate data; true at the end of
     * the input, false when another member follows (the inflater is then
     * reset onto its data).
     */
    private boolean readTrailer() throws IOException {
        int rem = inf.getRemaining();
        InputStream s = rem > 0 ? new Rest(buf, len - rem, rem, this.in) : this.in;
        if (readUInt(s) != crc.getValue() || readUInt(s) != (inf.getBytesWritten() & 0xffffffffL)) {
            throw new ZipException("Corrupt GZIP trailer");
        }
        if (this.in.available() > 0 || rem > 26) {
            int m = 8;
            try {
                m += readHeader(s);
            } catch (IOException e) {
                return true;   // trailing garbage is ignored
            }
            inf.reset();
            if (rem > m) {
                inf.setInput(buf, len - rem + m, rem - m);
            }
            return false;
        }
        return true;
    }

    private long readUInt(InputStream in) throws IOException {
        long lo = readUShort(in);
        return (long) readUShort(in) << 16 | lo;
    }

    private int readUShort(InputStream in) throws IOException {
        int lo = readUByte(in);
        return readUByte(in) << 8 | lo;
    }

    private int readUByte(InputStream in) throws IOException {
        int b = in.read();
        if (b == -1) {
            throw new EOFException();
        }
        if (b < -1 || b > 255) {
            throw new IOException(this.in.getClass().getName()
                                  + ".read() returned value out of range -1..255: " + b);
        }
        return b;
    }

    private void skipBytes(InputStream in, int n) throws IOException {
        while (n-- > 0) {
            readUByte(in);
        }
    }

    /** The inflater's unused input followed by the rest of the underlying stream. */
    private static final class Rest extends InputStream {
        private final byte[] b;
        private int pos;
        private final int end;
        private final InputStream tail;

        Rest(byte[] b, int off, int n, InputStream tail) {
            this.b = b;
            this.pos = off;
            this.end = off + n;
            this.tail = tail;
        }

        public int read() throws IOException {
            return pos < end ? b[pos++] & 0xff : tail.read();
        }

        public int read(byte[] dst, int off, int n) throws IOException {
            if (n == 0) {
                return 0;
            }
            if (pos < end) {
                int k = Math.min(n, end - pos);
                System.arraycopy(b, pos, dst, off, k);
                pos += k;
                return k;
            }
            return tail.read(dst, off, n);
        }

        public int available() throws IOException {
            return end - pos + tail.available();
        }
    }
}
