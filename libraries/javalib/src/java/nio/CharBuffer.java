package java.nio;

/** Minimal char buffer: a fixed array with a position and a limit. */
public class CharBuffer implements CharSequence, Appendable {
    private final char[] hb;
    private int position;
    private int limit;

    private CharBuffer(char[] a, int pos, int lim) {
        this.hb = a;
        this.position = pos;
        this.limit = lim;
    }

    public static CharBuffer allocate(int capacity) {
        return new CharBuffer(new char[capacity], 0, capacity);
    }

    public static CharBuffer wrap(char[] a) {
        return new CharBuffer(a, 0, a.length);
    }

    public final int position() { return position; }
    public final int limit() { return limit; }
    public final int capacity() { return hb.length; }
    public final int remaining() { return limit - position; }
    public final boolean hasRemaining() { return position < limit; }

    public final CharBuffer flip() {
        limit = position;
        position = 0;
        return this;
    }

    public final CharBuffer clear() {
        position = 0;
        limit = hb.length;
        return this;
    }

    public CharBuffer put(char c) {
        if (position >= limit) {
            throw new BufferOverflowException();
        }
        hb[position++] = c;
        return this;
    }

    public CharBuffer put(char[] src, int off, int len) {
        for (int i = 0; i < len; i++) {
            put(src[off + i]);
        }
        return this;
    }

    public char get() {
        if (position >= limit) {
            throw new BufferUnderflowException();
        }
        return hb[position++];
    }

    public int length() { return remaining(); }

    public char charAt(int index) {
        if (index < 0 || index >= remaining()) {
            throw new IndexOutOfBoundsException();
        }
        return hb[position + index];
    }

    public CharSequence subSequence(int start, int end) {
        return toString().substring(start, end);
    }

    public CharBuffer append(CharSequence csq) {
        String s = String.valueOf(csq);
        for (int i = 0; i < s.length(); i++) {
            put(s.charAt(i));
        }
        return this;
    }

    public CharBuffer append(CharSequence csq, int start, int end) {
        return append(String.valueOf(csq).subSequence(start, end));
    }

    public CharBuffer append(char c) {
        return put(c);
    }

    public String toString() {
        return new String(hb, position, limit - position);
    }
}
