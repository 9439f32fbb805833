package java.io;

import java.nio.charset.Charset;
import java.util.Objects;

/** Decodes bytes from an input stream into characters (any supported charset). */
public class InputStreamReader extends Reader {
    private InputStream in;
    private final Charset cs;
    private final byte[] bbuf = new byte[8192];
    private int bcount;
    private char[] cbuf = new char[0];
    private final int[] used = new int[1];
    private int cpos;
    private boolean eof;

    public InputStreamReader(InputStream in) {
        this(in, Charset.defaultCharset());
    }

    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        super(in);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        Charset c = Charset.lookup(charsetName);
        if (c == null) {
            throw new UnsupportedEncodingException(charsetName);
        }
        this.in = in;
        this.cs = c;
    }

    public InputStreamReader(InputStream in, Charset cs) {
        super(in);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.in = in;
        this.cs = cs;
    }

    public String getEncoding() {
        if (in == null) {
            return null;
        }
        return cs.historicalName();
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    /** Decodes more characters; returns false at end of input. */
    private boolean fill(boolean block) throws IOException {
        while (cpos >= cbuf.length) {
            if (eof) {
                if (bcount > 0) {
                    cbuf = cs.decodeToChars(bbuf, 0, bcount);
                    cpos = 0;
                    bcount = 0;
                    continue;
                }
                return false;
            }
            if (!block && bcount > 0 && in.available() <= 0) {
                return false;
            }
            int n = in.read(bbuf, bcount, bbuf.length - bcount);
            if (n < 0) {
                eof = true;
                continue;
            }
            bcount += n;
            // a sequence cut off at the end stays in bbuf for the next read
            char[] c = cs.decodeStream(bbuf, 0, bcount, false, used);
            int complete = used[0];
            if (complete > 0) {
                cbuf = c;
                cpos = 0;
                System.arraycopy(bbuf, complete, bbuf, 0, bcount - complete);
                bcount -= complete;
            }
        }
        return true;
    }

    public int read() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (!fill(true)) {
                return -1;
            }
            return cbuf[cpos++];
        }
    }

    public int read(char[] b, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            Objects.checkFromIndexSize(off, len, b.length);
            if (len == 0) {
                return 0;
            }
            if (!fill(true)) {
                return -1;
            }
            int n = 0;
            while (n < len) {
                int avail = cbuf.length - cpos;
                if (avail <= 0) {
                    if (in.available() <= 0 || !fill(false)) {
                        break;
                    }
                    continue;
                }
                int k = Math.min(avail, len - n);
                System.arraycopy(cbuf, cpos, b, off + n, k);
                cpos += k;
                n += k;
            }
            return n;
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return cpos < cbuf.length || in.available() > 0;
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (in == null) {
                return;
            }
            in.close();
            in = null;
        }
    }
}
