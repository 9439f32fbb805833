package java.util.zip;

import java.nio.ByteBuffer;

/** A running checksum over a sequence of bytes. */
public interface Checksum {
    void update(int b);

    default void update(byte[] b) {
        update(b, 0, b.length);
    }

    void update(byte[] b, int off, int len);

    default void update(ByteBuffer buffer) {
        int pos = buffer.position();
        int lim = buffer.limit();
        if (pos >= lim) {
            return;
        }
        if (buffer.hasArray()) {
            update(buffer.array(), buffer.arrayOffset() + pos, lim - pos);
        } else {
            byte[] chunk = new byte[Math.min(lim - pos, 4096)];
            while (pos < lim) {
                int n = Math.min(chunk.length, lim - pos);
                buffer.get(chunk, 0, n);
                update(chunk, 0, n);
                pos += n;
            }
        }
        buffer.position(lim);
    }

    long getValue();

    void reset();
}
