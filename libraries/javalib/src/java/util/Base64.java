package java.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Base64 (RFC 4648) encoders and decoders: basic, URL and filename safe,
 * and MIME (RFC 2045: lines of at most 76 characters separated by CRLF;
 * the decoder ignores characters outside the alphabet).  Decoder.wrap
 * reads its whole input at the first read.
 */
public class Base64 {
    private Base64() {
    }

    private static final char[] BASIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray();
    private static final char[] URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".toCharArray();
    private static final byte[] CRLF = { '\r', '\n' };
    private static final int MIME_LINE = 76;

    /** Values of the alphabet's characters: 0..63, -2 for '=', -1 for the others. */
    private static int[] decodeTable(char[] alphabet) {
        int[] t = new int[256];
        Arrays.fill(t, -1);
        for (int i = 0; i < alphabet.length; i++) {
            t[alphabet[i]] = i;
        }
        t['='] = -2;
        return t;
    }

    private static final int[] FROM_BASIC = decodeTable(BASIC);
    private static final int[] FROM_URL = decodeTable(URL);

    private static final Encoder RFC4648 = new Encoder(false, null, -1, true);
    private static final Encoder RFC4648_URLSAFE = new Encoder(true, null, -1, true);
    private static final Encoder RFC2045 = new Encoder(false, CRLF, MIME_LINE, true);
    private static final Decoder D_RFC4648 = new Decoder(false, false);
    private static final Decoder D_RFC4648_URLSAFE = new Decoder(true, false);
    private static final Decoder D_RFC2045 = new Decoder(false, true);

    public static Encoder getEncoder() {
        return RFC4648;
    }

    public static Encoder getUrlEncoder() {
        return RFC4648_URLSAFE;
    }

    public static Encoder getMimeEncoder() {
        return RFC2045;
    }

    public static Encoder getMimeEncoder(int lineLength, byte[] lineSeparator) {
        Objects.requireNonNull(lineSeparator);
        for (byte b : lineSeparator) {
            if (FROM_BASIC[b & 0xff] != -1) {
                throw new IllegalArgumentException("Illegal base64 line separator character 0x"
                                                   + Integer.toString(b, 16));
            }
        }
        lineLength &= ~3;
        if (lineLength <= 0) {
            return RFC4648;
        }
        return new Encoder(false, lineSeparator, lineLength, true);
    }

    public static Decoder getDecoder() {
        return D_RFC4648;
    }

    public static Decoder getUrlDecoder() {
        return D_RFC4648_URLSAFE;
    }

    public static Decoder getMimeDecoder() {
        return D_RFC2045;
    }

    public static class Encoder {
        private final char[] alphabet;
        private final boolean url;
        private final byte[] newline;
        private final int linemax;
        private final boolean pad;

        private Encoder(boolean url, byte[] newline, int linemax, boolean pad) {
            this.url = url;
            this.alphabet = url ? URL : BASIC;
            this.newline = newline;
            this.linemax = linemax;
            this.pad = pad;
        }

        private int outLength(int n, boolean raise) {
            long len;
            if (pad) {
                len = 4L * ((n + 2L) / 3);
            } else {
                int rem = n % 3;
                len = 4L * (n / 3) + (rem == 0 ? 0 : rem + 1);
            }
            if (linemax > 0 && len > 0) {
                len += (len - 1) / linemax * newline.length;
            }
            if (len > Integer.MAX_VALUE) {
                if (raise) {
                    throw new OutOfMemoryError("Encoded size is too large");
                }
                return -1;
            }
            return (int) len;
        }

        public byte[] encode(byte[] src) {
            byte[] dst = new byte[outLength(src.length, true)];
            int n = encode0(src, 0, src.length, dst);
            return n == dst.length ? dst : Arrays.copyOf(dst, n);
        }

        public int encode(byte[] src, byte[] dst) {
            int len = outLength(src.length, false);
            if (dst.length < len || len == -1) {
                throw new IllegalArgumentException("Output byte array is too small for encoding all input bytes");
            }
            return encode0(src, 0, src.length, dst);
        }

        public String encodeToString(byte[] src) {
            return new String(encode(src), StandardCharsets.ISO_8859_1);
        }

        public ByteBuffer encode(ByteBuffer buffer) {
            byte[] src = new byte[buffer.remaining()];
            buffer.get(src);
            return ByteBuffer.wrap(encode(src));
        }

        public OutputStream wrap(OutputStream os) {
            Objects.requireNonNull(os);
            return new EncOutputStream(os, this);
        }

        public Encoder withoutPadding() {
            if (!pad) {
                return this;
            }
            return new Encoder(url, newline, linemax, false);
        }

        /** Encodes src[off, end) into dst from 0, with line breaks; returns the length. */
        private int encode0(byte[] src, int off, int end, byte[] dst) {
            int dp = 0;
            int line = 0;
            int sp = off;
            while (end - sp >= 3) {
                int bits = (src[sp] & 0xff) << 16 | (src[sp + 1] & 0xff) << 8 | (src[sp + 2] & 0xff);
                sp += 3;
                if (linemax > 0 && line == linemax) {
                    for (byte b : newline) {
                        dst[dp++] = b;
                    }
                    line = 0;
                }
                dst[dp++] = (byte) alphabet[bits >>> 18 & 63];
                dst[dp++] = (byte) alphabet[bits >>> 12 & 63];
                dst[dp++] = (byte) alphabet[bits >>> 6 & 63];
                dst[dp++] = (byte) alphabet[bits & 63];
                line += 4;
            }
            int rem = end - sp;
            if (rem > 0) {
                if (linemax > 0 && line == linemax) {
                    for (byte b : newline) {
                        dst[dp++] = b;
                    }
                }
                int b0 = src[sp] & 0xff;
                dst[dp++] = (byte) alphabet[b0 >> 2];
                if (rem == 1) {
                    dst[dp++] = (byte) alphabet[(b0 << 4) & 63];
                    if (pad) {
                        dst[dp++] = '=';
                        dst[dp++] = '=';
                    }
                } else {
                    int b1 = src[sp + 1] & 0xff;
                    dst[dp++] = (byte) alphabet[(b0 << 4) & 63 | b1 >> 4];
                    dst[dp++] = (byte) alphabet[(b1 << 2) & 63];
                    if (pad) {
                        dst[dp++] = '=';
                    }
                }
            }
            return dp;
        }
    }

    /** Encoder.wrap: keeps up to two pending bytes and the position in the line. */
    private static final class EncOutputStream extends OutputStream {
        private final OutputStream out;
        private final Encoder enc;
        private final byte[] pending = new byte[3];
        private int npending;
        private int linepos;
        private boolean closed;

        EncOutputStream(OutputStream out, Encoder enc) {
            this.out = out;
            this.enc = enc;
        }

        public void write(int b) throws IOException {
            byte[] one = { (byte) b };
            write(one, 0, 1);
        }

        public void write(byte[] b, int off, int len) throws IOException {
            if (closed) {
                throw new IOException("Stream is closed");
            }
            if (off < 0 || len < 0 || len > b.length - off) {
                throw new ArrayIndexOutOfBoundsException();
            }
            for (int i = 0; i < len; i++) {
                pending[npending++] = b[off + i];
                if (npending == 3) {
                    emit(3);
                    npending = 0;
                }
            }
        }

        private void emit(int n) throws IOException {
            if (enc.linemax > 0 && linepos == enc.linemax) {
                out.write(enc.newline);
                linepos = 0;
            }
            byte[] four = new byte[4];
            int k = enc.encode0(pending, 0, n, four);
            out.write(four, 0, k);
            linepos += 4;
        }

        public void flush() throws IOException {
            if (closed) {
                throw new IOException("Stream is closed");
            }
            out.flush();
        }

        public void close() throws IOException {
            if (!closed) {
                closed = true;
                if (npending > 0) {
                    emit(npending);
                    npending = 0;
                }
                out.close();
            }
        }
    }

    public static class Decoder {
        private final boolean url;
        private final boolean mime;
        private final int[] table;

        private Decoder(boolean url, boolean mime) {
            this.url = url;
            this.mime = mime;
            this.table = url ? FROM_URL : FROM_BASIC;
        }

        public byte[] decode(byte[] src) {
            if (src.length == 1 && !mime) {
                throw new IllegalArgumentException("Input byte[] should at least have 2 bytes for base64 bytes");
            }
            byte[] dst = new byte[(int) (3L * (src.length / 4 + 1))];
            int n = decode0(src, 0, src.length, dst);
            return n == dst.length ? dst : Arrays.copyOf(dst, n);
        }

        public byte[] decode(String src) {
            return decode(src.getBytes(StandardCharsets.ISO_8859_1));
        }

        public int decode(byte[] src, byte[] dst) {
            byte[] tmp = decode(src);
            if (dst.length < tmp.length) {
                throw new IllegalArgumentException("Output byte array is too small for decoding all input bytes");
            }
            System.arraycopy(tmp, 0, dst, 0, tmp.length);
            return tmp.length;
        }

        public ByteBuffer decode(ByteBuffer buffer) {
            int pos = buffer.position();
            byte[] src = new byte[buffer.remaining()];
            buffer.get(src);
            try {
                return ByteBuffer.wrap(decode(src));
            } catch (IllegalArgumentException e) {
                buffer.position(pos);
                throw e;
            }
        }

        public InputStream wrap(InputStream is) {
            Objects.requireNonNull(is);
            return new DecInputStream(is, this);
        }

        /** Decodes src[sp, sl) into dst; returns the number of bytes written. */
        private int decode0(byte[] src, int sp, int sl, byte[] dst) {
            int dp = 0;
            int bits = 0;
            int shift = 18;   // where the next 6 bits go; < 0 when 3 bytes are complete
            while (sp < sl) {
                int c = src[sp++];
                int v = table[c & 0xff];
                if (v < 0) {
                    if (v == -2) {
                        // '=': valid only as "xx==" or "xxx=" at the end of a unit
                        if (shift == 6 && (sp == sl || src[sp++] != '=') || shift == 18) {
                            throw new IllegalArgumentException("Input byte array has wrong 4-byte ending unit");
                        }
                        break;
                    }
                    if (mime) {
                        continue;
                    }
                    throw new IllegalArgumentException("Illegal base64 character " + Integer.toString(c, 16));
                }
                bits |= v << shift;
                shift -= 6;
                if (shift < 0) {
                    dst[dp++] = (byte) (bits >> 16);
                    dst[dp++] = (byte) (bits >> 8);
                    dst[dp++] = (byte) bits;
                    shift = 18;
                    bits = 0;
                }
            }
            if (shift == 6) {
                dst[dp++] = (byte) (bits >> 16);
            } else if (shift == 0) {
                dst[dp++] = (byte) (bits >> 16);
                dst[dp++] = (byte) (bits >> 8);
            } else if (shift == 12) {
                throw new IllegalArgumentException("Last unit does not have enough valid bits");
            }
            while (sp < sl) {
                if (mime && table[src[sp++] & 0xff] < 0) {
                    continue;
                }
                throw new IllegalArgumentException("Input byte array has incorrect ending byte at " + sp);
            }
            return dp;
        }
    }

    /** Decoder.wrap: decodes the whole input at the first read. */
    private static final class DecInputStream extends InputStream {
        private final InputStream in;
        private final Decoder dec;
        private byte[] data;
        private int pos;
        private boolean closed;

        DecInputStream(InputStream in, Decoder dec) {
            this.in = in;
            this.dec = dec;
        }

        private void load() throws IOException {
            if (closed) {
                throw new IOException("Stream is closed");
            }
            if (data != null) {
                return;
            }
            java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
            byte[] b = new byte[4096];
            int n;
            while ((n = in.read(b, 0, b.length)) != -1) {
                all.write(b, 0, n);
            }
            byte[] src = all.toByteArray();
            try {
                data = src.length == 0 ? src : dec.decode(src);
            } catch (IllegalArgumentException e) {
                throw new IOException(e.getMessage());
            }
        }

        public int read() throws IOException {
            load();
            return pos < data.length ? data[pos++] & 0xff : -1;
        }

        public int read(byte[] b, int off, int len) throws IOException {
            if (off < 0 || len < 0 || len > b.length - off) {
                throw new IndexOutOfBoundsException();
            }
            load();
            if (len == 0) {
                return 0;
            }
            if (pos >= data.length) {
                return -1;
            }
            int n = Math.min(len, data.length - pos);
            System.arraycopy(data, pos, b, off, n);
            pos += n;
            return n;
        }

        public int available() throws IOException {
            load();
            return data.length - pos;
        }

        public void close() throws IOException {
            if (!closed) {
                closed = true;
                in.close();
            }
        }
    }
}
