package java.net;

import java.io.IOException;
import java.io.InputStream;

/**
 * A minimal URL: enough for class-path resources.  The protocols are
 * {@code file} (a local file), {@code jar} ({@code jar:file:PATH!/ENTRY},
 * an entry of a local jar) and {@code ristretto-cluster} (a resource a
 * cluster worker got from the master's class path); others raise
 * MalformedURLException("unknown protocol: ...") as on a JVM without that
 * protocol handler.  There is no host resolution; openConnection gives a
 * URLConnection of the protocol (FileURLConnection, JarEntryURLConnection,
 * ClusterURLConnection) and openStream reads through it; toURI
 * parses the external form; equals compares the external forms.
 *
 * Parsing follows the JDK's for these protocols: "scheme:" then an
 * optional "//authority", then the file part; a "#ref" is split off; a
 * "?query" stays in getFile() and is removed from getPath().
 */
public final class URL implements java.io.Serializable {
    private static final long serialVersionUID = -7627629688361524110L;

    private final String protocol;
    private final String host;
    private final int port;
    private final String authority;
    private final String file;
    private final String ref;

    public URL(String spec) throws MalformedURLException {
        if (spec == null) {
            throw new MalformedURLException("Cannot invoke \"String.length()\" because \"spec\" is null");
        }
        String s = spec.trim();
        int colon = s.indexOf(':');
        if (colon <= 0 || !validScheme(s.substring(0, colon))) {
            throw new MalformedURLException("no protocol: " + spec);
        }
        String p = s.substring(0, colon).toLowerCase();
        checkProtocol(p);
        String rest = s.substring(colon + 1);
        String r = null;
        if (!p.equals("jar")) {
            int hash = rest.indexOf('#');
            if (hash >= 0) {
                r = rest.substring(hash + 1);
                rest = rest.substring(0, hash);
            }
        } else {
            int hash = rest.lastIndexOf('#');
            if (hash >= 0 && hash > rest.indexOf("!/")) {
                r = rest.substring(hash + 1);
                rest = rest.substring(0, hash);
            }
            if (rest.indexOf("!/") < 0) {
                throw new MalformedURLException("no !/ in spec");
            }
        }
        String auth = null;
        if (!p.equals("jar") && rest.startsWith("//")) {
            int end = rest.indexOf('/', 2);
            if (end < 0) {
                end = rest.length();
            }
            auth = rest.substring(2, end);
            rest = rest.substring(end);
        }
        this.protocol = p;
        this.authority = auth;
        this.host = auth == null ? "" : hostOf(auth);
        this.port = auth == null ? -1 : portOf(auth);
        this.file = rest;
        this.ref = r;
    }

    public URL(String protocol, String host, String file) throws MalformedURLException {
        this(protocol, host, -1, file);
    }

    public URL(String protocol, String host, int port, String file) throws MalformedURLException {
        if (protocol == null || file == null) {
            throw new NullPointerException();
        }
        String p = protocol.toLowerCase();
        checkProtocol(p);
        if (port < -1) {
            throw new MalformedURLException("Invalid port number :" + port);
        }
        String r = null;
        int hash = file.indexOf('#');
        if (hash >= 0) {
            r = file.substring(hash + 1);
            file = file.substring(0, hash);
        }
        this.protocol = p;
        this.host = host == null ? "" : host;
        this.port = port;
        this.authority = host == null ? null : (port == -1 ? host : host + ":" + port);
        this.file = file;
        this.ref = r;
    }

    private static boolean validScheme(String s) {
        if (!Character.isLetter(s.charAt(0))) {
            return false;
        }
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!Character.isLetterOrDigit(c) && c != '+' && c != '-' && c != '.') {
                return false;
            }
        }
        return true;
    }

    private static void checkProtocol(String p) throws MalformedURLException {
        if (!p.equals("file") && !p.equals("jar") && !p.equals("ristretto-cluster")) {
            throw new MalformedURLException("unknown protocol: " + p);
        }
    }

    private static String hostOf(String auth) {
        int at = auth.lastIndexOf('@');
        String h = auth.substring(at + 1);
        int c = h.lastIndexOf(':');
        return c >= 0 && h.indexOf(']') < c ? h.substring(0, c) : h;
    }

    private static int portOf(String auth) throws MalformedURLException {
        String h = auth.substring(auth.lastIndexOf('@') + 1);
        int c = h.lastIndexOf(':');
        if (c < 0 || h.indexOf(']') > c || c == h.length() - 1) {
            return -1;
        }
        try {
            return Integer.parseInt(h.substring(c + 1));
        } catch (NumberFormatException e) {
            throw new MalformedURLException("For input string: \"" + h.substring(c + 1) + "\"");
        }
    }

    public String getProtocol() {
        return protocol;
    }

    public String getHost() {
        return host;
    }

    public int getPort() {
        return port;
    }

    public int getDefaultPort() {
        return -1;
    }

    public String getAuthority() {
        return authority;
    }

    public String getFile() {
        return file;
    }

    public String getPath() {
        int q = file.lastIndexOf('?');
        return q < 0 ? file : file.substring(0, q);
    }

    public String getQuery() {
        int q = file.lastIndexOf('?');
        return q < 0 ? null : file.substring(q + 1);
    }

    public String getRef() {
        return ref;
    }

    public String getUserInfo() {
        if (authority == null) {
            return null;
        }
        int at = authority.lastIndexOf('@');
        return at < 0 ? null : authority.substring(0, at);
    }

    /** A connection to what the URL names: FileURLConnection,
     *  JarEntryURLConnection (a JarURLConnection) or ClusterURLConnection;
     *  nothing is opened before connect or getInputStream. */
    public URLConnection openConnection() throws IOException {
        if (protocol.equals("file")) {
            return new FileURLConnection(this, new java.io.File(ristretto.internal.Resources.decodePath(getPath())));
        }
        if (protocol.equals("jar")) {
            return new JarEntryURLConnection(this);
        }
        return new ClusterURLConnection(this);
    }

    /** The contents: a file, a jar entry, or the master's resource. */
    public final InputStream openStream() throws IOException {
        return openConnection().getInputStream();
    }

    public URI toURI() throws URISyntaxException {
        return new URI(toString());
    }

    public String toExternalForm() {
        StringBuilder sb = new StringBuilder();
        sb.append(protocol).append(':');
        if (authority != null && authority.length() > 0) {
            sb.append("//").append(authority);
        }
        sb.append(file);
        if (ref != null) {
            sb.append('#').append(ref);
        }
        return sb.toString();
    }

    public String toString() {
        return toExternalForm();
    }

    public boolean equals(Object o) {
        return o instanceof URL && toExternalForm().equals(((URL) o).toExternalForm());
    }

    public int hashCode() {
        return toExternalForm().hashCode();
    }

    public boolean sameFile(URL other) {
        if (other == null) {
            return false;
        }
        return protocol.equals(other.protocol) && host.equals(other.host) && port == other.port
                && file.equals(other.file);
    }
}
