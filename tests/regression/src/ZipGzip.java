import java.io.*;
import java.util.zip.*;

// GZIP and zlib streams: bytes written by GZIPOutputStream (identical to
// the JDK's, which uses the same zlib at the same level), read back by
// GZIPInputStream; concatenated members, header flags, sync flush,
// corrupted and truncated input.
public class ZipGzip {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x & 0xff));
        }
        return sb.toString();
    }

    static byte[] unhex(String h) {
        byte[] b = new byte[h.length() / 2];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) Integer.parseInt(h.substring(2 * i, 2 * i + 2), 16);
        }
        return b;
    }

    static byte[] gzip(byte[] data, int writeChunk) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        GZIPOutputStream g = new GZIPOutputStream(bo);
        for (int i = 0; i < data.length; i += writeChunk) {
            g.write(data, i, Math.min(writeChunk, data.length - i));
        }
        g.close();
        return bo.toByteArray();
    }

    static byte[] readAll(InputStream in, int chunk) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] b = new byte[chunk];
        int n;
        while ((n = in.read(b, 0, chunk)) != -1) {
            bo.write(b, 0, n);
        }
        return bo.toByteArray();
    }

    static byte[] text(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; sb.length() < n; i++) {
            sb.append("record ").append(i).append(" value ").append(i * 31 % 97).append(";\n");
        }
        return sb.toString().substring(0, n).getBytes();
    }

    static String crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return Long.toHexString(c.getValue());
    }

    static void tryRead(String what, byte[] gz) {
        try {
            GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gz));
            byte[] b = readAll(in, 100);
            System.out.println(what + ": read " + b.length + " bytes crc " + crc(b));
        } catch (IOException e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) throws IOException {
        byte[] hello = "hello, world\n".getBytes();
        byte[] gz = gzip(hello, 100);
        System.out.println("hello gzip " + hex(gz));
        System.out.println("back: " + new String(readAll(new GZIPInputStream(new ByteArrayInputStream(gz)), 3)));
        System.out.println("empty gzip " + hex(gzip(new byte[0], 1)));

        byte[] t = text(50000);
        for (int chunk : new int[] { 1, 7, 1000, 50000 }) {
            byte[] g = gzip(t, chunk);
            System.out.println("text chunk " + chunk + ": " + g.length + " bytes crc " + crc(g));
        }
        byte[] g = gzip(t, 4096);
        for (int chunk : new int[] { 1, 13, 512, 65536 }) {
            byte[] b = readAll(new GZIPInputStream(new ByteArrayInputStream(g), 97), chunk);
            System.out.println("read chunk " + chunk + ": " + b.length + " equal " + java.util.Arrays.equals(b, t));
        }
        GZIPInputStream single = new GZIPInputStream(new ByteArrayInputStream(gz));
        int c;
        StringBuilder sb = new StringBuilder();
        while ((c = single.read()) != -1) {
            sb.append((char) c);
        }
        System.out.print("bytewise: " + sb);
        System.out.println("available at end " + single.available());
        single.close();
        try {
            single.read();
        } catch (IOException e) {
            System.out.println("after close: " + e);
        }

        // concatenated members
        ByteArrayOutputStream cat = new ByteArrayOutputStream();
        cat.write(gzip("first member\n".getBytes(), 100));
        cat.write(gzip("second member\n".getBytes(), 100));
        cat.write(gzip(t, 1000));
        byte[] catb = cat.toByteArray();
        byte[] catr = readAll(new GZIPInputStream(new ByteArrayInputStream(catb)), 64);
        System.out.println("concatenated: " + catr.length + " bytes crc " + crc(catr));
        System.out.print(new String(catr, 0, 27));
        // a member followed by garbage: the garbage is ignored
        ByteArrayOutputStream tail = new ByteArrayOutputStream();
        tail.write(gz);
        tail.write("not gzip at all, trailing bytes".getBytes());
        tryRead("trailing garbage", tail.toByteArray());

        // header with FNAME, FCOMMENT, FEXTRA and FHCRC (written by hand)
        byte[] body = new byte[gz.length - 10];
        System.arraycopy(gz, 10, body, 0, body.length);
        ByteArrayOutputStream h = new ByteArrayOutputStream();
        h.write(unhex("1f8b08" + "1e" + "00000000" + "00" + "03"));
        h.write(unhex("0400" + "41420000"));
        h.write("name.txt\0".getBytes());
        h.write("a comment\0".getBytes());
        byte[] hdr = h.toByteArray();
        CRC32 hc = new CRC32();
        hc.update(hdr);
        int v = (int) hc.getValue();
        h.write(v & 0xff);
        h.write(v >> 8 & 0xff);
        h.write(body);
        tryRead("flagged header", h.toByteArray());
        byte[] badhcrc = h.toByteArray();
        badhcrc[hdr.length] ^= 1;
        tryRead("bad header crc", badhcrc);

        // corruption
        byte[] bad = gz.clone();
        bad[0] = 0x1e;
        tryRead("bad magic", bad);
        bad = gz.clone();
        bad[2] = 7;
        tryRead("bad method", bad);
        bad = gz.clone();
        bad[gz.length - 6] ^= 0x55;
        tryRead("bad crc", bad);
        bad = gz.clone();
        bad[gz.length - 2] ^= 1;
        tryRead("bad size", bad);
        bad = gz.clone();
        bad[12] = (byte) 0xff;
        tryRead("bad data", bad);
        for (int cut : new int[] { 0, 5, 10, 14, gz.length - 8, gz.length - 3, gz.length - 1 }) {
            byte[] tr = new byte[cut];
            System.arraycopy(gz, 0, tr, 0, cut);
            tryRead("truncated at " + cut, tr);
        }

        // DeflaterOutputStream / InflaterInputStream with sync flush
        ByteArrayOutputStream zo = new ByteArrayOutputStream();
        DeflaterOutputStream dos = new DeflaterOutputStream(zo, true);
        dos.write("part one;".getBytes());
        dos.flush();
        System.out.println("after sync flush " + hex(zo.toByteArray()));
        dos.write("part two".getBytes());
        dos.close();
        System.out.println("zlib stream " + hex(zo.toByteArray()));
        InflaterInputStream iis = new InflaterInputStream(new ByteArrayInputStream(zo.toByteArray()));
        System.out.println("inflated: " + new String(readAll(iis, 4)) + " available " + iis.available());
        System.out.println("skip on fresh stream " + new InflaterInputStream(new ByteArrayInputStream(zo.toByteArray())).skip(5));
        try {
            dos.write(1);
        } catch (IOException e) {
            System.out.println("write after close: " + e.getClass().getName());
        }
        try {
            readAll(new InflaterInputStream(new ByteArrayInputStream(unhex("789c4b4c4a4e"))), 10);
        } catch (IOException e) {
            System.out.println("truncated zlib: " + e);
        }
        try {
            readAll(new InflaterInputStream(new ByteArrayInputStream(unhex("1234567890"))), 10);
        } catch (IOException e) {
            System.out.println("bad zlib: " + e);
        }
        try {
            new DeflaterOutputStream(new ByteArrayOutputStream(), new Deflater(), 0);
        } catch (IllegalArgumentException e) {
            System.out.println("buffer size: " + e);
        }
        try {
            new GZIPOutputStream(null);
        } catch (NullPointerException e) {
            System.out.println("null stream: " + e.getClass().getName());
        }
        // CheckedInputStream / CheckedOutputStream
        CheckedOutputStream co = new CheckedOutputStream(new ByteArrayOutputStream(), new Adler32());
        co.write(t);
        System.out.println("checked out " + Long.toHexString(co.getChecksum().getValue()));
        CheckedInputStream ci = new CheckedInputStream(new ByteArrayInputStream(t), new CRC32());
        readAll(ci, 333);
        System.out.println("checked in " + Long.toHexString(ci.getChecksum().getValue()) + " = " + crc(t));
    }
}
