package java.util.zip;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** An input stream that updates a checksum with every byte read through it. */
public class CheckedInputStream extends FilterInputStream {
    private final Checksum cksum;

    public CheckedInputStream(InputStream in, Checksum cksum) {
        super(in);
        this.cksum = cksum;
    }

    public int read() throws IOException {
        int b = in.read();
        if (b >= 0) {
            cksum.update(b);
        }
        return b;
    }

    public int read(byte[] buf, int off, int len) throws IOException {
        int n = in.read(buf, off, len);
        if (n > 0) {
            cksum.update(buf, off, n);
        }
        return n;
    }

    public long skip(long n) throws IOException {
        byte[] buf = new byte[512];
        long done = 0;
        while (done < n) {
            int r = read(buf, 0, (int) Math.min(buf.length, n - done));
            if (r < 0) {
                break;
            }
            done += r;
        }
        return done;
    }

    public Checksum getChecksum() {
        return cksum;
    }
}
