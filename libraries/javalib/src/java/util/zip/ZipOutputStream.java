package java.util.zip;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;

/**
 * Writes a ZIP archive: for each entry a local header, its data (stored or
 * deflated) and, for deflated entries whose sizes and CRC were not given
 * beforehand, a data descriptor; at the end the central directory.  Names
 * and comments are written in UTF-8 (general purpose flag bit 11).  ZIP64
 * (entries or archives of 4 GiB and more, or 65,535 entries) is not written:
 * ZipException instead.
 */
public class ZipOutputStream extends DeflaterOutputStream implements ZipConstants {
    public static final int STORED = ZipEntry.STORED;
    public static final int DEFLATED = ZipEntry.DEFLATED;

    private static final int USE_UTF8 = 0x800;

    /** An entry and the offset of its local header. */
    private static final class XEntry {
        final ZipEntry entry;
        final long offset;

        XEntry(ZipEntry entry, long offset) {
            this.entry = entry;
            this.offset = offset;
        }
    }

    private final ArrayList<XEntry> xentries = new ArrayList<XEntry>();
    private final HashSet<String> names = new HashSet<String>();
    private final CRC32 crc = new CRC32();
    private final Charset charset;
    private XEntry current;
    private long written;
    private long locoff;
    private byte[] comment;
    private int method = DEFLATED;
    private boolean finished;
    private boolean closed;

    public ZipOutputStream(OutputStream out) {
        this(out, StandardCharsets.UTF_8);
    }

    public ZipOutputStream(OutputStream out, Charset charset) {
        super(out, out != null ? new Deflater(Deflater.DEFAULT_COMPRESSION, true) : null);
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
        this.charset = charset;
        usesDefaultDeflater = true;
    }

    private boolean utf8() {
        return charset == StandardCharsets.UTF_8 || charset.name().equals("UTF-8");
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public void setComment(String comment) {
        if (comment != null) {
            this.comment = comment.getBytes(charset);
            if (this.comment.length > 0xffff) {
                throw new IllegalArgumentException("ZIP file comment too long.");
            }
        }
    }

    public void setMethod(int method) {
        if (method != STORED && method != DEFLATED) {
            throw new IllegalArgumentException("invalid compression method");
        }
        this.method = method;
    }

    public void setLevel(int level) {
        def.setLevel(level);
    }

    public void putNextEntry(ZipEntry e) throws IOException {
        ensureOpen();
        if (current != null) {
            closeEntry();
        }
        if (e.xdostime == -1) {
            e.setTime(System.currentTimeMillis());
        }
        if (e.method == -1) {
            e.method = method;
        }
        e.flag = 0;
        switch (e.method) {
        case DEFLATED:
            if (e.size == -1 || e.csize == -1 || e.crc == -1) {
                e.flag = 8;
            }
            break;
        case STORED:
            if (e.size == -1) {
                e.size = e.csize;
            } else if (e.csize == -1) {
                e.csize = e.size;
            } else if (e.size != e.csize) {
                throw new ZipException("STORED entry where compressed != uncompressed size");
            }
            if (e.size == -1 || e.crc == -1) {
                throw new ZipException("STORED entry missing size, compressed size, or crc-32");
            }
            break;
        default:
            throw new ZipException("unsupported compression method");
        }
        if (!names.add(e.name)) {
            throw new ZipException("duplicate entry: " + e.name);
        }
        if (utf8()) {
            e.flag |= USE_UTF8;
        }
        current = new XEntry(e, written);
        xentries.add(current);
        writeLOC(current);
    }

    public void closeEntry() throws IOException {
        ensureOpen();
        if (current == null) {
            return;
        }
        ZipEntry e = current.entry;
        switch (e.method) {
        case DEFLATED:
            def.finish();
            while (!def.finished()) {
                deflate();
            }
            if ((e.flag & 8) == 0) {
                if (e.size != def.getBytesRead()) {
                    throw new ZipException("invalid entry size (expected " + e.size + " but got "
                                           + def.getBytesRead() + " bytes)");
                }
                if (e.csize != def.getBytesWritten()) {
                    throw new ZipException("invalid entry compressed size (expected " + e.csize + " but got "
                                           + def.getBytesWritten() + " bytes)");
                }
                if (e.crc != crc.getValue()) {
                    throw new ZipException("invalid entry CRC-32 (expected 0x" + Long.toHexString(e.crc)
                                           + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
                }
            } else {
                e.size = def.getBytesRead();
                e.csize = def.getBytesWritten();
                e.crc = crc.getValue();
                writeEXT(e);
            }
            def.reset();
            written += e.csize;
            break;
        case STORED:
            if (e.size != written - locoff) {
                throw new ZipException("invalid entry size (expected " + e.size + " but got "
                                       + (written - locoff) + " bytes)");
            }
            if (e.crc != crc.getValue()) {
                throw new ZipException("invalid entry crc-32 (expected 0x" + Long.toHexString(e.crc)
                                       + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
            }
            break;
        default:
            throw new ZipException("invalid compression method");
        }
        crc.reset();
        current = null;
    }

    public synchronized void write(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return;
        }
        if (current == null) {
            throw new ZipException("no current ZIP entry");
        }
        ZipEntry e = current.entry;
        if (e.method == DEFLATED) {
            super.write(b, off, len);
        } else {
            written += len;
            if (written - locoff > e.size) {
                throw new ZipException("attempt to write past end of STORED entry");
            }
            out.write(b, off, len);
        }
        crc.update(b, off, len);
    }

    public void finish() throws IOException {
        ensureOpen();
        if (finished) {
            return;
        }
        if (current != null) {
            closeEntry();
        }
        long cenStart = written;
        for (XEntry x : xentries) {
            writeCEN(x);
        }
        writeEND(cenStart, written - cenStart);
        finished = true;
    }

    public void close() throws IOException {
        if (!closed) {
            super.close();
            closed = true;
        }
    }

    // ---- headers (little-endian) ----

    private void writeLOC(XEntry x) throws IOException {
        ZipEntry e = x.entry;
        byte[] nameBytes = e.name.getBytes(charset);
        byte[] extra = e.extra;
        checkSize(e);
        writeInt(LOCSIG);
        writeShort(version(e));
        writeShort(e.flag);
        writeShort(e.method);
        writeInt(e.xdostime);
        if ((e.flag & 8) == 8) {
            writeInt(0);
            writeInt(0);
            writeInt(0);
        } else {
            writeInt(e.crc);
            writeInt(e.csize);
            writeInt(e.size);
        }
        writeShort(nameBytes.length);
        writeShort(extra != null ? extra.length : 0);
        writeBytes(nameBytes);
        if (extra != null) {
            writeBytes(extra);
        }
        locoff = written;
    }

    private void writeEXT(ZipEntry e) throws IOException {
        checkSize(e);
        writeInt(EXTSIG);
        writeInt(e.crc);
        writeInt(e.csize);
        writeInt(e.size);
    }

    private void writeCEN(XEntry x) throws IOException {
        ZipEntry e = x.entry;
        byte[] nameBytes = e.name.getBytes(charset);
        byte[] extra = e.extra;
        byte[] cmt = e.comment != null ? e.comment.getBytes(charset) : null;
        int version = version(e);
        if (x.offset >= 0xffffffffL) {
            throw new ZipException("ZIP64 archives are not supported");
        }
        writeInt(CENSIG);
        writeShort(version);
        writeShort(version);
        writeShort(e.flag);
        writeShort(e.method);
        writeInt(e.xdostime);
        writeInt(e.crc);
        writeInt(e.csize);
        writeInt(e.size);
        writeShort(nameBytes.length);
        writeShort(extra != null ? extra.length : 0);
        writeShort(cmt != null ? Math.min(cmt.length, 0xffff) : 0);
        writeShort(0);   // disk number start
        writeShort(0);   // internal attributes
        writeInt(0);     // external attributes
        writeInt(x.offset);
        writeBytes(nameBytes);
        if (extra != null) {
            writeBytes(extra);
        }
        if (cmt != null) {
            out.write(cmt, 0, Math.min(cmt.length, 0xffff));
            written += Math.min(cmt.length, 0xffff);
        }
    }

    private void writeEND(long off, long len) throws IOException {
        int count = xentries.size();
        if (count >= 0xffff || off >= 0xffffffffL || len >= 0xffffffffL) {
            throw new ZipException("ZIP64 archives are not supported");
        }
        writeInt(ENDSIG);
        writeShort(0);
        writeShort(0);
        writeShort(count);
        writeShort(count);
        writeInt(len);
        writeInt(off);
        if (comment != null) {
            writeShort(comment.length);
            writeBytes(comment);
        } else {
            writeShort(0);
        }
    }

    private static void checkSize(ZipEntry e) throws ZipException {
        if (e.size >= 0xffffffffL || e.csize >= 0xffffffffL) {
            throw new ZipException("ZIP64 entries are not supported");
        }
    }

    private static int version(ZipEntry e) throws ZipException {
        switch (e.method) {
        case DEFLATED:
            return 20;
        case STORED:
            return 10;
        default:
            throw new ZipException("unsupported compression method");
        }
    }

    private void writeShort(int v) throws IOException {
        out.write(v & 0xff);
        out.write(v >>> 8 & 0xff);
        written += 2;
    }

    private void writeInt(long v) throws IOException {
        out.write((int) (v & 0xff));
        out.write((int) (v >>> 8 & 0xff));
        out.write((int) (v >>> 16 & 0xff));
        out.write((int) (v >>> 24 & 0xff));
        written += 4;
    }

    private void writeBytes(byte[] b) throws IOException {
        out.write(b, 0, b.length);
        written += b.length;
    }
}
