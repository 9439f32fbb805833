package java.util.zip;

import java.io.ByteArrayInputStream;
import java.io.Closeable;
import java.io.EOFException;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.stream.Stream;

/**
 * Random access to the entries of a ZIP file through its central directory.
 * The whole file is read into memory when it is opened (there is no
 * RandomAccessFile underneath yet), so it suits archives that fit the heap.
 * Entry streams do not check the CRC (as on the JDK); ZIP64 and encrypted
 * entries are not supported.
 */
public class ZipFile implements ZipConstants, Closeable {
    public static final int OPEN_READ = 1;
    public static final int OPEN_DELETE = 4;

    private final String name;
    private byte[] data;
    private final ArrayList<ZipEntry> entries = new ArrayList<ZipEntry>();
    private final HashMap<String, ZipEntry> byName = new HashMap<String, ZipEntry>();
    private final HashMap<ZipEntry, Long> offsets = new HashMap<ZipEntry, Long>();
    private String comment;
    private final Charset charset;

    public ZipFile(String name) throws IOException {
        this(new File(name), OPEN_READ, StandardCharsets.UTF_8);
    }

    public ZipFile(File file) throws IOException {
        this(file, OPEN_READ, StandardCharsets.UTF_8);
    }

    public ZipFile(File file, int mode) throws IOException {
        this(file, mode, StandardCharsets.UTF_8);
    }

    public ZipFile(String name, Charset charset) throws IOException {
        this(new File(name), OPEN_READ, charset);
    }

    public ZipFile(File file, Charset charset) throws IOException {
        this(file, OPEN_READ, charset);
    }

    public ZipFile(File file, int mode, Charset charset) throws IOException {
        if ((mode & OPEN_READ) == 0 || (mode & ~(OPEN_READ | OPEN_DELETE)) != 0) {
            throw new IllegalArgumentException("Illegal mode: 0x" + Integer.toHexString(mode));
        }
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
        this.name = file.getPath();
        this.charset = charset;
        FileInputStream in = new FileInputStream(file);
        try {
            long n = file.length();
            if (n > Integer.MAX_VALUE - 8) {
                throw new ZipException("zip file too large");
            }
            byte[] b = new byte[(int) n];
            int got = 0;
            while (got < b.length) {
                int r = in.read(b, got, b.length - got);
                if (r < 0) {
                    break;
                }
                got += r;
            }
            if (got < b.length) {
                byte[] c = new byte[got];
                System.arraycopy(b, 0, c, 0, got);
                b = c;
            }
            data = b;
        } finally {
            in.close();
        }
        if ((mode & OPEN_DELETE) != 0) {
            file.delete();
        }
        readCEN();
    }

    private void readCEN() throws IOException {
        byte[] b = data;
        int end = -1;
        for (int i = b.length - ENDHDR; i >= 0 && i >= b.length - ENDHDR - 0xffff; i--) {
            if (ZipInputStream.get32(b, i) == ENDSIG
                && i + ENDHDR + ZipInputStream.get16(b, i + ENDCOM) <= b.length) {
                end = i;
                break;
            }
        }
        if (end < 0) {
            throw new ZipException("zip END header not found");
        }
        int total = ZipInputStream.get16(b, end + ENDTOT);
        long cenlen = ZipInputStream.get32(b, end + ENDSIZ);
        long cenoff = ZipInputStream.get32(b, end + ENDOFF);
        int clen = ZipInputStream.get16(b, end + ENDCOM);
        if (clen > 0) {
            comment = new String(b, end + ENDHDR, clen, charset);
        }
        if (cenlen > end) {
            throw new ZipException("invalid END header (bad central directory size)");
        }
        if (cenoff > end - cenlen) {
            throw new ZipException("invalid END header (bad central directory offset)");
        }
        int pos = (int) cenoff;
        int limit = (int) (cenoff + cenlen);
        for (int k = 0; k < total; k++) {
            if (pos + CENHDR > limit) {
                throw new ZipException("invalid CEN header (bad header size)");
            }
            if (ZipInputStream.get32(b, pos) != CENSIG) {
                throw new ZipException("invalid CEN header (bad signature)");
            }
            int flag = ZipInputStream.get16(b, pos + CENFLG);
            int nlen = ZipInputStream.get16(b, pos + CENNAM);
            int elen = ZipInputStream.get16(b, pos + CENEXT);
            int cmlen = ZipInputStream.get16(b, pos + CENCOM);
            if (pos + CENHDR + nlen + elen + cmlen > limit) {
                throw new ZipException("invalid CEN header (bad header size)");
            }
            int method = ZipInputStream.get16(b, pos + CENHOW);
            if (method != ZipEntry.STORED && method != ZipEntry.DEFLATED) {
                throw new ZipException("invalid CEN header (unsupported compression method: " + method + ")");
            }
            if ((flag & 1) != 0) {
                throw new ZipException("invalid CEN header (encrypted entry)");
            }
            Charset cs = (flag & 0x800) != 0 ? StandardCharsets.UTF_8 : charset;
            ZipEntry e = new ZipEntry(new String(b, pos + CENHDR, nlen, cs));
            e.flag = flag;
            e.method = method;
            e.xdostime = ZipInputStream.get32(b, pos + CENTIM);
            e.crc = ZipInputStream.get32(b, pos + CENCRC);
            e.csize = ZipInputStream.get32(b, pos + CENSIZ);
            e.size = ZipInputStream.get32(b, pos + CENLEN);
            if (elen > 0) {
                byte[] extra = new byte[elen];
                System.arraycopy(b, pos + CENHDR + nlen, extra, 0, elen);
                e.extra = extra;
            }
            if (cmlen > 0) {
                e.comment = new String(b, pos + CENHDR + nlen + elen, cmlen, cs);
            }
            long loc = ZipInputStream.get32(b, pos + CENOFF);
            if (loc + LOCHDR > cenoff) {
                throw new ZipException("invalid CEN header (bad local header offset)");
            }
            entries.add(e);
            if (!byName.containsKey(e.name)) {
                byName.put(e.name, e);
            }
            offsets.put(e, Long.valueOf(loc));
            pos += CENHDR + nlen + elen + cmlen;
        }
    }

    private void ensureOpen() {
        if (data == null) {
            throw new IllegalStateException("zip file closed");
        }
    }

    public String getName() {
        return name;
    }

    public String getComment() {
        ensureOpen();
        return comment;
    }

    public int size() {
        ensureOpen();
        return entries.size();
    }

    public ZipEntry getEntry(String name) {
        if (name == null) {
            throw new NullPointerException("name");
        }
        ensureOpen();
        ZipEntry e = byName.get(name);
        if (e == null && !name.endsWith("/")) {
            e = byName.get(name + "/");
        }
        return e == null ? null : new ZipEntry(e);
    }

    public Enumeration<? extends ZipEntry> entries() {
        ensureOpen();
        final Iterator<ZipEntry> it = entries.iterator();
        return new Enumeration<ZipEntry>() {
            public boolean hasMoreElements() {
                ensureOpen();
                return it.hasNext();
            }

            public ZipEntry nextElement() {
                ensureOpen();
                if (!it.hasNext()) {
                    throw new NoSuchElementException();
                }
                return new ZipEntry(it.next());
            }
        };
    }

    public Stream<? extends ZipEntry> stream() {
        ensureOpen();
        ArrayList<ZipEntry> copy = new ArrayList<ZipEntry>();
        for (ZipEntry e : entries) {
            copy.add(new ZipEntry(e));
        }
        return copy.stream();
    }

    public InputStream getInputStream(ZipEntry entry) throws IOException {
        if (entry == null) {
            throw new NullPointerException("entry");
        }
        ensureOpen();
        ZipEntry e = byName.get(entry.name);
        if (e == null) {
            return null;
        }
        long loc = offsets.get(e).longValue();
        byte[] b = data;
        if (ZipInputStream.get32(b, (int) loc) != LOCSIG) {
            throw new ZipException("invalid LOC header (bad signature)");
        }
        long start = loc + LOCHDR + ZipInputStream.get16(b, (int) loc + LOCNAM)
                     + ZipInputStream.get16(b, (int) loc + LOCEXT);
        if (start + e.csize > b.length) {
            throw new ZipException("invalid LOC header (bad entry size)");
        }
        ByteArrayInputStream raw = new ByteArrayInputStream(b, (int) start, (int) e.csize);
        if (e.method == ZipEntry.STORED) {
            return raw;
        }
        final long size = e.size;
        return new InflaterInputStream(raw, new Inflater(true), (int) Math.max(64, Math.min(e.csize, 8192))) {
            {
                usesDefaultInflater = true;
            }
            private boolean eof;

            protected void fill() throws IOException {
                if (eof) {
                    throw new EOFException("Unexpected end of ZLIB input stream");
                }
                len = in.read(buf, 0, buf.length);
                if (len == -1) {
                    // raw deflate may want one byte beyond the data
                    buf[0] = 0;
                    len = 1;
                    eof = true;
                }
                inf.setInput(buf, 0, len);
            }

            private boolean done;

            public int read(byte[] b, int off, int n) throws IOException {
                if (done) {
                    return -1;
                }
                int r = super.read(b, off, n);
                if (r == -1) {
                    // the zlib stream is freed at the end, closed or not
                    done = true;
                    inf.end();
                }
                return r;
            }

            public int available() throws IOException {
                if (done) {
                    return 0;
                }
                super.available();   // "Stream closed" after close()
                long avail = size - inf.getBytesWritten();
                return avail > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) avail;
            }
        };
    }

    public void close() throws IOException {
        data = null;
    }
}
