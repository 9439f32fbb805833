package java.util.zip;

/** Adler-32 (the checksum of the zlib format), computed by zlib's adler32. */
public class Adler32 implements Checksum {
    private int crc = 1;
    private final byte[] one = new byte[1];

    public Adler32() {
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
        crc = 1;
    }

    private static native int update0(int crc, byte[] b, int off, int len);
}
