package java.nio.charset;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The charsets beyond UTF-8, ISO-8859-1 and US-ASCII, converted by the C library's iconv
 * (natives in libraries/clib/java_nio_charset.c, which explains the rules). Names, aliases
 * and historical names are the JDK's.
 *
 * Single-byte charsets decode through a 256-entry table that iconv fills once, and encode
 * through its inverse. Shift_JIS and EUC-JP call iconv for each buffer; a stream keeps the
 * bytes of a sequence cut off at the end of a buffer and passes them again with the next.
 */
final class IconvCharset extends Charset {
    static final int SINGLE = 0;
    static final int SJIS = 1;
    static final int EUCJP = 2;

    /* canonical name, iconv name, family, historical name, aliases */
    private static final String[] TABLE = {
        "Shift_JIS SHIFT_JIS 1 SJIS csShiftJIS ms_kanji shift-jis shift_jis sjis x-sjis",
        "EUC-JP EUC-JP 2 EUC_JP Extended_UNIX_Code_Packed_Format_for_Japanese csEUCPkdFmtjapanese"
            + " euc_jp eucjis eucjp x-euc-jp x-eucjp",
        "ISO-8859-2 ISO-8859-2 0 ISO8859_2 8859_2 912 ISO8859-2 ISO_8859-2 ISO_8859-2:1987 cp912"
            + " csISOLatin2 ibm-912 ibm912 iso-ir-101 iso8859_2 l2 latin2",
        "ISO-8859-3 ISO-8859-3 0 ISO8859_3 8859_3 913 ISO8859-3 ISO_8859-3 ISO_8859-3:1988 cp913"
            + " csISOLatin3 ibm-913 ibm913 iso-ir-109 iso8859_3 l3 latin3",
        "ISO-8859-4 ISO-8859-4 0 ISO8859_4 8859_4 914 ISO_8859-4 ISO_8859-4:1988 cp914 csISOLatin4"
            + " ibm-914 ibm914 iso-ir-110 iso8859-4 iso8859_4 l4 latin4",
        "ISO-8859-5 ISO-8859-5 0 ISO8859_5 8859_5 915 ISO8859-5 ISO_8859-5 ISO_8859-5:1988 cp915"
            + " csISOLatinCyrillic cyrillic ibm-915 ibm915 iso-ir-144 iso8859_5",
        "ISO-8859-6 ISO-8859-6 0 ISO8859_6 1089 8859_6 ASMO-708 ECMA-114 ISO8859-6 ISO_8859-6"
            + " ISO_8859-6:1987 arabic cp1089 csISOLatinArabic ibm-1089 ibm1089 iso-ir-127 iso8859_6",
        "ISO-8859-7 ISO-8859-7 0 ISO8859_7 813 8859_7 ECMA-118 ELOT_928 ISO_8859-7 ISO_8859-7:1987"
            + " cp813 csISOLatinGreek greek greek8 ibm-813 ibm813 iso-ir-126 iso8859-7 iso8859_7"
            + " sun_eu_greek",
        "ISO-8859-8 ISO-8859-8 0 ISO8859_8 8859_8 916 ISO8859-8 ISO_8859-8 ISO_8859-8:1988 cp916"
            + " csISOLatinHebrew hebrew ibm-916 ibm916 iso-ir-138 iso8859_8",
        "ISO-8859-9 ISO-8859-9 0 ISO8859_9 8859_9 920 ISO8859-9 ISO_8859-9 ISO_8859-9:1989 cp920"
            + " csISOLatin5 ibm-920 ibm920 iso-ir-148 iso8859_9 l5 latin5",
        "x-iso-8859-11 ISO-8859-11 0 x-iso-8859-11 iso-8859-11 iso8859_11",
        "ISO-8859-13 ISO-8859-13 0 ISO8859_13 8859_13 ISO8859-13 iso8859_13 iso_8859-13",
        "ISO-8859-15 ISO-8859-15 0 ISO8859_15 8859_15 923 IBM-923 IBM923 ISO-8859-15 ISO8859-15 ISO8859_15"
            + " ISO8859_15_FDIS ISO_8859-15 L9 LATIN0 LATIN9 Latin-9 cp923 csISO885915 csISOlatin0"
            + " csISOlatin9",
        "ISO-8859-16 ISO-8859-16 0 ISO8859_16 ISO8859_16 ISO_8859-16 ISO_8859-16:2001 csISO885916"
            + " iso-ir-226 l10 latin10",
        "windows-1250 CP1250 0 Cp1250 cp1250 cp5346",
        "windows-1251 CP1251 0 Cp1251 ansi-1251 cp1251 cp5347",
        "windows-1252 CP1252 0 Cp1252 cp1252 cp5348 ibm-1252 ibm1252",
        "windows-1253 CP1253 0 Cp1253 cp1253 cp5349",
        "windows-1254 CP1254 0 Cp1254 cp1254 cp5350",
        "windows-1255 CP1255 0 Cp1255 cp1255",
        "windows-1256 CP1256 0 Cp1256 cp1256",
        "windows-1257 CP1257 0 Cp1257 cp1257 cp5353",
        "windows-1258 CP1258 0 Cp1258 cp1258",
    };

    /** Lower-cased canonical names and aliases to rows of TABLE. */
    private static final HashMap<String, Integer> NAMES = new HashMap<String, Integer>();
    /** The charset of each row once made; probed[i] once iconv was asked. */
    private static final IconvCharset[] MADE = new IconvCharset[TABLE.length];
    private static final boolean[] PROBED = new boolean[TABLE.length];

    static {
        for (int i = 0; i < TABLE.length; i++) {
            String[] f = TABLE[i].split(" ");
            NAMES.put(f[0].toLowerCase(Locale.ROOT), Integer.valueOf(i));
            for (int k = 4; k < f.length; k++) {
                NAMES.put(f[k].toLowerCase(Locale.ROOT), Integer.valueOf(i));
            }
        }
    }

    private final byte[] iconvName;
    private final int family;
    private final String historical;
    private final Set<String> aliasSet;
    /** Single-byte charsets: the character of each byte (U+FFFD: none). */
    private char[] decodeTable;
    /** Single-byte charsets: per high byte of a char, byte + 1 of each low byte (0: none). */
    private char[][] encodePages;

    private IconvCharset(String[] f) {
        super(f[0]);
        this.iconvName = f[1].getBytes(Charset.ASCII);
        this.family = Integer.parseInt(f[2]);
        this.historical = f[3];
        HashSet<String> s = new HashSet<String>();
        for (int k = 4; k < f.length; k++) {
            s.add(f[k]);
        }
        this.aliasSet = Collections.unmodifiableSet(s);
    }

    /** The charset for a name or alias (any case), or null if unknown or iconv lacks it. */
    static IconvCharset find(String name) {
        Integer row = NAMES.get(name.toLowerCase(Locale.ROOT));
        return row == null ? null : make(row.intValue());
    }

    /** Every charset of the table that iconv converts. */
    static List<Charset> all() {
        List<Charset> l = new ArrayList<Charset>();
        for (int i = 0; i < TABLE.length; i++) {
            IconvCharset c = make(i);
            if (c != null) {
                l.add(c);
            }
        }
        return l;
    }

    private static synchronized IconvCharset make(int row) {
        if (!PROBED[row]) {
            IconvCharset c = new IconvCharset(TABLE[row].split(" "));
            if (c.family == SINGLE) {
                char[] t = new char[256];
                if (table0(c.iconvName, t)) {
                    c.setTable(t);
                    MADE[row] = c;
                }
            } else if (probe0(c.iconvName)) {
                MADE[row] = c;
            }
            PROBED[row] = true;
        }
        return MADE[row];
    }

    private void setTable(char[] t) {
        char[][] pages = new char[256][];
        for (int b = 0; b < 256; b++) {
            char c = t[b];
            if (c == '\uFFFD') {
                continue;
            }
            char[] p = pages[c >> 8];
            if (p == null) {
                p = pages[c >> 8] = new char[256];
            }
            if (p[c & 0xff] == 0) {
                p[c & 0xff] = (char) (b + 1);
            }
        }
        decodeTable = t;
        encodePages = pages;
    }

    public Set<String> aliases() {
        return aliasSet;
    }

    public String historicalName() {
        return historical;
    }

    public char[] decodeToChars(byte[] b, int off, int len) {
        if (family == SINGLE) {
            char[] t = decodeTable;
            char[] out = new char[len];
            for (int i = 0; i < len; i++) {
                out[i] = t[b[off + i] & 0xff];
            }
            return out;
        }
        int[] used = new int[1];
        return decodeStream(b, off, len, true, used);
    }

    public char[] decodeStream(byte[] b, int off, int len, boolean end, int[] used) {
        if (family == SINGLE) {
            used[0] = len;
            return decodeToChars(b, off, len);
        }
        char[] out = new char[len];
        long r = decode0(iconvName, family, b, off, len, end, out);
        if (r == -1) {
            throw new InternalError("iconv cannot convert from " + name());
        }
        used[0] = (int) r;
        int n = (int) (r >>> 32);
        if (n == len) {
            return out;
        }
        char[] c = new char[n];
        System.arraycopy(out, 0, c, 0, n);
        return c;
    }

    public int completePrefix(byte[] b, int off, int len) {
        if (family == SINGLE) {
            return len;
        }
        int[] used = new int[1];
        decodeStream(b, off, len, false, used);
        return used[0];
    }

    public byte[] encodeChars(char[] c, int off, int len) {
        if (family == SINGLE) {
            char[][] pages = encodePages;
            byte[] out = new byte[len];
            int n = 0;
            int end = off + len;
            for (int i = off; i < end; i++) {
                char ch = c[i];
                if (Character.isHighSurrogate(ch) && i + 1 < end && Character.isLowSurrogate(c[i + 1])) {
                    i++;
                    out[n++] = '?';
                    continue;
                }
                char[] p = pages[ch >> 8];
                int v = p == null ? 0 : p[ch & 0xff];
                out[n++] = v == 0 ? (byte) '?' : (byte) (v - 1);
            }
            return trim(out, n);
        }
        byte[] out = new byte[len * 4];
        long r = encode0(iconvName, family, c, off, len, true, out);
        if (r == -1) {
            throw new InternalError("iconv cannot convert to " + name());
        }
        return trim(out, (int) (r >>> 32));
    }

    private static byte[] trim(byte[] b, int n) {
        if (n == b.length) {
            return b;
        }
        byte[] r = new byte[n];
        System.arraycopy(b, 0, r, 0, n);
        return r;
    }

    private static native boolean probe0(byte[] name);

    private static native boolean table0(byte[] name, char[] out);

    private static native long decode0(byte[] name, int family, byte[] in, int off, int len, boolean end,
            char[] out);

    private static native long encode0(byte[] name, int family, char[] in, int off, int len, boolean end,
            byte[] out);
}
