import java.net.MalformedURLException;
import java.net.URL;

/* java.net.URL for the protocols the VM supports (file:, jar:): parsing,
 * getters, external form, equality, and the MalformedURLException cases. */
public class UrlBasics {
    static void show(String spec) {
        try {
            URL u = new URL(spec);
            System.out.println(spec + " -> " + u + " | protocol " + u.getProtocol() + " authority " + u.getAuthority()
                    + " host [" + u.getHost() + "] port " + u.getPort() + " file " + u.getFile()
                    + " path " + u.getPath() + " query " + u.getQuery() + " ref " + u.getRef()
                    + " userInfo " + u.getUserInfo());
        } catch (MalformedURLException e) {
            System.out.println(spec + " -> MalformedURLException: " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        show("file:/tmp/a.txt");
        show("file:///tmp/a.txt");
        show("file://localhost/tmp/a.txt");
        show("file://host:8080/x/y?q=1#frag");
        show("FILE:/upper/case");
        show("file:/with%20space/x.txt");
        show("file:relative/path");
        show("file:");
        show("jar:file:/lib/app.jar!/pkg/r.txt");
        show("jar:file:/lib/app.jar!/pkg/r.txt#ref");
        show("jar:file:/lib/app.jar!/");
        show("jar:file:/lib/app.jar");
        show("no-colon-here");
        show(":nothing");
        show("1abc:/x");
        show("  file:/trimmed  ");
        URL a = new URL("file:/x/y");
        URL b = new URL("file:///x/y");
        URL c = new URL("file", "", "/x/y");
        System.out.println("equal: " + a.equals(b) + " " + b.equals(c) + " " + a.equals(new URL("file:/x/z")));
        System.out.println("hash equal: " + (b.hashCode() == c.hashCode()));
        System.out.println("sameFile: " + a.sameFile(new URL("file:/x/y#other")));
        System.out.println("3-arg: " + c + " authority " + c.getAuthority());
        System.out.println("4-arg: " + new URL("file", "h", 21, "/p?q#r") + " " + new URL("file", "h", 21, "/p?q#r").getRef());
        System.out.println("jar openStream of a missing jar fails: " + fails(new URL("jar:file:/no/such.jar!/x")));
        System.out.println("file openStream of a missing file fails: " + fails(new URL("file:/no/such/file.txt")));
    }

    static String fails(URL u) {
        try {
            u.openStream().close();
            return "no";
        } catch (java.io.IOException e) {
            return "yes";
        }
    }
}
