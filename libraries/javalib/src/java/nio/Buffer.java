package java.nio;

/**
 * A linear sequence of elements with a capacity, a limit, a position and
 * an optional mark, 0 <= mark <= position <= limit <= capacity.  Only
 * ByteBuffer is built on it here (CharBuffer is a separate minimal class).
 * Messages of the argument checks are the JDK's.
 */
public abstract class Buffer {
    private int mark = -1;
    private int position;
    private int limit;
    private final int capacity;

    Buffer(int mark, int pos, int lim, int cap) {
        if (cap < 0)
            throw new IllegalArgumentException("capacity < 0: (" + cap + " < 0)");
        this.capacity = cap;
        limit(lim);
        position(pos);
        if (mark >= 0)
            this.mark = mark;
    }

    public final int capacity() { return capacity; }
    public final int position() { return position; }
    public final int limit() { return limit; }
    public final int remaining() { int r = limit - position; return r > 0 ? r : 0; }
    public final boolean hasRemaining() { return position < limit; }

    public Buffer position(int newPosition) {
        if (newPosition > limit)
            throw new IllegalArgumentException("newPosition > limit: (" + newPosition + " > " + limit + ")");
        if (newPosition < 0)
            throw new IllegalArgumentException("newPosition < 0: (" + newPosition + " < 0)");
        if (mark > newPosition)
            mark = -1;
        position = newPosition;
        return this;
    }

    public Buffer limit(int newLimit) {
        if (newLimit > capacity)
            throw new IllegalArgumentException("newLimit > capacity: (" + newLimit + " > " + capacity + ")");
        if (newLimit < 0)
            throw new IllegalArgumentException("newLimit < 0: (" + newLimit + " < 0)");
        limit = newLimit;
        if (position > newLimit)
            position = newLimit;
        if (mark > newLimit)
            mark = -1;
        return this;
    }

    public Buffer mark() {
        mark = position;
        return this;
    }

    public Buffer reset() {
        if (mark < 0)
            throw new InvalidMarkException();
        position = mark;
        return this;
    }

    public Buffer clear() {
        position = 0;
        limit = capacity;
        mark = -1;
        return this;
    }

    public Buffer flip() {
        limit = position;
        position = 0;
        mark = -1;
        return this;
    }

    public Buffer rewind() {
        position = 0;
        mark = -1;
        return this;
    }

    public abstract boolean isReadOnly();
    public abstract boolean hasArray();
    public abstract Object array();
    public abstract int arrayOffset();
    public abstract boolean isDirect();
    public abstract Buffer slice();
    public abstract Buffer duplicate();

    final int markValue() { return mark; }

    /* The index of the next relative access of n elements. */
    final int nextGet(int n) {
        int p = position;
        if (limit - p < n)
            throw new BufferUnderflowException();
        position = p + n;
        return p;
    }

    final int nextPut(int n) {
        int p = position;
        if (limit - p < n)
            throw new BufferOverflowException();
        position = p + n;
        return p;
    }

    /* An absolute index for an access of n elements (no message, as
     * on the JDK). */
    final int checkIndex(int i, int n) {
        if (i < 0 || n > limit - i)
            throw new IndexOutOfBoundsException();
        return i;
    }
}
