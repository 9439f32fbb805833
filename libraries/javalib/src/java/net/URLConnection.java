package java.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A connection to what a URL names.  The protocols of this class library
 * are local: {@code file:} (FileURLConnection), {@code jar:}
 * (JarEntryURLConnection) and {@code ristretto-cluster:}
 * (ClusterURLConnection); none sends a request, so request properties are
 * only kept, and output is not supported.
 *
 * A subclass describes what it reads by header fields, in order
 * (FileURLConnection: content-type, content-length, last-modified, as the
 * JDK's); the getters here (getContentLength, getLastModified ...) read
 * them, as on the JDK.  Dates are in the HTTP form
 * "Sun, 09 Sep 2001 01:46:40 GMT".
 */
public abstract class URLConnection {
    protected URL url;
    protected boolean doInput = true;
    protected boolean doOutput;
    protected boolean allowUserInteraction;
    protected boolean useCaches = true;
    protected long ifModifiedSince;
    protected boolean connected;
    private int connectTimeout;
    private int readTimeout;
    private LinkedHashMap<String, List<String>> requests;

    protected URLConnection(URL url) {
        this.url = url;
    }

    public abstract void connect() throws IOException;

    public URL getURL() {
        return url;
    }

    public InputStream getInputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support input");
    }

    public OutputStream getOutputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support output");
    }

    public Object getContent() throws IOException {
        return getInputStream();
    }

    // --- header fields: the subclass's, by name or by index ---------------

    /** the header fields, names lower case, in order; none by default */
    List<String[]> headers() {
        return Collections.emptyList();
    }

    public String getHeaderField(String name) {
        if (name == null)
            return null;
        for (String[] h : headers())
            if (h[0].equalsIgnoreCase(name))
                return h[1];
        return null;
    }

    public String getHeaderField(int n) {
        List<String[]> h = headers();
        return n >= 0 && n < h.size() ? h.get(n)[1] : null;
    }

    public String getHeaderFieldKey(int n) {
        List<String[]> h = headers();
        return n >= 0 && n < h.size() ? h.get(n)[0] : null;
    }

    public Map<String, List<String>> getHeaderFields() {
        Map<String, List<String>> m = new HashMap<String, List<String>>();
        for (String[] h : headers()) {
            List<String> l = new ArrayList<String>();
            l.add(h[1]);
            m.put(h[0], Collections.unmodifiableList(l));
        }
        return Collections.unmodifiableMap(m);
    }

    public int getHeaderFieldInt(String name, int dflt) {
        try {
            return Integer.parseInt(getHeaderField(name));
        } catch (RuntimeException e) {
            return dflt;
        }
    }

    public long getHeaderFieldLong(String name, long dflt) {
        try {
            return Long.parseLong(getHeaderField(name));
        } catch (RuntimeException e) {
            return dflt;
        }
    }

    public long getHeaderFieldDate(String name, long dflt) {
        String v = getHeaderField(name);
        if (v == null)
            return dflt;
        long t = parseHttpDate(v);
        return t == Long.MIN_VALUE ? dflt : t;
    }

    public String getContentType() {
        return getHeaderField("content-type");
    }

    public String getContentEncoding() {
        return getHeaderField("content-encoding");
    }

    public int getContentLength() {
        long n = getContentLengthLong();
        return n > Integer.MAX_VALUE ? -1 : (int) n;
    }

    public long getContentLengthLong() {
        return getHeaderFieldLong("content-length", -1);
    }

    public long getExpiration() {
        return getHeaderFieldDate("expires", 0);
    }

    public long getDate() {
        return getHeaderFieldDate("date", 0);
    }

    public long getLastModified() {
        return getHeaderFieldDate("last-modified", 0);
    }

    // --- settings -----------------------------------------------------------

    private void checkConnected() {
        if (connected)
            throw new IllegalStateException("Already connected");
    }

    public void setDoInput(boolean b) { checkConnected(); doInput = b; }
    public boolean getDoInput() { return doInput; }
    public void setDoOutput(boolean b) { checkConnected(); doOutput = b; }
    public boolean getDoOutput() { return doOutput; }
    public void setAllowUserInteraction(boolean b) { checkConnected(); allowUserInteraction = b; }
    public boolean getAllowUserInteraction() { return allowUserInteraction; }
    public void setUseCaches(boolean b) { checkConnected(); useCaches = b; }
    public boolean getUseCaches() { return useCaches; }
    public void setIfModifiedSince(long t) { checkConnected(); ifModifiedSince = t; }
    public long getIfModifiedSince() { return ifModifiedSince; }

    public void setConnectTimeout(int timeout) {
        if (timeout < 0)
            throw new IllegalArgumentException("timeout can not be negative");
        connectTimeout = timeout;
    }

    public int getConnectTimeout() { return connectTimeout; }

    public void setReadTimeout(int timeout) {
        if (timeout < 0)
            throw new IllegalArgumentException("timeout can not be negative");
        readTimeout = timeout;
    }

    public int getReadTimeout() { return readTimeout; }

    public void setRequestProperty(String key, String value) {
        checkConnected();
        if (key == null)
            throw new NullPointerException("key is null");
        if (requests == null)
            requests = new LinkedHashMap<String, List<String>>();
        List<String> l = new ArrayList<String>();
        l.add(value);
        requests.put(key, l);
    }

    public void addRequestProperty(String key, String value) {
        checkConnected();
        if (key == null)
            throw new NullPointerException("key is null");
        if (requests == null)
            requests = new LinkedHashMap<String, List<String>>();
        List<String> l = requests.get(key);
        if (l == null)
            requests.put(key, l = new ArrayList<String>());
        l.add(0, value);
    }

    public String getRequestProperty(String key) {
        checkConnected();
        if (key == null || requests == null)
            return null;
        for (Map.Entry<String, List<String>> e : requests.entrySet())
            if (e.getKey().equalsIgnoreCase(key))
                return e.getValue().get(0);
        return null;
    }

    public Map<String, List<String>> getRequestProperties() {
        checkConnected();
        if (requests == null)
            return Collections.emptyMap();
        Map<String, List<String>> m = new HashMap<String, List<String>>();
        for (Map.Entry<String, List<String>> e : requests.entrySet())
            m.put(e.getKey(), Collections.unmodifiableList(new ArrayList<String>(e.getValue())));
        return Collections.unmodifiableMap(m);
    }

    public String toString() {
        return getClass().getName() + ":" + url;
    }

    // --- content types and dates -------------------------------------------

    /** extension, type: the stock JDK's answers for common extensions */
    private static final String[] TYPES = {
        "txt", "text/plain", "text", "text/plain", "java", "text/plain", "c", "text/plain",
        "h", "text/plain", "cc", "text/plain", "html", "text/html", "htm", "text/html",
        "xml", "application/xml", "css", "text/css", "js", "text/javascript",
        "json", "application/json", "csv", "text/csv", "md", "text/markdown",
        "png", "image/png", "jpg", "image/jpeg", "jpeg", "image/jpeg", "jpe", "image/jpeg",
        "gif", "image/gif", "bmp", "image/bmp", "svg", "image/svg+xml",
        "tif", "image/tiff", "tiff", "image/tiff", "pdf", "application/pdf",
        "zip", "application/zip", "jar", "application/java-archive",
        "bin", "application/octet-stream", "exe", "application/octet-stream",
        "gz", "application/gzip", "tar", "application/x-tar", "ps", "application/postscript",
        "rtf", "application/rtf", "mp3", "audio/mpeg", "wav", "audio/x-wav", "mp4", "video/mp4",
    };

    public static String guessContentTypeFromName(String fname) {
        int dot = fname.lastIndexOf('.');
        if (dot < 0 || dot < fname.lastIndexOf('/'))
            return null;
        String ext = fname.substring(dot + 1).toLowerCase();
        for (int i = 0; i < TYPES.length; i += 2)
            if (TYPES[i].equals(ext))
                return TYPES[i + 1];
        return null;
    }

    private static final String[] DAYS = { "Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed" };
    private static final String[] MONTHS = { "Jan", "Feb", "Mar", "Apr", "May", "Jun",
        "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };

    private static String two(long v) {
        return v < 10 ? "0" + v : String.valueOf(v);
    }

    /** ms since the epoch as "Sun, 09 Sep 2001 01:46:40 GMT" */
    static String httpDate(long ms) {
        long s = Math.floorDiv(ms, 1000L), days = Math.floorDiv(s, 86400L), sec = s - days * 86400L;
        long[] ymd = civil(days);
        return DAYS[(int) Math.floorMod(days, 7L)] + ", " + two(ymd[2]) + " " + MONTHS[(int) ymd[1] - 1] + " "
                + ymd[0] + " " + two(sec / 3600) + ":" + two(sec / 60 % 60) + ":" + two(sec % 60) + " GMT";
    }

    /** year, month (1-12), day of the day count since 1970-01-01 */
    private static long[] civil(long days) {
        long z = days + 719468, era = Math.floorDiv(z, 146097L), doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100), mp = (5 * doy + 2) / 153;
        long d = doy - (153 * mp + 2) / 5 + 1, m = mp < 10 ? mp + 3 : mp - 9;
        return new long[] { yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
    }

    /** the reverse of httpDate; Long.MIN_VALUE when v is not in that form */
    static long parseHttpDate(String v) {
        String[] p = v.trim().split(" +");
        if (p.length != 6 || !p[5].equals("GMT"))
            return Long.MIN_VALUE;
        try {
            long d = Long.parseLong(p[1]), y = Long.parseLong(p[3]);
            int m = -1;
            for (int i = 0; i < 12; i++)
                if (MONTHS[i].equalsIgnoreCase(p[2]))
                    m = i + 1;
            String[] t = p[4].split(":");
            if (m < 0 || t.length != 3)
                return Long.MIN_VALUE;
            // days from the civil date (the inverse of civil)
            long yy = m <= 2 ? y - 1 : y, era = Math.floorDiv(yy, 400L), yoe = yy - era * 400;
            long doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
            long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
            long days = era * 146097 + doe - 719468;
            return ((days * 24 + Long.parseLong(t[0])) * 60 + Long.parseLong(t[1])) * 60000L
                    + Long.parseLong(t[2]) * 1000L;
        } catch (NumberFormatException e) {
            return Long.MIN_VALUE;
        }
    }
}
