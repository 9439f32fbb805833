import java.io.*;
import java.net.*;
import java.util.*;

/*
 * java.net.URI against the stock JVM: parsing (the documentation's
 * examples, server and registry authorities, IPv4/IPv6/hostname checks,
 * escapes and "other" characters, the URISyntaxException reasons and
 * indexes), the component constructors' quoting, resolution (RFC 2396's
 * examples and the stock JVM's deviations), normalization,
 * relativization, equality, ordering, toURL, parseServerAuthority,
 * File.toURI and URL.toURI.
 */
public class NetUri {
    static void show(String s) {
        try {
            URI u = new URI(s);
            System.out.println("[" + s + "] scheme=" + u.getScheme() + " ssp=" + u.getRawSchemeSpecificPart()
                + " auth=" + u.getRawAuthority() + " ui=" + u.getRawUserInfo() + " host=" + u.getHost()
                + " port=" + u.getPort() + " path=" + u.getRawPath() + " query=" + u.getRawQuery()
                + " frag=" + u.getRawFragment() + " abs=" + u.isAbsolute() + " opaque=" + u.isOpaque()
                + " decoded=" + u.getPath() + "|" + u.getQuery() + "|" + u.getSchemeSpecificPart()
                + " str=" + u + " ascii=" + u.toASCIIString());
        } catch (URISyntaxException e) {
            System.out.println("[" + s + "] " + e.getMessage() + " | " + e.getReason() + " | " + e.getIndex());
        }
    }
    public static void main(String[] a) throws Exception {
        String[] in = {
            "http://java.sun.com/j2se/1.3/", "docs/guide/collections/designfaq.html#28",
            "../../../demo/jfc/SwingSet2/src/SwingSet2.java", "file:///~/calendar", "mailto:java-net@www.example.com",
            "news:comp.lang.java", "urn:isbn:096139210x", "http://user:pw@host.example.com:8080/a/b?x=1&y=2#frag",
            "http://[::1]:80/p", "http://192.168.0.1/", "http://host:/p", "http://host:abc/p", "//auth/p", "",
            "#only", "?q", "http://", "http:", ":x", "1http://x", "ht tp://x", "http://x/a b", "http://x/%zz",
            "http://x/%41%e9", "http://x/a%2Fb?c%20d", "http://x/\u00e9t\u00e9", "http://a_b.com/", "http://-a.com/",
            "http://a.-b.com/", "http://1.2.3/", "http://1.2.3.4.5/", "http://999.1.1.1/", "http://a.1b/",
            "http://host.com./p", "s://a@b@c/", "http://x?q#f#g", "http://x/p#f g", "x:/y", "a:b:c",
        };
        for (String s : in) show(s);
        URI base = new URI("http://a/b/c/d;p?q");
        String[] refs = { "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "", ".", "./",
                          "..", "../", "../g", "../..", "../../", "../../g", "../../../g", "/./g", "/../g", "g.", ".g",
                          "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h", "http:g", "mailto:x" };
        for (String r : refs) System.out.println("resolve " + r + " -> " + base.resolve(r));
        System.out.println("resolve no-slash: " + URI.create("http://a").resolve("g") + " " + URI.create("a").resolve("b"));
        String[] norm = { "/a/b/../c/./d", "a/../../b", "/../a", "a/b/.", "a/b/..", "/a//b", ".", "a:b/c", "./a", "..",
                          "a/..", "/a/..", "a/b/", "./a:b", "../a/./b/../../c", "a//..//b", "/.", "/./", "//x/../y" };
        for (String n : norm) System.out.println("normalize " + n + " -> [" + new URI(null, null, n, null).normalize() + "]");
        String[][] rel = { { "http://a/b/", "http://a/b/c/d" }, { "http://a/b", "http://a/b/c" }, { "http://a/b/", "http://a/b/" },
                           { "http://a/b/", "http://a/x/y" }, { "http://a/b/", "http://z/b/c" }, { "http://a/b/c", "http://a/b/c?q#f" },
                           { "a/", "a/b" }, { "mailto:x", "mailto:x/y" }, { "http://a/b/", "http://a/b/c/../d" } };
        for (String[] r : rel) System.out.println("relativize " + r[0] + " " + r[1] + " -> [" + new URI(r[0]).relativize(new URI(r[1])) + "]");
        System.out.println(new URI("http", "us er", "h.com", 81, "/a b/\u00e9", "q r=%", "f#"));
        System.out.println(new URI("http", "h.com", "/p q", "fr ag"));
        System.out.println(new URI("mailto", "a b@c", null));
        System.out.println(new URI("http", "auth ority", "/p", "q", null));
        System.out.println(new URI("http", null, "::1", 8, "/", null, null));
        try { new URI("http", "h", "rel", null); } catch (URISyntaxException e) { System.out.println(e.getMessage()); }
        try { URI.create("a b"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage() + " " + e.getCause().getClass().getName()); }
        URI x1 = new URI("HTTP://Host.COM/a%2fb#F"), x2 = new URI("http://host.com/a%2Fb#F"), x3 = new URI("http://host.com/a%2Fc#F");
        System.out.println("equals " + x1.equals(x2) + " " + x1.equals(x3) + " " + (x1.hashCode() == x2.hashCode()) + " " + x1.compareTo(x2) + " "
            + Integer.signum(x1.compareTo(x3)) + " " + Integer.signum(new URI("a:b").compareTo(new URI("a:/b")))
            + " " + Integer.signum(new URI("http://a/").compareTo(new URI("ftp://a/"))));
        List<URI> l = new ArrayList<>();
        for (String s : new String[] { "http://b/", "http://a:81/", "http://a/", "mailto:x", "http://u@a/", "urn:a", "rel", "/abs", "http://a/?q", "http://a/#f" }) l.add(new URI(s));
        Collections.sort(l);
        System.out.println("sorted " + l);
        System.out.println("toURL " + new URI("file:/tmp/x").toURL() + " " + new URI("file:///tmp/y").toURL().getPath());
        try { new URI("rel").toURL(); } catch (IllegalArgumentException e) { System.out.println("toURL: " + e.getMessage()); }
        URI reg = new URI("http://host:abc/");
        try { reg.parseServerAuthority(); } catch (URISyntaxException e) { System.out.println("server: " + e.getMessage()); }
        System.out.println("server ok: " + new URI("http://u@h:5/").parseServerAuthority().getHost());
        File dir = new File("sub dir");
        dir.mkdir();
        String cwd = new File("").getAbsoluteFile().toURI().toString();
        System.out.println("file uri: " + dir.toURI().toString().substring(cwd.length()) + " "
                           + new File("/no/such/f\u00e9").toURI() + " " + new File("/").toURI());
        dir.delete();
        URL url = new URL("file:/tmp/a%20b");
        System.out.println("url uri: " + url.toURI() + " " + url.toURI().getPath());
    }
}
