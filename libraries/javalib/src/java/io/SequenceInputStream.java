package java.io;

import java.util.Enumeration;

/** The concatenation of input streams: each is read to its end, then closed, before the next. */
public class SequenceInputStream extends InputStream {
    private final Enumeration<? extends InputStream> e;
    private InputStream in;

    public SequenceInputStream(Enumeration<? extends InputStream> e) {
        this.e = e;
        peekNext();
    }

    public SequenceInputStream(InputStream s1, InputStream s2) {
        java.util.Vector<InputStream> v = new java.util.Vector<InputStream>(2);
        v.addElement(s1);
        v.addElement(s2);
        e = v.elements();
        peekNext();
    }

    private void peekNext() {
        if (e.hasMoreElements()) {
            in = e.nextElement();
            if (in == null) throw new NullPointerException();
        } else {
            in = null;
        }
    }

    final void nextStream() throws IOException {
        if (in != null) in.close();
        peekNext();
    }

    public int available() throws IOException {
        return in == null ? 0 : in.available();
    }

    public int read() throws IOException {
        while (in != null) {
            int c = in.read();
            if (c != -1) return c;
            nextStream();
        }
        return -1;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (in == null) return -1;
        if (b == null) throw new NullPointerException();
        if (off < 0 || len < 0 || len > b.length - off) throw new IndexOutOfBoundsException();
        if (len == 0) return 0;
        do {
            int n = in.read(b, off, len);
            if (n > 0) return n;
            nextStream();
        } while (in != null);
        return -1;
    }

    public void close() throws IOException {
        IOException first = null;
        while (in != null) {
            try {
                in.close();
            } catch (IOException ex) {
                if (first == null) first = ex;
                else first.addSuppressed(ex);
            }
            peekNext();
        }
        if (first != null) throw first;
    }
}
