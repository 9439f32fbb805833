package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/*
 * Decodes the application/x-www-form-urlencoded encoding: '+' is a space,
 * a run of "%XY" escapes is a sequence of bytes decoded in the charset,
 * every other character stands for itself.  A malformed escape is an
 * IllegalArgumentException with the stock JVM's message.
 */
public class URLDecoder {
    private URLDecoder() {
    }

    @Deprecated
    public static String decode(String s) {
        return decode(s, StandardCharsets.UTF_8);
    }

    public static String decode(String s, String enc) throws UnsupportedEncodingException {
        if (enc.isEmpty()) {
            throw new UnsupportedEncodingException("URLDecoder: empty string enc parameter");
        }
        Charset cs;
        try {
            cs = Charset.forName(enc);
        } catch (RuntimeException e) {
            throw new UnsupportedEncodingException(enc);
        }
        return decode(s, cs);
    }

    private static int hex(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }

    /* The two characters after '%' read as a signed base-16 number, as
     * Integer.parseInt reads them: a sign is allowed, a negative value is
     * not. */
    private static int escape(char a, char b) {
        int v;
        if (a == '-' || a == '+') {
            int d = hex(b);
            if (d < 0) {
                throw illegal("Error at index 1 in: \"" + a + b + "\"");
            }
            v = a == '-' ? -d : d;
        } else {
            int hi = hex(a);
            int lo = hex(b);
            if (hi < 0 || lo < 0) {
                throw illegal("Error at index " + (hi < 0 ? 0 : 1) + " in: \"" + a + b + "\"");
            }
            v = hi * 16 + lo;
        }
        if (v < 0) {
            throw illegal("negative value");
        }
        return v;
    }

    private static IllegalArgumentException illegal(String why) {
        return new IllegalArgumentException("URLDecoder: Illegal hex characters in escape (%) pattern - " + why);
    }

    public static String decode(String s, Charset charset) {
        if (charset == null) {
            throw new NullPointerException("Charset");
        }
        int n = s.length();
        StringBuilder sb = null;
        for (int i = 0; i < n; ) {
            char c = s.charAt(i);
            if (c != '+' && c != '%') {
                if (sb != null) sb.append(c);
                i++;
                continue;
            }
            if (sb == null) {
                sb = new StringBuilder(n).append(s, 0, i);
            }
            if (c == '+') {
                sb.append(' ');
                i++;
                continue;
            }
            byte[] bytes = new byte[(n - i) / 3];
            int k = 0;
            while (i + 2 < n && s.charAt(i) == '%') {
                bytes[k++] = (byte) escape(s.charAt(i + 1), s.charAt(i + 2));
                i += 3;
            }
            if (i < n && s.charAt(i) == '%') {
                throw new IllegalArgumentException("URLDecoder: Incomplete trailing escape (%) pattern");
            }
            sb.append(new String(bytes, 0, k, charset));
        }
        return sb == null ? s : sb.toString();
    }
}
