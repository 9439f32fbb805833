package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/*
 * The application/x-www-form-urlencoded encoding: letters, digits and
 * ".-*_" stay, a space becomes '+', every other character becomes the
 * "%XY" escapes (upper-case hex) of its bytes in the charset.  A surrogate
 * pair is encoded as the one character it makes.
 */
public class URLEncoder {
    private URLEncoder() {
    }

    @Deprecated
    public static String encode(String s) {
        return encode(s, StandardCharsets.UTF_8);
    }

    public static String encode(String s, String enc) throws UnsupportedEncodingException {
        if (enc == null) {
            throw new NullPointerException("charsetName");
        }
        Charset cs;
        try {
            cs = Charset.forName(enc);
        } catch (RuntimeException e) {
            throw new UnsupportedEncodingException(enc);
        }
        return encode(s, cs);
    }

    private static boolean keep(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || c == '.' || c == '-' || c == '*' || c == '_';
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    public static String encode(String s, Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        StringBuilder sb = null;
        int n = s.length();
        for (int i = 0; i < n; ) {
            char c = s.charAt(i);
            if (keep(c)) {
                if (sb != null) sb.append(c);
                i++;
                continue;
            }
            if (sb == null) {
                sb = new StringBuilder(n + 16).append(s, 0, i);
            }
            if (c == ' ') {
                sb.append('+');
                i++;
                continue;
            }
            // a run of characters to escape, encoded together
            int j = i;
            while (j < n && !keep(s.charAt(j)) && s.charAt(j) != ' ') {
                j++;
            }
            for (byte b : s.substring(i, j).getBytes(charset)) {
                sb.append('%').append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
            }
            i = j;
        }
        return sb == null ? s : sb.toString();
    }
}
