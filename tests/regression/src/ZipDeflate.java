import java.util.zip.*;

// Deflater, Inflater, CRC32 and Adler32 over fixed inputs: checksums,
// compressed bytes (zlib's output, identical to the JDK's), round trips,
// levels, strategies, nowrap, dictionaries, flush modes, bad data.
public class ZipDeflate {
    static String hex(byte[] b, int off, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = off; i < off + len; i++) {
            sb.append(String.format("%02x", b[i] & 0xff));
        }
        return sb.toString();
    }

    static byte[] text(int n) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (sb.length() < n) {
            sb.append("line ").append(i).append(": the quick brown fox jumps over the lazy dog ").append(i * 7919 % 1000).append('\n');
            i++;
        }
        return sb.toString().substring(0, n).getBytes();
    }

    static byte[] noise(int n, long seed) {
        byte[] b = new byte[n];
        long x = seed;
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            b[i] = (byte) (x >>> 56);
        }
        return b;
    }

    static byte[] deflate(Deflater d, byte[] in, int chunk) {
        d.setInput(in);
        d.finish();
        byte[] out = new byte[in.length * 2 + 64];
        int n = 0;
        while (!d.finished()) {
            n += d.deflate(out, n, Math.min(chunk, out.length - n));
        }
        byte[] r = new byte[n];
        System.arraycopy(out, 0, r, 0, n);
        return r;
    }

    static byte[] inflate(Inflater inf, byte[] in, int expect) throws DataFormatException {
        inf.setInput(in);
        byte[] out = new byte[expect + 10];
        int n = 0;
        while (!inf.finished() && n < out.length) {
            int k = inf.inflate(out, n, Math.min(100, out.length - n));
            if (k == 0 && (inf.needsInput() || inf.needsDictionary())) {
                break;
            }
            n += k;
        }
        byte[] r = new byte[n];
        System.arraycopy(out, 0, r, 0, n);
        return r;
    }

    public static void main(String[] args) throws Exception {
        // checksums
        byte[] abc = "The quick brown fox jumps over the lazy dog".getBytes();
        CRC32 crc = new CRC32();
        System.out.println("crc32 empty " + Long.toHexString(crc.getValue()));
        crc.update(abc);
        System.out.println("crc32 fox " + Long.toHexString(crc.getValue()));
        crc.reset();
        for (byte b : abc) {
            crc.update(b);
        }
        System.out.println("crc32 bytewise " + Long.toHexString(crc.getValue()));
        crc.reset();
        crc.update(abc, 4, 5);
        System.out.println("crc32 quick " + Long.toHexString(crc.getValue()));
        Adler32 ad = new Adler32();
        System.out.println("adler32 empty " + Long.toHexString(ad.getValue()));
        ad.update(abc);
        System.out.println("adler32 fox " + Long.toHexString(ad.getValue()));
        ad.reset();
        ad.update(text(100000));
        System.out.println("adler32 text " + Long.toHexString(ad.getValue()));
        crc.reset();
        crc.update(noise(70000, 1));
        System.out.println("crc32 noise " + Long.toHexString(crc.getValue()));
        try {
            crc.update(abc, 40, 10);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("crc32 bad range: " + e.getClass().getName());
        }
        try {
            crc.update(null, 0, 1);
        } catch (NullPointerException e) {
            System.out.println("crc32 null: " + e.getClass().getName());
        }

        // compressed bytes at each level and strategy
        byte[] t = text(3000);
        for (int level = -1; level <= 9; level++) {
            Deflater d = new Deflater(level);
            byte[] c = deflate(d, t, 1000);
            CRC32 cc = new CRC32();
            cc.update(c);
            System.out.println("level " + level + ": " + c.length + " bytes, crc " + Long.toHexString(cc.getValue())
                               + ", in " + d.getTotalIn() + " out " + d.getTotalOut() + " read " + d.getBytesRead()
                               + " written " + d.getBytesWritten() + " adler " + Integer.toHexString(d.getAdler()));
            Inflater inf = new Inflater();
            byte[] back = inflate(inf, c, t.length);
            System.out.println("  back " + java.util.Arrays.equals(back, t) + " finished " + inf.finished()
                               + " remaining " + inf.getRemaining() + " in " + inf.getTotalIn() + " out "
                               + inf.getTotalOut() + " adler " + Integer.toHexString(inf.getAdler()));
            d.end();
            inf.end();
        }
        int[] strategies = { Deflater.DEFAULT_STRATEGY, Deflater.FILTERED, Deflater.HUFFMAN_ONLY };
        for (int s : strategies) {
            Deflater d = new Deflater();
            d.setStrategy(s);
            byte[] c = deflate(d, t, 64);
            System.out.println("strategy " + s + ": " + c.length + " " + hex(c, 0, Math.min(c.length, 24)));
            d.end();
        }
        Deflater small = new Deflater();
        byte[] hello = deflate(small, "hello, hello, hello".getBytes(), 5);
        System.out.println("hello zlib " + hex(hello, 0, hello.length));
        small.end();
        Deflater raw = new Deflater(Deflater.BEST_COMPRESSION, true);
        byte[] rawc = deflate(raw, "hello, hello, hello".getBytes(), 3);
        System.out.println("hello raw " + hex(rawc, 0, rawc.length));
        raw.end();
        Inflater rawi = new Inflater(true);
        System.out.println("raw back " + new String(inflate(rawi, rawc, 19)));
        rawi.end();

        // incompressible data, many small output buffers
        byte[] nz = noise(20000, 42);
        Deflater dn = new Deflater(6);
        byte[] cn = deflate(dn, nz, 7);
        crc.reset();
        crc.update(cn);
        System.out.println("noise " + cn.length + " crc " + Long.toHexString(crc.getValue()));
        Inflater in2 = new Inflater();
        System.out.println("noise back " + java.util.Arrays.equals(inflate(in2, cn, nz.length), nz));

        // reset and reuse
        dn.reset();
        System.out.println("after reset: finished " + dn.finished() + " needsInput " + dn.needsInput() + " in "
                           + dn.getTotalIn());
        byte[] again = deflate(dn, t, 500);
        in2.reset();
        System.out.println("reuse back " + java.util.Arrays.equals(inflate(in2, again, t.length), t));
        dn.end();
        in2.end();

        // setLevel midway and sync/full flush
        Deflater df = new Deflater();
        byte[] buf = new byte[8000];
        df.setInput(t, 0, 1500);
        int n = df.deflate(buf, 0, buf.length, Deflater.SYNC_FLUSH);
        System.out.println("sync flush " + n + " tail " + hex(buf, n - 4, 4) + " needsInput " + df.needsInput());
        df.setLevel(Deflater.BEST_SPEED);
        df.setInput(t, 1500, 1500);
        int m = df.deflate(buf, n, buf.length - n, Deflater.FULL_FLUSH);
        while (!df.needsInput() || m == 0) {
            int k = df.deflate(buf, n + m, buf.length - n - m, Deflater.FULL_FLUSH);
            if (k == 0) {
                break;
            }
            m += k;
        }
        df.finish();
        while (!df.finished()) {
            m += df.deflate(buf, n + m, buf.length - n - m);
        }
        byte[] all = new byte[n + m];
        System.arraycopy(buf, 0, all, 0, n + m);
        Inflater inf3 = new Inflater();
        System.out.println("flushed back " + java.util.Arrays.equals(inflate(inf3, all, t.length), t) + " total in "
                           + df.getTotalIn());
        df.end();
        inf3.end();

        // dictionary
        byte[] dict = "quick brown fox lazy dog".getBytes();
        Deflater dd = new Deflater();
        dd.setDictionary(dict);
        byte[] cd = deflate(dd, abc, 100);
        System.out.println("dict " + hex(cd, 0, cd.length) + " adler " + Integer.toHexString(dd.getAdler()));
        dd.end();
        Inflater id = new Inflater();
        id.setInput(cd);
        byte[] o = new byte[100];
        int got = id.inflate(o);
        System.out.println("needs dict " + id.needsDictionary() + " got " + got + " adler "
                           + Integer.toHexString(id.getAdler()));
        id.setDictionary(dict);
        got = id.inflate(o);
        System.out.println("with dict: " + new String(o, 0, got) + " finished " + id.finished());
        id.end();

        // bad data
        String[] bad = { "0102030405", "789c0000", "78da4b4c4a06000", "789cffffffffffff" };
        for (String h : bad) {
            byte[] b = new byte[h.length() / 2];
            for (int i = 0; i < b.length; i++) {
                b[i] = (byte) Integer.parseInt(h.substring(2 * i, 2 * i + 2), 16);
            }
            Inflater ib = new Inflater();
            try {
                ib.setInput(b);
                int k = ib.inflate(new byte[50]);
                System.out.println("bad " + h + ": " + k + " finished " + ib.finished() + " needsInput "
                                   + ib.needsInput());
            } catch (DataFormatException e) {
                System.out.println("bad " + h + ": " + e);
            }
            ib.end();
        }
        byte[] trunc = new byte[hello.length - 5];
        System.arraycopy(hello, 0, trunc, 0, trunc.length);
        Inflater it = new Inflater();
        it.setInput(trunc);
        byte[] o2 = new byte[100];
        int k2 = it.inflate(o2);
        System.out.println("truncated: " + k2 + " finished " + it.finished() + " needsInput " + it.needsInput());
        it.end();

        // bad arguments and closed streams
        Deflater da = new Deflater();
        try {
            da.setInput(abc, 10, 50);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("setInput range: " + e);
        }
        try {
            da.deflate(new byte[4], -1, 2);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("deflate range: " + e);
        }
        try {
            da.deflate(new byte[4], 0, 4, 9);
        } catch (IllegalArgumentException e) {
            System.out.println("flush mode: " + e);
        }
        try {
            da.setLevel(10);
        } catch (IllegalArgumentException e) {
            System.out.println("level: " + e);
        }
        try {
            da.setStrategy(7);
        } catch (IllegalArgumentException e) {
            System.out.println("strategy: " + e);
        }
        try {
            new Deflater(11);
        } catch (IllegalArgumentException e) {
            System.out.println("constructor level: " + e);
        }
        da.end();
        da.end();
        try {
            da.deflate(new byte[4]);
        } catch (NullPointerException e) {
            System.out.println("ended deflater: " + e.getClass().getName());
        }
        Inflater ia = new Inflater();
        try {
            ia.inflate(new byte[4], 3, 2);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("inflate range: " + e);
        }
        try {
            ia.setInput((byte[]) null);
        } catch (NullPointerException e) {
            System.out.println("setInput null: " + e.getClass().getName());
        }
        System.out.println("empty inflate " + ia.inflate(new byte[4]) + " needsInput " + ia.needsInput());
        ia.end();
        try {
            ia.getRemaining();
            ia.inflate(new byte[4]);
        } catch (NullPointerException e) {
            System.out.println("ended inflater: " + e.getClass().getName());
        }
    }
}
