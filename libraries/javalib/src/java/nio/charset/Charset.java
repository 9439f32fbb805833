package java.nio.charset;

import java.util.Collections;
import java.util.Locale;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A named character encoding. UTF-8, ISO-8859-1 and US-ASCII are built in; Shift_JIS, EUC-JP,
 * the ISO-8859 parts and the windows-125x code pages come from the C library's iconv (see
 * IconvCharset). Encoding and decoding are done by the (implementation-specific) methods below.
 */
public class Charset implements Comparable<Charset> {
    static final int UTF_8 = 0;
    static final int ISO_8859_1 = 1;
    static final int US_ASCII = 2;

    private final String name;
    private final int kind;

    static final Charset UTF8 = new Charset("UTF-8", UTF_8);
    static final Charset LATIN1 = new Charset("ISO-8859-1", ISO_8859_1);
    static final Charset ASCII = new Charset("US-ASCII", US_ASCII);

    private Charset(String name, int kind) {
        this.name = name;
        this.kind = kind;
    }

    /** For the charsets that override the coding methods (IconvCharset). */
    Charset(String name) {
        this(name, -1);
    }

    public static Charset defaultCharset() {
        return UTF8;
    }

    /** Returns the charset for a name or alias, or null if unsupported. */
    public static Charset lookup(String charsetName) {
        String n = charsetName.toUpperCase(Locale.ROOT).replace('_', '-');
        if (n.equals("UTF-8") || n.equals("UTF8")) {
            return UTF8;
        }
        if (n.equals("ISO-8859-1") || n.equals("ISO8859-1") || n.equals("LATIN1") || n.equals("ISO-LATIN-1")
                || n.equals("8859-1") || n.equals("L1") || n.equals("ISO8859-1") || n.equals("CP819")) {
            return LATIN1;
        }
        if (n.equals("US-ASCII") || n.equals("ASCII") || n.equals("ISO646-US") || n.equals("646")) {
            return ASCII;
        }
        return IconvCharset.find(charsetName);
    }

    /** Throws IllegalCharsetNameException unless the name is legal, as the JDK checks it. */
    private static void checkName(String n) {
        if (n.isEmpty()) {
            throw new IllegalCharsetNameException(n);
        }
        for (int i = 0; i < n.length(); i++) {
            char c = n.charAt(i);
            boolean ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
                    || (i > 0 && (c == '-' || c == '+' || c == ':' || c == '_' || c == '.'));
            if (!ok) {
                throw new IllegalCharsetNameException(n);
            }
        }
    }

    public static Charset forName(String charsetName) {
        if (charsetName == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        checkName(charsetName);
        Charset cs = lookup(charsetName);
        if (cs == null) {
            throw new UnsupportedCharsetException(charsetName);
        }
        return cs;
    }

    public static boolean isSupported(String charsetName) {
        if (charsetName == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        checkName(charsetName);
        return lookup(charsetName) != null;
    }

    /** The supported charsets by canonical name, ordered ignoring case. */
    public static SortedMap<String, Charset> availableCharsets() {
        TreeMap<String, Charset> m = new TreeMap<String, Charset>(String.CASE_INSENSITIVE_ORDER);
        m.put(UTF8.name, UTF8);
        m.put(LATIN1.name, LATIN1);
        m.put(ASCII.name, ASCII);
        for (Charset c : IconvCharset.all()) {
            m.put(c.name, c);
        }
        return m;
    }

    public Set<String> aliases() {
        return Collections.emptySet();
    }

    /** Implementation-specific: the name InputStreamReader.getEncoding reports. */
    public String historicalName() {
        return kind == UTF_8 ? "UTF8" : kind == ISO_8859_1 ? "ISO8859_1" : "ASCII";
    }

    public final String name() {
        return name;
    }

    public String displayName() {
        return name;
    }

    public final String toString() {
        return name;
    }

    public final int hashCode() {
        return name.hashCode();
    }

    public final boolean equals(Object ob) {
        return ob instanceof Charset && name.equals(((Charset) ob).name);
    }

    public final int compareTo(Charset that) {
        return name.compareToIgnoreCase(that.name);
    }

    public boolean canEncode() {
        return true;
    }

    /** Implementation-specific: decodes bytes, replacing malformed input with U+FFFD. */
    public char[] decodeToChars(byte[] b, int off, int len) {
        char[] out = new char[len];
        int n = 0;
        int end = off + len;
        if (kind == ISO_8859_1) {
            for (int i = off; i < end; i++) {
                out[n++] = (char) (b[i] & 0xff);
            }
            return out;
        }
        if (kind == US_ASCII) {
            for (int i = off; i < end; i++) {
                out[n++] = b[i] >= 0 ? (char) b[i] : '\uFFFD';
            }
            return out;
        }
        int i = off;
        while (i < end) {
            int b0 = b[i] & 0xff;
            if (b0 < 0x80) {
                out[n++] = (char) b0;
                i++;
                continue;
            }
            int need;
            int cp;
            int min;
            if (b0 >= 0xC2 && b0 <= 0xDF) {
                need = 1;
                cp = b0 & 0x1F;
                min = 0x80;
            } else if (b0 >= 0xE0 && b0 <= 0xEF) {
                need = 2;
                cp = b0 & 0x0F;
                min = 0x800;
            } else if (b0 >= 0xF0 && b0 <= 0xF4) {
                need = 3;
                cp = b0 & 0x07;
                min = 0x10000;
            } else {
                out[n++] = '\uFFFD';
                i++;
                continue;
            }
            int j = i + 1;
            boolean bad = false;
            for (int k = 0; k < need; k++, j++) {
                if (j >= end || (b[j] & 0xC0) != 0x80) {
                    bad = true;
                    break;
                }
                int bj = b[j] & 0xff;
                if (k == 0) {
                    // reject overlongs, surrogates and values beyond U+10FFFF early
                    if ((b0 == 0xE0 && bj < 0xA0) || (b0 == 0xED && bj > 0x9F)
                            || (b0 == 0xF0 && bj < 0x90) || (b0 == 0xF4 && bj > 0x8F)) {
                        bad = true;
                        break;
                    }
                }
                cp = (cp << 6) | (bj & 0x3F);
            }
            if (bad || cp < min) {
                out[n++] = '\uFFFD';
                i = Math.max(j, i + 1);
                continue;
            }
            if (cp >= 0x10000) {
                if (n + 2 > out.length) {
                    out = grow(out, n + 2);
                }
                out[n++] = Character.highSurrogate(cp);
                out[n++] = Character.lowSurrogate(cp);
            } else {
                out[n++] = (char) cp;
            }
            i = j;
        }
        if (n == out.length) {
            return out;
        }
        char[] r = new char[n];
        System.arraycopy(out, 0, r, 0, n);
        return r;
    }

    /**
     * Implementation-specific: decodes the longest prefix of b[off, off+len) that does not end
     * inside an incomplete sequence (all of it when end), storing its length in used[0].
     */
    public char[] decodeStream(byte[] b, int off, int len, boolean end, int[] used) {
        int n = end ? len : completePrefix(b, off, len);
        used[0] = n;
        return decodeToChars(b, off, n);
    }

    private static char[] grow(char[] a, int min) {
        char[] r = new char[Math.max(min, a.length * 2)];
        System.arraycopy(a, 0, r, 0, a.length);
        return r;
    }

    /**
     * Implementation-specific: the length of the longest prefix of b[off, off+len) that does not
     * end inside an incomplete multi-byte sequence (used by streaming decoders).
     */
    public int completePrefix(byte[] b, int off, int len) {
        if (kind != UTF_8 || len == 0) {
            return len;
        }
        int end = off + len;
        // look back at most 3 bytes for a lead byte whose sequence is cut off
        for (int back = 1; back <= 3 && back <= len; back++) {
            int c = b[end - back] & 0xff;
            if ((c & 0xC0) == 0x80) {
                continue;
            }
            int need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
            if (need > back && c >= 0xC2 && c <= 0xF4) {
                return len - back;
            }
            return len;
        }
        return len;
    }

    /** Implementation-specific: encodes chars; unmappable characters become '?'. */
    public byte[] encodeChars(char[] c, int off, int len) {
        int end = off + len;
        if (kind != UTF_8) {
            int max = kind == ISO_8859_1 ? 0xFF : 0x7F;
            byte[] out = new byte[len];
            int n = 0;
            for (int i = off; i < end; i++) {
                char ch = c[i];
                if (Character.isHighSurrogate(ch) && i + 1 < end && Character.isLowSurrogate(c[i + 1])) {
                    i++;
                    out[n++] = '?';
                } else {
                    out[n++] = ch <= max ? (byte) ch : (byte) '?';
                }
            }
            if (n == len) {
                return out;
            }
            byte[] r = new byte[n];
            System.arraycopy(out, 0, r, 0, n);
            return r;
        }
        int size = 0;
        for (int i = off; i < end; i++) {
            char ch = c[i];
            if (ch < 0x80) {
                size++;
            } else if (ch < 0x800) {
                size += 2;
            } else if (Character.isHighSurrogate(ch) && i + 1 < end && Character.isLowSurrogate(c[i + 1])) {
                size += 4;
                i++;
            } else if (Character.isSurrogate(ch)) {
                size++;
            } else {
                size += 3;
            }
        }
        byte[] out = new byte[size];
        int n = 0;
        for (int i = off; i < end; i++) {
            char ch = c[i];
            if (ch < 0x80) {
                out[n++] = (byte) ch;
            } else if (ch < 0x800) {
                out[n++] = (byte) (0xC0 | (ch >> 6));
                out[n++] = (byte) (0x80 | (ch & 0x3F));
            } else if (Character.isHighSurrogate(ch) && i + 1 < end && Character.isLowSurrogate(c[i + 1])) {
                int cp = Character.toCodePoint(ch, c[++i]);
                out[n++] = (byte) (0xF0 | (cp >> 18));
                out[n++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                out[n++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                out[n++] = (byte) (0x80 | (cp & 0x3F));
            } else if (Character.isSurrogate(ch)) {
                out[n++] = '?';
            } else {
                out[n++] = (byte) (0xE0 | (ch >> 12));
                out[n++] = (byte) (0x80 | ((ch >> 6) & 0x3F));
                out[n++] = (byte) (0x80 | (ch & 0x3F));
            }
        }
        return out;
    }
}
