package java.util.zip;

import java.io.IOException;
import java.io.OutputStream;

/** Writes the GZIP format (RFC 1952): a 10-byte header, raw deflate data, CRC-32 and size. */
public class GZIPOutputStream extends DeflaterOutputStream {
    protected CRC32 crc = new CRC32();

    private static final int TRAILER_SIZE = 8;

    public GZIPOutputStream(OutputStream out, int size, boolean syncFlush) throws IOException {
        super(out, out != null ? new Deflater(Deflater.DEFAULT_COMPRESSION, true) : null, size, syncFlush);
        usesDefaultDeflater = true;
        // magic, CM = deflate, no flags, no time, no extra flags, OS 255 (unknown) as JDK 17
        out.write(new byte[] { 0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, (byte) 0xff });
        crc.reset();
    }

    public GZIPOutputStream(OutputStream out, int size) throws IOException {
        this(out, size, false);
    }

    public GZIPOutputStream(OutputStream out, boolean syncFlush) throws IOException {
        this(out, 512, syncFlush);
    }

    public GZIPOutputStream(OutputStream out) throws IOException {
        this(out, 512, false);
    }

    public synchronized void write(byte[] b, int off, int len) throws IOException {
        super.write(b, off, len);
        crc.update(b, off, len);
    }

    public void finish() throws IOException {
        if (def.finished()) {
            return;
        }
        def.finish();
        while (!def.finished()) {
            int n = def.deflate(buf, 0, buf.length);
            if (def.finished() && n <= buf.length - TRAILER_SIZE) {
                trailer(buf, n);
                out.write(buf, 0, n + TRAILER_SIZE);
                return;
            }
            if (n > 0) {
                out.write(buf, 0, n);
            }
        }
        byte[] t = new byte[TRAILER_SIZE];
        trailer(t, 0);
        out.write(t);
    }

    private void trailer(byte[] b, int off) {
        putInt(b, off, (int) crc.getValue());
        putInt(b, off + 4, def.getTotalIn());
    }

    private static void putInt(byte[] b, int off, int v) {
        b[off] = (byte) v;
        b[off + 1] = (byte) (v >> 8);
        b[off + 2] = (byte) (v >> 16);
        b[off + 3] = (byte) (v >> 24);
    }
}
