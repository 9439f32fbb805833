package java.io;

/** Reads primitive values in big-endian binary form. */
public class DataInputStream extends FilterInputStream implements DataInput {
    public DataInputStream(InputStream in) {
        super(in);
    }

    public final int read(byte[] b) throws IOException {
        return in.read(b, 0, b.length);
    }

    public final int read(byte[] b, int off, int len) throws IOException {
        return in.read(b, off, len);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        java.util.Objects.checkFromIndexSize(off, len, b.length);
        int n = 0;
        while (n < len) {
            int count = in.read(b, off + n, len - n);
            if (count < 0) {
                throw new EOFException();
            }
            n += count;
        }
    }

    public final int skipBytes(int n) throws IOException {
        int total = 0;
        int cur;
        while ((total < n) && ((cur = (int) in.skip(n - total)) > 0)) {
            total += cur;
        }
        return total;
    }

    private int read1() throws IOException {
        int ch = in.read();
        if (ch < 0) {
            throw new EOFException();
        }
        return ch;
    }

    public final boolean readBoolean() throws IOException {
        return read1() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) read1();
    }

    public final int readUnsignedByte() throws IOException {
        return read1();
    }

    public final short readShort() throws IOException {
        int a = read1();
        int b = read1();
        return (short) ((a << 8) + b);
    }

    public final int readUnsignedShort() throws IOException {
        int a = read1();
        int b = read1();
        return (a << 8) + b;
    }

    public final char readChar() throws IOException {
        int a = read1();
        int b = read1();
        return (char) ((a << 8) + b);
    }

    public final int readInt() throws IOException {
        int a = read1();
        int b = read1();
        int c = read1();
        int d = read1();
        return (a << 24) + (b << 16) + (c << 8) + d;
    }

    public final long readLong() throws IOException {
        return ((long) readInt() << 32) + (readInt() & 0xffffffffL);
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    private int pushback = -2;

    @Deprecated
    public final String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        boolean any = false;
        for (;;) {
            if (pushback != -2) {
                c = pushback;
                pushback = -2;
            } else {
                c = in.read();
            }
            if (c < 0 || c == '\n') {
                if (c < 0 && !any) {
                    return null;
                }
                break;
            }
            any = true;
            if (c == '\r') {
                int c2 = in.read();
                if (c2 != '\n' && c2 != -1) {
                    pushback = c2;
                }
                break;
            }
            sb.append((char) c);
        }
        return sb.toString();
    }

    public final String readUTF() throws IOException {
        return readUTF(this);
    }

    public static final String readUTF(DataInput in) throws IOException {
        int utflen = in.readUnsignedShort();
        byte[] bytearr = new byte[utflen];
        in.readFully(bytearr, 0, utflen);
        char[] chararr = new char[utflen];
        int count = 0;
        int n = 0;
        while (count < utflen) {
            int c = bytearr[count] & 0xff;
            switch (c >> 4) {
                case 0: case 1: case 2: case 3: case 4: case 5: case 6: case 7:
                    count++;
                    chararr[n++] = (char) c;
                    break;
                case 12: case 13: {
                    count += 2;
                    if (count > utflen) {
                        throw new UTFDataFormatException("malformed input: partial character at end");
                    }
                    int char2 = bytearr[count - 1];
                    if ((char2 & 0xC0) != 0x80) {
                        throw new UTFDataFormatException("malformed input around byte " + count);
                    }
                    chararr[n++] = (char) (((c & 0x1F) << 6) | (char2 & 0x3F));
                    break;
                }
                case 14: {
                    count += 3;
                    if (count > utflen) {
                        throw new UTFDataFormatException("malformed input: partial character at end");
                    }
                    int char2 = bytearr[count - 2];
                    int char3 = bytearr[count - 1];
                    if (((char2 & 0xC0) != 0x80) || ((char3 & 0xC0) != 0x80)) {
                        throw new UTFDataFormatException("malformed input around byte " + (count - 1));
                    }
                    chararr[n++] = (char) (((c & 0x0F) << 12) | ((char2 & 0x3F) << 6) | (char3 & 0x3F));
                    break;
                }
                default:
                    throw new UTFDataFormatException("malformed input around byte " + count);
            }
        }
        return new String(chararr, 0, n);
    }
}
