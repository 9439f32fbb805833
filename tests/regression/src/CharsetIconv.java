import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.util.TreeSet;

/**
 * The charsets beyond UTF-8, ISO-8859-1 and US-ASCII: names and aliases, encodings of a fixed
 * set of strings, round trips, malformed input, unmappable characters, and streams whose
 * buffers split multi-byte sequences.
 */
public class CharsetIconv {
    static final String[] NAMES = {
        "Shift_JIS", "EUC-JP", "ISO-8859-2", "ISO-8859-3", "ISO-8859-4", "ISO-8859-5", "ISO-8859-6",
        "ISO-8859-7", "ISO-8859-8", "ISO-8859-9", "ISO-8859-10", "ISO-8859-11", "ISO-8859-12",
        "ISO-8859-13", "ISO-8859-14", "ISO-8859-15", "ISO-8859-16", "windows-1250", "windows-1251",
        "windows-1252", "windows-1253", "windows-1254", "windows-1255", "windows-1256",
        "windows-1257", "windows-1258",
    };

    static final String[] ALIASES = {
        "sjis", "SHIFT-JIS", "ms_kanji", "x-sjis", "eucjp", "EUC_JP", "x-euc-jp", "latin2", "L2",
        "iso8859_2", "ISO_8859-2:1987", "cyrillic", "greek", "ECMA-118", "hebrew", "latin5",
        "iso-8859-11", "LATIN9", "latin0", "Latin-9", "l10", "cp1250", "CP1251", "ansi-1251",
        "Cp1252", "ibm1252", "cp1255", "cp1258", "cp5353", "windows1252", "win1252",
    };

    static final String[] TEXTS = {
        "Hello, world!",
        "\u65e5\u672c\u8a9e\u306e\u30c6\u30ad\u30b9\u30c8\u3001\u30ab\u30bf\u30ab\u30ca\u3068\uff76\uff80\uff76\uff85",
        "P\u0159\u00edli\u0161 \u017elu\u0165ou\u010dk\u00fd k\u016f\u0148 \u00fap\u011bl \u0111\u00e1belsk\u00e9 \u00f3dy; Za\u017c\u00f3\u0142\u0107 g\u0119\u015bl\u0105 ja\u017a\u0144; \u0150\u0170",
        "\u0421\u044a\u0435\u0448\u044c \u0436\u0435 \u0435\u0449\u0451 \u044d\u0442\u0438\u0445 \u043c\u044f\u0433\u043a\u0438\u0445 \u0431\u0443\u043b\u043e\u043a \u0401\u0451",
        "\u039e\u03b5\u03c3\u03ba\u03b5\u03c0\u03ac\u03b6\u03c9 \u03c4\u03b7\u03bd \u03c8\u03c5\u03c7\u03bf\u03c6\u03b8\u03cc\u03c1\u03b1",
        "\u20ac 100, \u00a3 5, \u00a5 7, \\ ~ \u203e \u2014 \u2015 \u00e9\u0301",
        "\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627 \u0e2a\u0e27\u0e31\u0e2a\u0e14\u0e35 Vi\u1ec7t \u0111\u1eb9p",
        "pair \ud83d\ude00 lone \ud83d x \ude00 end",
    };

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(Character.forDigit((x >> 4) & 15, 16)).append(Character.forDigit(x & 15, 16));
        }
        return sb.toString();
    }

    static String chars(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(Integer.toHexString(s.charAt(i)));
        }
        return sb.toString();
    }

    static byte[] bytes(int... v) {
        byte[] b = new byte[v.length];
        for (int i = 0; i < v.length; i++) {
            b[i] = (byte) v[i];
        }
        return b;
    }

    /** Hands out at most a few bytes per read, so sequences split between reads. */
    static class Trickle extends InputStream {
        private final byte[] data;
        private int pos;
        private int turn;

        Trickle(byte[] data) {
            this.data = data;
        }

        public int read() {
            return pos < data.length ? data[pos++] & 0xff : -1;
        }

        public int read(byte[] b, int off, int len) {
            if (pos >= data.length) {
                return -1;
            }
            int n = Math.min(Math.min(len, 1 + (turn++ % 3)), data.length - pos);
            System.arraycopy(data, pos, b, off, n);
            pos += n;
            return n;
        }

        public int available() {
            return 0;
        }
    }

    static String readAll(InputStreamReader r, int chunk) throws IOException {
        StringBuilder sb = new StringBuilder();
        char[] buf = new char[chunk];
        int n;
        while ((n = r.read(buf, 0, buf.length)) >= 0) {
            sb.append(buf, 0, n);
        }
        return sb.toString();
    }

    static void names() {
        System.out.println("== isSupported / forName");
        for (String n : NAMES) {
            if (!Charset.isSupported(n)) {
                System.out.println(n + ": not supported");
                continue;
            }
            Charset c = Charset.forName(n);
            System.out.println(n + ": " + c.name() + " " + new TreeSet<String>(c.aliases())
                    + " available=" + Charset.availableCharsets().containsKey(c.name())
                    + " canEncode=" + c.canEncode());
        }
        for (String n : ALIASES) {
            System.out.println(n + " -> " + (Charset.isSupported(n) ? Charset.forName(n).name() : "not supported"));
        }
        System.out.println("forName(\"Iso-8859-2\") == forName(\"latin2\"): "
                + Charset.forName("Iso-8859-2").equals(Charset.forName("latin2")));
        String[] bad = {"ISO-8859-10", "foo-bar", "x-nothing", "foo bar", "-x", ""};
        for (String n : bad) {
            try {
                System.out.println(n + ": forName " + Charset.forName(n));
            } catch (IllegalArgumentException e) {
                System.out.println("forName(\"" + n + "\"): " + e);
            }
            try {
                System.out.println(n + ": " + new String(bytes(65), n));
            } catch (UnsupportedEncodingException e) {
                System.out.println("new String(b, \"" + n + "\"): " + e);
            }
            try {
                System.out.println(n + ": " + hex("A".getBytes(n)));
            } catch (UnsupportedEncodingException e) {
                System.out.println("getBytes(\"" + n + "\"): " + e);
            }
            try {
                new InputStreamReader(new ByteArrayInputStream(new byte[0]), n);
            } catch (UnsupportedEncodingException e) {
                System.out.println("InputStreamReader(in, \"" + n + "\"): " + e);
            }
            try {
                new OutputStreamWriter(new ByteArrayOutputStream(), n);
            } catch (UnsupportedEncodingException e) {
                System.out.println("OutputStreamWriter(out, \"" + n + "\"): " + e);
            }
        }
    }

    static void encodings() throws IOException {
        System.out.println("== encodings");
        for (String n : NAMES) {
            if (!Charset.isSupported(n)) {
                continue;
            }
            for (int i = 0; i < TEXTS.length; i++) {
                byte[] b = TEXTS[i].getBytes(n);
                String back = new String(b, n);
                byte[] viaCs = TEXTS[i].getBytes(Charset.forName(n));
                System.out.println(n + " #" + i + " " + hex(b) + (back.equals(TEXTS[i]) ? " round-trip" : " back: " + chars(back))
                        + (java.util.Arrays.equals(b, viaCs) ? "" : " getBytes(Charset) differs"));
            }
        }
    }

    static void decodeAll() throws IOException {
        System.out.println("== every byte");
        byte[] all = new byte[256];
        for (int i = 0; i < 256; i++) {
            all[i] = (byte) i;
        }
        for (String n : NAMES) {
            if (Charset.isSupported(n) && !n.equals("Shift_JIS") && !n.equals("EUC-JP")) {
                String s = new String(all, n);
                byte[] back = s.getBytes(n);
                int same = 0;
                for (int i = 0; i < 256; i++) {
                    if (back[i] == all[i]) {
                        same++;
                    }
                }
                System.out.println(n + " " + s.hashCode() + " " + same + " bytes back; " + chars(s.substring(0x80)));
            }
        }
    }

    static void malformed() throws IOException {
        System.out.println("== malformed");
        Object[][] cases = {
            {"Shift_JIS", bytes(0x41, 0x80, 0x42, 0xa0, 0x43, 0xfd, 0xfe, 0xff, 0x44)},
            {"Shift_JIS", bytes(0x81, 0x20, 0x81, 0x41, 0x81, 0xff, 0x41, 0x85, 0x40, 0x88, 0x80, 0x41)},
            {"Shift_JIS", bytes(0x81, 0xad, 0x81, 0x82, 0xa0, 0x83, 0xe9, 0x40, 0xeb, 0x40, 0x5c, 0x7e)},
            {"Shift_JIS", bytes(0x41, 0x93, 0xfa)},
            {"Shift_JIS", bytes(0x93)},
            {"EUC-JP", bytes(0x41, 0x80, 0x41, 0x42, 0x9f, 0xa1, 0xa1, 0xa1, 0x41, 0x41)},
            {"EUC-JP", bytes(0x8e, 0x41, 0x42, 0x8e, 0xb1, 0x8f, 0xb0, 0xa1, 0x8f, 0x41, 0x41, 0x42)},
            {"EUC-JP", bytes(0xa1, 0xbd, 0xff, 0xfe, 0x41, 0xa4)},
            {"EUC-JP", bytes(0x41, 0x8f, 0xb0)},
            {"windows-1252", bytes(0x80, 0x81, 0x8d, 0x8f, 0x90, 0x9d, 0x9f, 0x41)},
            {"windows-1253", bytes(0xaa, 0xd2, 0xff, 0xa1, 0xc1)},
            {"windows-1255", bytes(0x41, 0xde, 0xe9, 0xc4, 0xd9, 0xfb)},
            {"windows-1258", bytes(0x41, 0xde, 0x61, 0xcc, 0x45, 0xd2)},
            {"ISO-8859-3", bytes(0xa5, 0xae, 0xbe, 0xc3, 0xd0, 0xe3, 0xf0, 0x41)},
            {"ISO-8859-6", bytes(0xa1, 0xac, 0xbb, 0xbf, 0xc1, 0xff)},
            {"ISO-8859-7", bytes(0xae, 0xd2, 0xff, 0xa4, 0xa5)},
            {"ISO-8859-8", bytes(0xa1, 0xbf, 0xdf, 0xe0, 0xfb, 0xfd)},
            {"x-iso-8859-11", bytes(0xdb, 0xdf, 0xfc, 0xa1)},
        };
        for (Object[] c : cases) {
            String n = (String) c[0];
            byte[] b = (byte[]) c[1];
            System.out.println(n + " " + hex(b) + " -> " + chars(new String(b, n)));
        }
        System.out.println("== unmappable");
        String[] un = {"\u4e00\u20ac\u0416\u00e9\u03a9\u0e01\ud83d\ude00\ufffd\uffe0\u0085", "\u2014\u2015\u00a5\u203e\u301c\uff5e\u2225\uff0d"};
        for (String n : NAMES) {
            if (Charset.isSupported(n)) {
                for (String s : un) {
                    System.out.println(n + " " + hex(s.getBytes(n)));
                }
            }
        }
    }

    static void streams() throws IOException {
        System.out.println("== streams");
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            big.append(TEXTS[i % 6]).append('\n');
        }
        String text = big.toString();
        String[] cs = {"Shift_JIS", "EUC-JP", "ISO-8859-2", "ISO-8859-5", "ISO-8859-7", "windows-1250", "windows-1251",
            "windows-1252", "windows-1253"};
        for (String n : cs) {
            byte[] b = text.getBytes(n);
            for (int chunk = 1; chunk <= 7; chunk += 3) {
                InputStreamReader r = new InputStreamReader(new Trickle(b), n);
                String s = readAll(r, chunk);
                System.out.println(n + " read in " + chunk + "s: " + s.length() + " chars, "
                        + (s.equals(new String(b, n)) ? "same as new String" : "DIFFERENT") + ", getEncoding " + r.getEncoding());
            }
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            OutputStreamWriter w = new OutputStreamWriter(bo, n);
            for (int i = 0; i < text.length(); i++) {
                w.write(text.charAt(i));
                if (i % 97 == 0) {
                    w.flush();
                }
            }
            w.write("\ud83d");
            w.flush();
            w.write("\ude00!");
            w.close();
            byte[] expect = (text + "\ud83d\ude00!").getBytes(n);
            System.out.println(n + " written char by char: " + bo.size() + " bytes, "
                    + (java.util.Arrays.equals(bo.toByteArray(), expect) ? "same as getBytes" : "DIFFERENT") + ", getEncoding "
                    + w.getEncoding());
        }
        // malformed and truncated sequences split across reads
        byte[][] bad = {
            bytes(0x82, 0xa0, 0x81, 0x41, 0x81, 0xff, 0x41, 0x93, 0xfa, 0x93),
            bytes(0xa4, 0xa2, 0x8f, 0xb0, 0xa1, 0x80, 0x41, 0x8f, 0x41, 0x41, 0x42, 0xa4),
        };
        String[] badCs = {"Shift_JIS", "EUC-JP"};
        for (int i = 0; i < bad.length; i++) {
            for (int chunk = 1; chunk <= 2; chunk++) {
                String s = readAll(new InputStreamReader(new Trickle(bad[i]), badCs[i]), chunk);
                System.out.println(badCs[i] + " " + hex(bad[i]) + " streamed -> " + chars(s));
            }
        }
    }

    /**
     * Charsets and a reader made by main, used by other threads (on a cluster, on other nodes:
     * the natives keep nothing of this process in the Java objects).
     */
    static void threads() throws Exception {
        System.out.println("== threads");
        final String[] cs = {"Shift_JIS", "EUC-JP", "windows-1251", "ISO-8859-7"};
        final Charset[] made = new Charset[cs.length];
        final InputStreamReader[] readers = new InputStreamReader[cs.length];
        final String[] results = new String[cs.length];
        for (int i = 0; i < cs.length; i++) {
            made[i] = Charset.forName(cs[i]);
            readers[i] = new InputStreamReader(new Trickle(TEXTS[1 + (i % 4)].getBytes(cs[i])), cs[i]);
        }
        Thread[] ts = new Thread[cs.length];
        for (int i = 0; i < cs.length; i++) {
            final int k = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        StringBuilder sb = new StringBuilder();
                        for (int j = 0; j < 50; j++) {
                            String t = TEXTS[j % TEXTS.length];
                            byte[] b = t.getBytes(made[k]);
                            sb.setLength(0);
                            sb.append(hex(b)).append(' ').append(new String(b, made[k]).hashCode());
                        }
                        String read = readAll(readers[k], 2);
                        results[k] = cs[k] + " " + sb + " read " + read.length() + " chars, hash " + read.hashCode();
                    } catch (IOException e) {
                        results[k] = cs[k] + " " + e;
                    }
                }
            });
            ts[i].start();
        }
        for (int i = 0; i < cs.length; i++) {
            ts[i].join();
            System.out.println(results[i]);
        }
    }

    public static void main(String[] args) throws Exception {
        names();
        encodings();
        decodeAll();
        malformed();
        streams();
        threads();
    }
}
