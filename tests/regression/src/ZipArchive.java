import java.io.*;
import java.util.*;
import java.util.zip.*;

// ZIP archives: ZipOutputStream (stored and deflated entries, with and
// without data descriptors), read back by ZipInputStream and ZipFile;
// the archive bytes (CRC and size) are the JDK's; entry times through the
// MS-DOS format; corrupted and truncated archives.
public class ZipArchive {
    static final long T0 = 1700000000000L;   // 2023-11-14T22:13:20Z

    static byte[] text(int n, int seed) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; sb.length() < n; i++) {
            sb.append("entry data ").append(seed).append(' ').append(i * seed % 1013).append('\n');
        }
        return sb.toString().substring(0, n).getBytes();
    }

    static long crcOf(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] b = new byte[300];
        int n;
        while ((n = in.read(b)) != -1) {
            bo.write(b, 0, n);
        }
        return bo.toByteArray();
    }

    static String ascii(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c < 128) {
                sb.append(c);
            } else {
                sb.append(String.format("\\u%04x", (int) c));
            }
        }
        return sb.toString();
    }

    static String describe(ZipEntry e) {
        return ascii(e.getName()) + " method " + e.getMethod() + " size " + e.getSize() + " csize " + e.getCompressedSize()
               + " crc " + Long.toHexString(e.getCrc()) + " time " + e.getTime() + " dir " + e.isDirectory()
               + " comment " + e.getComment();
    }

    static byte[] build() throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ZipOutputStream zo = new ZipOutputStream(bo);
        zo.setComment("archive comment");
        ZipEntry d = new ZipEntry("dir/");
        d.setTime(T0);
        zo.putNextEntry(d);
        zo.closeEntry();
        ZipEntry a = new ZipEntry("dir/a.txt");
        a.setTime(T0 + 1234);
        a.setComment("first file");
        zo.putNextEntry(a);
        zo.write(text(5000, 3));
        ZipEntry s = new ZipEntry("stored.bin");
        byte[] sb = text(777, 5);
        s.setMethod(ZipEntry.STORED);
        s.setSize(sb.length);
        s.setCrc(crcOf(sb));
        s.setTime(T0 + 86400000L);
        zo.putNextEntry(s);
        zo.write(sb, 0, 100);
        zo.write(sb, 100, sb.length - 100);
        zo.closeEntry();
        ZipEntry k = new ZipEntry("known-sizes.txt");
        byte[] kb = text(2000, 7);
        Deflater def = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
        def.setInput(kb);
        def.finish();
        byte[] tmp = new byte[4000];
        int clen = 0;
        while (!def.finished()) {
            clen += def.deflate(tmp, clen, tmp.length - clen);
        }
        def.end();
        k.setSize(kb.length);
        k.setCompressedSize(clen);
        k.setCrc(crcOf(kb));
        k.setTime(T0 + 2000);
        zo.putNextEntry(k);
        zo.write(kb);
        zo.closeEntry();
        zo.setLevel(Deflater.BEST_SPEED);
        ZipEntry f = new ZipEntry("fast/\u00e9t\u00e9.txt");
        f.setTime(T0 + 3000);
        f.setExtra(new byte[] { (byte) 0xfe, (byte) 0xca, 2, 0, 1, 2 });
        zo.putNextEntry(f);
        zo.write(text(3000, 11));
        ZipEntry e = new ZipEntry("empty");
        e.setTime(T0 + 4000);
        zo.putNextEntry(e);
        zo.close();
        return bo.toByteArray();
    }

    static void readStream(String what, byte[] zip) {
        try {
            ZipInputStream zi = new ZipInputStream(new ByteArrayInputStream(zip));
            ZipEntry e;
            while ((e = zi.getNextEntry()) != null) {
                System.out.println("  " + describe(e));
                byte[] b = readAll(zi);
                System.out.println("    read " + b.length + " crc " + Long.toHexString(crcOf(b)) + " after: size "
                                   + e.getSize() + " csize " + e.getCompressedSize() + " available " + zi.available());
            }
            zi.close();
            System.out.println("  " + what + " done");
        } catch (IOException x) {
            System.out.println("  " + what + ": " + x);
        }
    }

    static void readFile(String what, byte[] zip) throws IOException {
        File f = new File("za-test.zip");
        FileOutputStream fo = new FileOutputStream(f);
        fo.write(zip);
        fo.close();
        try {
            ZipFile zf = new ZipFile(f);
            System.out.println("  size " + zf.size() + " comment " + zf.getComment() + " name " + zf.getName());
            Enumeration<? extends ZipEntry> en = zf.entries();
            while (en.hasMoreElements()) {
                ZipEntry e = en.nextElement();
                System.out.println("  " + describe(e));
                InputStream in = zf.getInputStream(e);
                byte[] b = readAll(in);
                System.out.println("    read " + b.length + " crc " + Long.toHexString(crcOf(b)) + " extra "
                                   + (e.getExtra() == null ? "none" : e.getExtra().length + " bytes"));
                in.close();
            }
            System.out.println("  getEntry dir -> " + zf.getEntry("dir"));
            System.out.println("  getEntry missing -> " + zf.getEntry("missing"));
            System.out.println("  stored via getEntry: " + new String(readAll(zf.getInputStream(zf.getEntry("stored.bin"))), 0, 20));
            zf.close();
            try {
                zf.entries();
            } catch (IllegalStateException x) {
                System.out.println("  after close: " + x);
            }
        } catch (IOException x) {
            System.out.println("  " + what + ": " + x);
        } finally {
            f.delete();
        }
    }

    public static void main(String[] args) throws IOException {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        byte[] zip = build();
        System.out.println("archive " + zip.length + " bytes crc " + Long.toHexString(crcOf(zip)));
        System.out.println("ZipInputStream:");
        readStream("stream", zip);
        System.out.println("ZipFile:");
        readFile("file", zip);

        // entry times through the DOS format in a zone with summer time
        TimeZone.setDefault(TimeZone.getTimeZone("Europe/Paris"));
        long[] times = { T0, T0 + 1, T0 + 1999, 1690000000000L, 315532800000L, 1000000000000L };
        for (long t : times) {
            ZipEntry e = new ZipEntry("t");
            e.setTime(t);
            System.out.println("time " + t + " -> " + e.getTime());
        }
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ZipOutputStream zo = new ZipOutputStream(bo);
        ZipEntry summer = new ZipEntry("summer");
        summer.setTime(1690000001234L);
        zo.putNextEntry(summer);
        zo.close();
        ZipEntry back = new ZipInputStream(new ByteArrayInputStream(bo.toByteArray())).getNextEntry();
        System.out.println("summer entry read back: " + back.getTime());
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));

        // ZipEntry and ZipOutputStream errors
        ZipEntry ze = new ZipEntry("x");
        System.out.println("fresh entry: " + describe(ze) + " hash " + (ze.hashCode() == "x".hashCode()));
        try {
            ze.setMethod(5);
        } catch (IllegalArgumentException x) {
            System.out.println("setMethod: " + x);
        }
        try {
            ze.setSize(-2);
        } catch (IllegalArgumentException x) {
            System.out.println("setSize: " + x);
        }
        try {
            ze.setCrc(1L << 32);
        } catch (IllegalArgumentException x) {
            System.out.println("setCrc: " + x);
        }
        ZipEntry copy = new ZipEntry(ze);
        System.out.println("copy " + copy + " clone " + ze.clone());
        ZipOutputStream zerr = new ZipOutputStream(new ByteArrayOutputStream());
        try {
            zerr.write(1);
        } catch (ZipException x) {
            System.out.println("no entry: " + x);
        }
        ZipEntry st = new ZipEntry("s");
        st.setMethod(ZipEntry.STORED);
        try {
            zerr.putNextEntry(st);
        } catch (ZipException x) {
            System.out.println("stored without sizes: " + x);
        }
        ZipEntry dup = new ZipEntry("dup");
        zerr.putNextEntry(dup);
        try {
            zerr.putNextEntry(new ZipEntry("dup"));
        } catch (ZipException x) {
            System.out.println("duplicate: " + x);
        }
        ZipEntry st2 = new ZipEntry("s2");
        st2.setMethod(ZipEntry.STORED);
        st2.setSize(3);
        st2.setCrc(0);
        zerr.putNextEntry(st2);
        try {
            zerr.write(new byte[5]);
        } catch (ZipException x) {
            System.out.println("past end: " + x);
        }
        ZipEntry st3 = new ZipEntry("s3");
        st3.setMethod(ZipEntry.STORED);
        st3.setSize(3);
        st3.setCrc(0);
        ZipOutputStream zerr2 = new ZipOutputStream(new ByteArrayOutputStream());
        zerr2.putNextEntry(st3);
        zerr2.write(new byte[] { 1, 2, 3 });
        try {
            zerr2.closeEntry();
        } catch (ZipException x) {
            System.out.println("stored crc: " + x);
        }
        ZipEntry kn = new ZipEntry("kn");
        kn.setSize(10);
        kn.setCompressedSize(3);
        kn.setCrc(0);
        ZipOutputStream zerr3 = new ZipOutputStream(new ByteArrayOutputStream());
        zerr3.putNextEntry(kn);
        zerr3.write(new byte[4]);
        try {
            zerr3.closeEntry();
        } catch (ZipException x) {
            System.out.println("deflated size: " + x);
        }
        try {
            ZipOutputStream zc = new ZipOutputStream(new ByteArrayOutputStream());
            zc.close();
            zc.putNextEntry(new ZipEntry("late"));
        } catch (IOException x) {
            System.out.println("after close: " + x);
        }
        ByteArrayOutputStream eo = new ByteArrayOutputStream();
        new ZipOutputStream(eo).close();
        System.out.println("empty archive " + eo.size() + " bytes");
        System.out.println("empty archive entries: " + new ZipInputStream(new ByteArrayInputStream(eo.toByteArray())).getNextEntry());

        // damaged archives
        System.out.println("flipped data byte:");
        byte[] bad = zip.clone();
        bad[100] ^= 0x40;
        readStream("stream", bad);
        System.out.println("stored entry damaged:");
        bad = zip.clone();
        int at = indexOf(zip, "stored.bin".getBytes()) + 10 + 50;
        bad[at] ^= 1;
        readStream("stream", bad);
        for (int cut : new int[] { 10, 60, zip.length / 2, zip.length - 30 }) {
            byte[] tr = Arrays.copyOf(zip, cut);
            System.out.println("truncated at " + cut + ":");
            readStream("stream", tr);
            readFile("file", tr);
        }
        System.out.println("not a zip:");
        readStream("stream", "just some text, not an archive at all.....".getBytes());
        readFile("file", "just some text, not an archive at all.....".getBytes());
        System.out.println("bad central directory:");
        bad = zip.clone();
        int cen = lastIndexOf(zip, new byte[] { 0x50, 0x4b, 1, 2 });
        bad[cen] = 0;
        readFile("file", bad);
        try {
            new ZipFile("no-such-file.zip");
        } catch (IOException x) {
            // the JDK throws java.nio.file.NoSuchFileException, Ristretto FileNotFoundException
            System.out.println("missing file: IOException " + (x instanceof IOException));
        }
    }

    static int indexOf(byte[] b, byte[] pat) {
        outer:
        for (int i = 0; i + pat.length <= b.length; i++) {
            for (int j = 0; j < pat.length; j++) {
                if (b[i + j] != pat[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    static int lastIndexOf(byte[] b, byte[] pat) {
        int last = -1;
        for (int i = indexOf(b, pat); i >= 0; ) {
            last = i;
            byte[] rest = Arrays.copyOfRange(b, i + 1, b.length);
            int k = indexOf(rest, pat);
            i = k < 0 ? -1 : i + 1 + k;
        }
        return last;
    }
}
