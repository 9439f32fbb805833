package java.io;

/** A character stream collecting output in a growable char array. */
public class CharArrayWriter extends Writer {
    protected char[] buf;
    protected int count;

    public CharArrayWriter() {
        this(32);
    }

    public CharArrayWriter(int initialSize) {
        if (initialSize < 0) {
            throw new IllegalArgumentException("Negative initial size: " + initialSize);
        }
        buf = new char[initialSize];
    }

    private void ensure(int min) {
        if (min > buf.length) {
            char[] nb = new char[Math.max(buf.length << 1, min)];
            System.arraycopy(buf, 0, nb, 0, count);
            buf = nb;
        }
    }

    public void write(int c) {
        synchronized (lock) {
            ensure(count + 1);
            buf[count++] = (char) c;
        }
    }

    public void write(char[] c, int off, int len) {
        java.util.Objects.checkFromIndexSize(off, len, c.length);
        synchronized (lock) {
            ensure(count + len);
            System.arraycopy(c, off, buf, count, len);
            count += len;
        }
    }

    public void write(String str, int off, int len) {
        synchronized (lock) {
            ensure(count + len);
            str.getChars(off, off + len, buf, count);
            count += len;
        }
    }

    public void writeTo(Writer out) throws IOException {
        synchronized (lock) {
            out.write(buf, 0, count);
        }
    }

    public CharArrayWriter append(CharSequence csq) {
        String s = String.valueOf(csq);
        write(s, 0, s.length());
        return this;
    }

    public CharArrayWriter append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public CharArrayWriter append(char c) {
        write(c);
        return this;
    }

    public void reset() {
        count = 0;
    }

    public char[] toCharArray() {
        synchronized (lock) {
            char[] r = new char[count];
            System.arraycopy(buf, 0, r, 0, count);
            return r;
        }
    }

    public int size() {
        return count;
    }

    public String toString() {
        synchronized (lock) {
            return new String(buf, 0, count);
        }
    }

    public void flush() {}

    public void close() {}
}
