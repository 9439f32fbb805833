package java.util.zip;

import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * Reads a ZIP archive sequentially, entry by entry, from its local headers
 * (the central directory is not read).  Stored entries need their sizes in
 * the local header; deflated ones may have a data descriptor after their
 * data (with or without its signature).  Sizes and CRC-32 are checked at
 * the end of each entry.  Encrypted entries and ZIP64 are not supported.
 */
public class ZipInputStream extends InflaterInputStream implements ZipConstants {
    private ZipEntry entry;
    private int flag;
    private final CRC32 crc = new CRC32();
    private long remaining;
    private final byte[] tmpbuf = new byte[512];
    private boolean closed;
    private boolean entryEOF;
    private final Charset charset;

    public ZipInputStream(InputStream in) {
        this(in, StandardCharsets.UTF_8);
    }

    public ZipInputStream(InputStream in, Charset charset) {
        super(new Pushback(nonNull(in), 512), new Inflater(true), 512);
        usesDefaultInflater = true;
        if (charset == null) {
            inf.end();
            throw new NullPointerException("charset is null");
        }
        this.charset = charset;
    }

    private static InputStream nonNull(InputStream in) {
        if (in == null) {
            throw new NullPointerException("in is null");
        }
        return in;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public ZipEntry getNextEntry() throws IOException {
        ensureOpen();
        if (entry != null) {
            closeEntry();
        }
        crc.reset();
        inf.reset();
        if ((entry = readLOC()) == null) {
            return null;
        }
        if (entry.method == STORED_METHOD) {
            remaining = entry.size;
        }
        entryEOF = false;
        return entry;
    }

    private static final int STORED_METHOD = ZipEntry.STORED;
    private static final int DEFLATED_METHOD = ZipEntry.DEFLATED;

    public void closeEntry() throws IOException {
        ensureOpen();
        while (read(tmpbuf, 0, tmpbuf.length) != -1) {
        }
        entryEOF = true;
    }

    public int available() throws IOException {
        ensureOpen();
        return entryEOF ? 0 : 1;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        if (entry == null) {
            return -1;
        }
        switch (entry.method) {
        case DEFLATED_METHOD:
            len = super.read(b, off, len);
            if (len == -1) {
                readEnd(entry);
                entryEOF = true;
                entry = null;
            } else {
                crc.update(b, off, len);
            }
            return len;
        case STORED_METHOD:
            if (remaining <= 0) {
                entryEOF = true;
                entry = null;
                return -1;
            }
            if (len > remaining) {
                len = (int) remaining;
            }
            len = in.read(b, off, len);
            if (len == -1) {
                throw new ZipException("unexpected EOF");
            }
            crc.update(b, off, len);
            remaining -= len;
            if (remaining == 0 && entry.crc != crc.getValue()) {
                throw new ZipException("invalid entry CRC (expected 0x" + Long.toHexString(entry.crc)
                                       + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
            }
            return len;
        default:
            throw new ZipException("invalid compression method");
        }
    }

    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("negative skip length");
        }
        ensureOpen();
        int max = (int) Math.min(n, Integer.MAX_VALUE);
        int total = 0;
        while (total < max) {
            int r = read(tmpbuf, 0, Math.min(max - total, tmpbuf.length));
            if (r == -1) {
                entryEOF = true;
                break;
            }
            total += r;
        }
        return total;
    }

    public void close() throws IOException {
        if (!closed) {
            super.close();
            closed = true;
        }
    }

    protected ZipEntry createZipEntry(String name) {
        return new ZipEntry(name);
    }

    private ZipEntry readLOC() throws IOException {
        try {
            readFully(tmpbuf, 0, LOCHDR);
        } catch (EOFException e) {
            return null;
        }
        if (get32(tmpbuf, 0) != LOCSIG) {
            return null;
        }
        flag = get16(tmpbuf, LOCFLG);
        int nlen = get16(tmpbuf, LOCNAM);
        byte[] nb = new byte[nlen];
        readFully(nb, 0, nlen);
        String name = (flag & 0x800) != 0 ? new String(nb, StandardCharsets.UTF_8) : new String(nb, charset);
        ZipEntry e = createZipEntry(name);
        if ((flag & 1) == 1) {
            throw new ZipException("encrypted ZIP entry not supported");
        }
        e.method = get16(tmpbuf, LOCHOW);
        e.xdostime = get32(tmpbuf, LOCTIM);
        if ((flag & 8) == 8) {
            if (e.method != DEFLATED_METHOD) {
                throw new ZipException("only DEFLATED entries can have EXT descriptor");
            }
        } else {
            e.crc = get32(tmpbuf, LOCCRC);
            e.csize = get32(tmpbuf, LOCSIZ);
            e.size = get32(tmpbuf, LOCLEN);
        }
        int elen = get16(tmpbuf, LOCEXT);
        if (elen > 0) {
            byte[] extra = new byte[elen];
            readFully(extra, 0, elen);
            e.extra = extra;
        }
        return e;
    }

    private void readEnd(ZipEntry e) throws IOException {
        int n = inf.getRemaining();
        if (n > 0) {
            ((Pushback) in).unread(buf, len - n, n);
        }
        if ((flag & 8) == 8) {
            readFully(tmpbuf, 0, EXTHDR);
            long sig = get32(tmpbuf, 0);
            if (sig != EXTSIG) {
                // a descriptor without its (optional) signature
                e.crc = sig;
                e.csize = get32(tmpbuf, EXTSIZ - EXTCRC);
                e.size = get32(tmpbuf, EXTLEN - EXTCRC);
                ((Pushback) in).unread(tmpbuf, EXTHDR - EXTCRC, EXTCRC);
            } else {
                e.crc = get32(tmpbuf, EXTCRC);
                e.csize = get32(tmpbuf, EXTSIZ);
                e.size = get32(tmpbuf, EXTLEN);
            }
        }
        if (e.size != inf.getBytesWritten()) {
            throw new ZipException("invalid entry size (expected " + e.size + " but got "
                                   + inf.getBytesWritten() + " bytes)");
        }
        if (e.csize != inf.getBytesRead()) {
            throw new ZipException("invalid entry compressed size (expected " + e.csize + " but got "
                                   + inf.getBytesRead() + " bytes)");
        }
        if (e.crc != crc.getValue()) {
            throw new ZipException("invalid entry CRC (expected 0x" + Long.toHexString(e.crc) + " but got 0x"
                                   + Long.toHexString(crc.getValue()) + ")");
        }
    }

    private void readFully(byte[] b, int off, int n) throws IOException {
        while (n > 0) {
            int r = in.read(b, off, n);
            if (r == -1) {
                throw new EOFException();
            }
            off += r;
            n -= r;
        }
    }

    static int get16(byte[] b, int off) {
        return (b[off] & 0xff) | (b[off + 1] & 0xff) << 8;
    }

    static long get32(byte[] b, int off) {
        return (get16(b, off) | (long) get16(b, off + 2) << 16) & 0xffffffffL;
    }

    /** An input stream with room to push back the inflater's unused input. */
    private static final class Pushback extends FilterInputStream {
        private final byte[] back;
        private int pos;

        Pushback(InputStream in, int size) {
            super(in);
            back = new byte[size];
            pos = size;
        }

        void unread(byte[] b, int off, int n) throws IOException {
            if (n > pos) {
                throw new IOException("Push back buffer is full");
            }
            pos -= n;
            System.arraycopy(b, off, back, pos, n);
        }

        public int read() throws IOException {
            return pos < back.length ? back[pos++] & 0xff : in.read();
        }

        public int read(byte[] b, int off, int n) throws IOException {
            if (n == 0) {
                return 0;
            }
            int k = Math.min(n, back.length - pos);
            if (k > 0) {
                System.arraycopy(back, pos, b, off, k);
                pos += k;
                if (k == n) {
                    return k;
                }
                int r = in.available() > 0 ? in.read(b, off + k, n - k) : 0;
                return r > 0 ? k + r : k;
            }
            return in.read(b, off, n);
        }

        public int available() throws IOException {
            return back.length - pos + in.available();
        }

        public long skip(long n) throws IOException {
            long k = Math.min(n, back.length - pos);
            pos += (int) k;
            return k < n ? k + in.skip(n - k) : k;
        }

        public boolean markSupported() {
            return false;
        }
    }
}
