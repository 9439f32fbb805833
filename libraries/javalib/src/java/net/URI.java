package java.net;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;

/*
 * A URI reference as the java.net.URI documentation defines it (RFC 2396
 * with the RFC 2732 IPv6 brackets):
 *
 *     [scheme:]scheme-specific-part[#fragment]
 *     opaque:        scheme:ssp             (ssp not starting with '/')
 *     hierarchical:  [scheme:][//authority][path][?query][#fragment]
 *     authority:     [user-info@]host[:port]  (server-based), or any other
 *                    legal string (registry-based: host null, port -1)
 *
 * The string is parsed once; the components keep their escaped ("raw")
 * form and the get* methods decode %XX octets as UTF-8.  The constructors
 * that take components quote what is not legal in each component, then
 * parse the string they built, as the documentation describes.
 *
 * Character classes (the documentation's names): unreserved = alphanum and
 * "_-!.~'()*"; punct = ",;:$&+="; reserved = punct and "?/[]@"; escaped =
 * "%" hex hex; other = non-ASCII characters that are neither ISO control
 * nor space characters.
 *
 * Serial form (the stock JVM's): one field, `String string`, the URI's
 * string; reading parses it again.
 */
public final class URI implements Comparable<URI>, Serializable {
    private static final long serialVersionUID = -6052424284110960213L;

    private transient String scheme;
    private transient String fragment;
    private transient String authority;
    private transient String userInfo;
    private transient String host;
    private transient int port = -1;
    private transient String path;
    private transient String query;
    private transient String schemeSpecificPart;
    private volatile String string;

    /* Character classes as bit masks over ASCII (bit c of L_* for c < 64,
     * of H_* for 64 <= c < 128). */
    private static long lowMask(String chars) {
        long m = 0;
        for (int i = 0; i < chars.length(); i++) {
            char c = chars.charAt(i);
            if (c < 64) m |= 1L << c;
        }
        return m;
    }

    private static long highMask(String chars) {
        long m = 0;
        for (int i = 0; i < chars.length(); i++) {
            char c = chars.charAt(i);
            if (c >= 64 && c < 128) m |= 1L << (c - 64);
        }
        return m;
    }

    private static final String DIGITS = "0123456789";
    private static final String ALPHAS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    private static final String UNRESERVED = ALPHAS + DIGITS + "_-!.~'()*";
    private static final String PUNCT = ",;:$&+=";
    private static final String RESERVED = PUNCT + "?/[]@";

    /* Each class is a pair {low, high}. */
    private static long[] cls(String chars) {
        return new long[] { lowMask(chars), highMask(chars) };
    }

    private static final long[] C_SCHEME = cls(ALPHAS + DIGITS + "+-.");
    private static final long[] C_URIC = cls(RESERVED + UNRESERVED);
    private static final long[] C_PCHAR = cls(UNRESERVED + PUNCT + "@");
    private static final long[] C_PATH = cls(UNRESERVED + PUNCT + "@/");
    private static final long[] C_USERINFO = cls(UNRESERVED + PUNCT);
    private static final long[] C_REG_NAME = cls(UNRESERVED + PUNCT + "@");
    private static final long[] C_SERVER = cls(UNRESERVED + PUNCT + "@[]");
    private static final long[] C_HOSTNAME = cls(ALPHAS + DIGITS + "-.");

    private static boolean in(char c, long[] cl) {
        if (c < 64) return (cl[0] & (1L << c)) != 0;
        if (c < 128) return (cl[1] & (1L << (c - 64))) != 0;
        return false;
    }

    private static boolean isOther(char c) {
        return c > 127 && !Character.isISOControl(c) && !Character.isSpaceChar(c);
    }

    private static boolean isHex(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    /* ---- parsing ---- */

    public URI(String str) throws URISyntaxException {
        new Parser(str).parse(false);
    }

    public URI(String scheme, String userInfo, String host, int port, String path, String query, String fragment)
        throws URISyntaxException {
        String s = build(scheme, null, userInfo, host, port, path, query, fragment);
        checkPath(s, scheme, path);
        new Parser(s).parse(true);
    }

    public URI(String scheme, String authority, String path, String query, String fragment) throws URISyntaxException {
        String s = build(scheme, authority, null, null, -1, path, query, fragment);
        checkPath(s, scheme, path);
        new Parser(s).parse(false);
    }

    public URI(String scheme, String host, String path, String fragment) throws URISyntaxException {
        this(scheme, null, host, -1, path, null, fragment);
    }

    public URI(String scheme, String ssp, String fragment) throws URISyntaxException {
        StringBuilder sb = new StringBuilder();
        if (scheme != null) {
            sb.append(scheme).append(':');
        }
        if (ssp != null) {
            quote(sb, ssp, C_URIC);
        }
        if (fragment != null) {
            sb.append('#');
            quote(sb, fragment, C_URIC);
        }
        new Parser(sb.toString()).parse(false);
    }

    private URI() {
    }

    public static URI create(String str) {
        try {
            return new URI(str);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    private static void checkPath(String s, String scheme, String path) throws URISyntaxException {
        if (scheme != null && path != null && !path.isEmpty() && path.charAt(0) != '/') {
            throw new URISyntaxException(s, "Relative path in absolute URI");
        }
    }

    private static String build(String scheme, String authority, String userInfo, String host, int port,
                                String path, String query, String fragment) {
        StringBuilder sb = new StringBuilder();
        if (scheme != null) {
            sb.append(scheme).append(':');
        }
        if (host != null) {
            sb.append("//");
            if (userInfo != null) {
                quote(sb, userInfo, C_USERINFO);
                sb.append('@');
            }
            boolean v6 = host.indexOf(':') >= 0 && !host.startsWith("[") && !host.endsWith("]");
            if (v6) sb.append('[');
            sb.append(host);
            if (v6) sb.append(']');
            if (port != -1) {
                sb.append(':').append(port);
            }
        } else if (authority != null) {
            sb.append("//");
            quote(sb, authority, C_SERVER);
        }
        if (path != null) {
            quote(sb, path, C_PATH);
        }
        if (query != null) {
            sb.append('?');
            quote(sb, query, C_URIC);
        }
        if (fragment != null) {
            sb.append('#');
            quote(sb, fragment, C_URIC);
        }
        return sb.toString();
    }

    /* Appends s, escaping what is neither in the class nor an "other"
     * character (control and space characters are escaped as UTF-8). */
    private static void quote(StringBuilder sb, String s, long[] cl) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (in(c, cl) || isOther(c)) {
                sb.append(c);
            } else if (c < 128) {
                escape(sb, (byte) c);
            } else {
                int end = i + (Character.isHighSurrogate(c) && i + 1 < s.length() ? 2 : 1);
                for (byte b : s.substring(i, end).getBytes(StandardCharsets.UTF_8)) {
                    escape(sb, b);
                }
                i = end - 1;
            }
        }
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private static void escape(StringBuilder sb, byte b) {
        sb.append('%').append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
    }

    private final class Parser {
        private final String input;

        Parser(String s) {
            if (s == null) {
                throw new NullPointerException();
            }
            input = s;
            string = s;
        }

        private URISyntaxException fail(String reason, int at) {
            return new URISyntaxException(input, reason, at);
        }

        /* Checks input[from, to) against a class, escapes allowed. */
        private void check(int from, int to, long[] cl, String what) throws URISyntaxException {
            for (int i = from; i < to; i++) {
                char c = input.charAt(i);
                if (c == '%') {
                    if (i + 2 < to && isHex(input.charAt(i + 1)) && isHex(input.charAt(i + 2))) {
                        i += 2;
                        continue;
                    }
                    throw fail("Malformed escape pair", i);
                }
                if (!in(c, cl) && !isOther(c)) {
                    throw fail("Illegal character in " + what, i);
                }
            }
        }

        private int scan(int from, int to, String stops) {
            for (int i = from; i < to; i++) {
                if (stops.indexOf(input.charAt(i)) >= 0) return i;
            }
            return to;
        }

        void parse(boolean requireServer) throws URISyntaxException {
            int n = input.length();
            int p = scan(0, n, "/?#:");
            int ssp = 0;
            if (p < n && input.charAt(p) == ':') {
                if (p == 0) {
                    throw fail("Expected scheme name", 0);
                }
                char c0 = input.charAt(0);
                if (!((c0 >= 'a' && c0 <= 'z') || (c0 >= 'A' && c0 <= 'Z'))) {
                    throw fail("Illegal character in scheme name", 0);
                }
                for (int i = 1; i < p; i++) {
                    if (!in(input.charAt(i), C_SCHEME)) {
                        throw fail("Illegal character in scheme name", i);
                    }
                }
                scheme = input.substring(0, p);
                ssp = p + 1;
                if (ssp == n || input.charAt(ssp) == '#') {
                    throw fail("Expected scheme-specific part", ssp);
                }
            }
            int hash = input.indexOf('#', ssp);
            int end = hash < 0 ? n : hash;
            if (scheme != null && input.charAt(ssp) != '/') {
                check(ssp, end, C_URIC, "opaque part");
            } else {
                parseHierarchical(ssp, end, requireServer);
            }
            schemeSpecificPart = null;
            if (hash >= 0) {
                check(hash + 1, n, C_URIC, "fragment");
                fragment = input.substring(hash + 1);
            }
            schemeSpecificPartRaw = input.substring(ssp, end);
        }

        private void parseHierarchical(int from, int to, boolean requireServer) throws URISyntaxException {
            int p = from;
            if (to - p >= 2 && input.charAt(p) == '/' && input.charAt(p + 1) == '/') {
                p += 2;
                int q = scan(p, to, "/?#");
                if (q > p) {
                    parseAuthority(p, q, requireServer);
                } else if (q >= to) {
                    throw fail("Expected authority", p);
                }
                p = q;
            }
            int q = scan(p, to, "?#");
            check(p, q, C_PATH, "path");
            path = input.substring(p, q);
            if (q < to && input.charAt(q) == '?') {
                check(q + 1, to, C_URIC, "query");
                query = input.substring(q + 1, to);
            }
        }

        private void parseAuthority(int from, int to, boolean requireServer) throws URISyntaxException {
            boolean serverChars = true;
            for (int i = from; i < to; i++) {
                char c = input.charAt(i);
                if (c == '%') {
                    i += 2;
                    continue;
                }
                if (!in(c, C_SERVER) && !isOther(c)) {
                    serverChars = false;
                }
            }
            URISyntaxException serverFailure = null;
            if (serverChars) {
                try {
                    parseServer(from, to);
                } catch (URISyntaxException e) {
                    serverFailure = e;
                    userInfo = null;
                    host = null;
                    port = -1;
                }
            }
            if (serverFailure != null && requireServer) {
                throw serverFailure;
            }
            if (host == null) {
                try {
                    check(from, to, C_REG_NAME, "authority");
                } catch (URISyntaxException e) {
                    throw serverFailure != null ? serverFailure : e;
                }
            }
            authority = input.substring(from, to);
        }

        private void parseServer(int from, int to) throws URISyntaxException {
            int p = from;
            int at = input.lastIndexOf('@', to - 1);
            if (at >= from) {
                check(from, at, C_USERINFO, "user info");
                userInfo = input.substring(from, at);
                p = at + 1;
            }
            int hostEnd;
            if (p < to && input.charAt(p) == '[') {
                int close = input.indexOf(']', p);
                if (close < 0 || close >= to) {
                    throw fail("Expected closing bracket for IPv6 address", to);
                }
                for (int i = p + 1; i < close; i++) {
                    char c = input.charAt(i);
                    if (!(isHex(c) || c == ':' || c == '.')) {
                        throw fail("Malformed IPv6 address", i);
                    }
                }
                hostEnd = close + 1;
            } else {
                hostEnd = p;
                while (hostEnd < to && in(input.charAt(hostEnd), C_HOSTNAME)) {
                    hostEnd++;
                }
                if (hostEnd == p) {
                    throw fail("Expected hostname", p);
                }
                checkHostname(p, hostEnd);
            }
            if (hostEnd < to) {
                if (input.charAt(hostEnd) != ':') {
                    throw fail("Illegal character in authority", hostEnd);
                }
                int q = hostEnd + 1;
                long v = 0;
                for (int i = q; i < to; i++) {
                    char c = input.charAt(i);
                    if (c < '0' || c > '9') {
                        throw fail("Illegal character in port number", i);
                    }
                    v = v * 10 + (c - '0');
                    if (v > Integer.MAX_VALUE) {
                        throw fail("Malformed port number", q);
                    }
                }
                port = q < to ? (int) v : -1;
            }
            host = input.substring(p, hostEnd);
        }

        /* Labels of letters, digits and '-', not starting or ending with
         * '-'; a dotted quad of numbers is an IPv4 address; otherwise the
         * last label must start with a letter. */
        private void checkHostname(int from, int to) throws URISyntaxException {
            int labelStart = from;
            boolean allNumeric = true;
            int labels = 0;
            for (int i = from; i <= to; i++) {
                if (i == to || input.charAt(i) == '.') {
                    if (i == labelStart) {
                        if (i == to && labels > 0) break;   // a trailing dot
                        throw fail("Illegal character in hostname", i);
                    }
                    if (input.charAt(labelStart) == '-') throw fail("Illegal character in hostname", labelStart);
                    if (input.charAt(i - 1) == '-') throw fail("Illegal character in hostname", i - 1);
                    labels++;
                    labelStart = i + 1;
                } else if (input.charAt(i) < '0' || input.charAt(i) > '9') {
                    allNumeric = false;
                }
            }
            if (allNumeric) {
                if (labels != 4) throw fail("Malformed IPv4 address", from);
                int start = from;
                for (int i = from; i <= to; i++) {
                    if (i == to || input.charAt(i) == '.') {
                        if (i - start > 3 || Integer.parseInt(input.substring(start, i)) > 255) {
                            throw fail("Malformed IPv4 address", start);
                        }
                        start = i + 1;
                    }
                }
                return;
            }
            int last = input.lastIndexOf('.', to - 1 - (input.charAt(to - 1) == '.' ? 1 : 0));
            int top = last < from ? from : last + 1;
            char c = input.charAt(top);
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
                throw fail("Illegal character in hostname", top);
            }
        }
    }

    /* The scheme-specific part as written (raw). */
    private transient String schemeSpecificPartRaw;

    public URI parseServerAuthority() throws URISyntaxException {
        if (host != null || authority == null) {
            return this;
        }
        URI u = new URI();
        u.new Parser(toString()).parse(true);
        return u;
    }

    /* ---- components ---- */

    public String getScheme() { return scheme; }
    public boolean isAbsolute() { return scheme != null; }
    public boolean isOpaque() { return path == null; }
    public String getRawSchemeSpecificPart() { return schemeSpecificPartRaw; }
    public String getSchemeSpecificPart() {
        String s = schemeSpecificPart;
        if (s == null) schemeSpecificPart = s = decode(schemeSpecificPartRaw);
        return s;
    }
    public String getRawAuthority() { return authority; }
    public String getAuthority() { return decode(authority); }
    public String getRawUserInfo() { return userInfo; }
    public String getUserInfo() { return decode(userInfo); }
    public String getHost() { return host; }
    public int getPort() { return port; }
    public String getRawPath() { return path; }
    public String getPath() { return decode(path); }
    public String getRawQuery() { return query; }
    public String getQuery() { return decode(query); }
    public String getRawFragment() { return fragment; }
    public String getFragment() { return decode(fragment); }

    /* Decodes %XX octets as UTF-8 (malformed sequences become U+FFFD). */
    private static String decode(String s) {
        if (s == null || s.indexOf('%') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder(s.length());
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        int i = 0;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (c != '%') {
                sb.append(c);
                i++;
                continue;
            }
            bytes.reset();
            while (i + 2 < n && s.charAt(i) == '%' && isHex(s.charAt(i + 1)) && isHex(s.charAt(i + 2))) {
                bytes.write(Integer.parseInt(s.substring(i + 1, i + 3), 16));
                i += 3;
            }
            if (bytes.size() == 0) {
                sb.append(c);   // a '%' without two hex digits (not from a parsed URI)
                i++;
                continue;
            }
            sb.append(new String(bytes.toByteArray(), StandardCharsets.UTF_8));
        }
        return sb.toString();
    }

    /* ---- strings ---- */

    public String toString() {
        return string;
    }

    public String toASCIIString() {
        String s = string;
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 128) {
                if (sb != null) sb.append(c);
                continue;
            }
            if (sb == null) sb = new StringBuilder(s.substring(0, i));
            int end = i + (Character.isHighSurrogate(c) && i + 1 < s.length() ? 2 : 1);
            for (byte b : s.substring(i, end).getBytes(StandardCharsets.UTF_8)) {
                escape(sb, b);
            }
            i = end - 1;
        }
        return sb == null ? s : sb.toString();
    }

    public URL toURL() throws MalformedURLException {
        if (!isAbsolute()) {
            throw new IllegalArgumentException("URI is not absolute");
        }
        return new URL(toString());
    }

    /* ---- comparison ---- */

    /* Equal strings, hex digits of escapes compared without case. */
    private static boolean eq(String a, String b) {
        if (a == b) return true;
        if (a == null || b == null || a.length() != b.length()) return false;
        if (a.indexOf('%') < 0) return a.equals(b);
        return cmp(a, b) == 0;
    }

    private static int cmp(String a, String b) {
        if (a == b) return 0;
        if (a == null) return -1;
        if (b == null) return 1;
        int n = Math.min(a.length(), b.length());
        int escLeft = 0;
        for (int i = 0; i < n; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (escLeft > 0) {
                x = Character.toUpperCase(x);
                y = Character.toUpperCase(y);
                escLeft--;
            } else if (x == '%' && y == '%') {
                escLeft = 2;
            }
            if (x != y) return x - y;
        }
        return a.length() - b.length();
    }

    private static int cmpIgnoreCase(String a, String b) {
        if (a == b) return 0;
        if (a == null) return -1;
        if (b == null) return 1;
        return a.compareToIgnoreCase(b);
    }

    public boolean equals(Object o) {
        if (o == this) return true;
        if (!(o instanceof URI)) return false;
        URI u = (URI) o;
        if (isOpaque() != u.isOpaque()) return false;
        if (cmpIgnoreCase(scheme, u.scheme) != 0) return false;
        if (!eq(fragment, u.fragment)) return false;
        if (isOpaque()) return eq(schemeSpecificPartRaw, u.schemeSpecificPartRaw);
        if (!eq(path, u.path) || !eq(query, u.query)) return false;
        if (host != null || u.host != null) {
            return eq(userInfo, u.userInfo) && cmpIgnoreCase(host, u.host) == 0 && port == u.port;
        }
        return eq(authority, u.authority);
    }

    /* Consistent with equals: escapes' hex digits, the scheme and the host
     * are hashed in upper case. */
    public int hashCode() {
        int h = hashUpper(0, scheme, true);
        h = hashUpper(h, fragment, false);
        if (isOpaque()) {
            return hashUpper(h, schemeSpecificPartRaw, false);
        }
        h = hashUpper(h, path, false);
        h = hashUpper(h, query, false);
        if (host != null) {
            h = hashUpper(h, userInfo, false);
            h = hashUpper(h, host, true);
            return h * 31 + port;
        }
        return hashUpper(h, authority, false);
    }

    private static int hashUpper(int h, String s, boolean all) {
        if (s == null) return h * 31;
        int escLeft = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (all || escLeft > 0) {
                c = Character.toUpperCase(c);
                if (escLeft > 0) escLeft--;
            } else if (c == '%') {
                escLeft = 2;
            }
            h = h * 31 + c;
        }
        return h;
    }

    public int compareTo(URI u) {
        int c = cmpIgnoreCase(scheme, u.scheme);
        if (c != 0) return c;
        if (isOpaque()) {
            if (!u.isOpaque()) return 1;
            c = cmp(schemeSpecificPartRaw, u.schemeSpecificPartRaw);
            return c != 0 ? c : cmp(fragment, u.fragment);
        }
        if (u.isOpaque()) return -1;
        if (host != null && u.host != null) {
            c = cmp(userInfo, u.userInfo);
            if (c != 0) return c;
            c = cmpIgnoreCase(host, u.host);
            if (c != 0) return c;
            c = port - u.port;
            if (c != 0) return c;
        } else {
            c = cmp(authority, u.authority);
            if (c != 0) return c;
        }
        c = cmp(path, u.path);
        if (c != 0) return c;
        c = cmp(query, u.query);
        return c != 0 ? c : cmp(fragment, u.fragment);
    }

    /* ---- normalization, resolution, relativization ---- */

    public URI normalize() {
        if (isOpaque() || path.isEmpty()) {
            return this;
        }
        String np = normalizePath(path);
        if (np.equals(path)) {
            return this;
        }
        return make(scheme, authority, np, query, fragment);
    }

    /* Removes "." segments and "seg/.." pairs (a ".." that has nothing to
     * cancel stays); a relative result whose first segment holds ':' gets
     * "./" in front, so that it does not read as a scheme. */
    private static String normalizePath(String p) {
        boolean abs = p.startsWith("/");
        String[] segs = p.split("/", -1);
        java.util.ArrayList<String> out = new java.util.ArrayList<String>();
        int start = abs ? 1 : 0;
        boolean trailing = false;
        for (int i = start; i < segs.length; i++) {
            String s = segs[i];
            boolean last = i == segs.length - 1;
            if (s.isEmpty() && !last) {
                continue;   // "//" collapses
            }
            if (s.equals(".")) {
                trailing = true;
                continue;
            }
            if (s.equals("..")) {
                if (!out.isEmpty() && !out.get(out.size() - 1).equals("..")) {
                    out.remove(out.size() - 1);
                    trailing = true;
                    continue;
                }
                out.add(s);
                trailing = false;
                continue;
            }
            if (s.isEmpty()) {
                trailing = true;
                continue;
            }
            out.add(s);
            trailing = false;
        }
        StringBuilder sb = new StringBuilder();
        if (abs) sb.append('/');
        for (int i = 0; i < out.size(); i++) {
            if (i > 0) sb.append('/');
            sb.append(out.get(i));
        }
        if (trailing && !out.isEmpty()) sb.append('/');
        if (!abs && !out.isEmpty() && out.get(0).indexOf(':') >= 0) sb.insert(0, "./");
        return sb.toString();
    }

    private static URI make(String scheme, String authority, String path, String query, String fragment) {
        StringBuilder sb = new StringBuilder();
        if (scheme != null) sb.append(scheme).append(':');
        if (authority != null) sb.append("//").append(authority);
        if (path != null) sb.append(path);
        if (query != null) sb.append('?').append(query);
        if (fragment != null) sb.append('#').append(fragment);
        URI u = new URI();
        try {
            u.new Parser(sb.toString()).parse(false);
        } catch (URISyntaxException e) {
            throw new InternalError(e);
        }
        return u;
    }

    public URI resolve(String str) {
        return resolve(URI.create(str));
    }

    public URI resolve(URI u) {
        if (u.isOpaque() || isOpaque() || u.scheme != null) {
            return u;
        }
        if (u.fragment != null && u.path.isEmpty() && u.authority == null && u.query == null) {
            if (fragment != null && eq(fragment, u.fragment)) {
                return this;
            }
            return make(scheme, authority, path, query, u.fragment);
        }
        if (u.authority != null) {
            return make(scheme, u.authority, u.path, u.query, u.fragment);
        }
        String p;
        if (u.path.startsWith("/")) {
            p = u.path;
        } else {
            int slash = path.lastIndexOf('/');
            String dir = slash >= 0 ? path.substring(0, slash + 1) : authority != null ? "/" : "";
            p = normalizePath(dir + u.path);
        }
        return make(scheme, authority, p, u.query, u.fragment);
    }

    public URI relativize(URI u) {
        if (u.isOpaque() || isOpaque()) return u;
        if (cmpIgnoreCase(scheme, u.scheme) != 0 || !eq(authority, u.authority)) return u;
        String bp = normalizePath(path);
        String cp = normalizePath(u.path);
        if (!bp.equals(cp)) {
            if (!bp.endsWith("/")) bp = bp + "/";
            if (!cp.startsWith(bp)) return u;
        }
        return make(null, null, cp.substring(Math.min(bp.length(), cp.length())), u.query, u.fragment);
    }

    /* ---- serialization ---- */

    private void writeObject(ObjectOutputStream s) throws IOException {
        s.defaultWriteObject();
    }

    private void readObject(ObjectInputStream s) throws IOException, ClassNotFoundException {
        port = -1;
        s.defaultReadObject();
        try {
            new Parser(string).parse(false);
        } catch (URISyntaxException e) {
            InvalidObjectException x = new InvalidObjectException("Invalid URI");
            x.initCause(e);
            throw x;
        } catch (NullPointerException e) {
            throw new InvalidObjectException("Invalid URI");
        }
    }
}
