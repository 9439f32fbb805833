package java.util.zip;

/** CRC-32 (the polynomial of ZIP and GZIP), computed by zlib's crc32. */
public class CRC32 implements Checksum {
    private int crc;
    private final byte[] one = new byte[1];

    public CRC32() {
    }

    public void update(int b) {
        one[0] = (byte) b;
        crc = update0(crc, one, 0, 1);
    }

    public void update(byte[] b, int off, int len) {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        crc = update0(crc, b, off, len);
    }

    public void update(byte[] b) {
        crc = update0(crc, b, 0, b.length);
    }

    public long getValue() {
        return crc & 0xffffffffL;
    }

    public void reset() {
        crc = 0;
    }

    private static native int update0(int crc, byte[] b, int off, int len);
}
