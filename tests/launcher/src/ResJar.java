package resjar;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;

/* Resources inside a jar (run with -jar and with -cp): names relative to
 * this class's package, absolute, in a subdirectory, a stored (not
 * deflated) entry, the jar's manifest, a missing one; jar: URLs. */
public class ResJar {
    static String read(InputStream in) throws IOException {
        if (in == null) {
            return "null";
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int c;
        while ((c = in.read()) >= 0) {
            out.write(c);
        }
        in.close();
        return out.size() + " bytes: " + out.toString("UTF-8").trim();
    }

    public static void main(String[] args) throws Exception {
        Class<?> me = ResJar.class;
        if (args.length == 2 && args[0].equals("damaged")) {
            /* a damaged entry: the JDK hands out the bytes unchecked, the VM
             * returns null; both must simply finish */
            InputStream in = me.getResourceAsStream(args[1]);
            try {
                if (in != null) {
                    read(in);
                }
                System.out.println("damaged entry: finished");
            } catch (IOException e) {
                System.out.println("damaged entry: finished");
            }
            return;
        }
        System.out.println("relative: " + read(me.getResourceAsStream("note.txt")));
        System.out.println("absolute: " + read(me.getResourceAsStream("/top.txt")));
        System.out.println("subdirectory: " + read(me.getResourceAsStream("deep/x.txt")));
        System.out.println("stored entry: " + read(me.getResourceAsStream("/stored.txt")));
        System.out.println("missing: " + read(me.getResourceAsStream("nope.txt")));
        System.out.println("system: " + read(ClassLoader.getSystemResourceAsStream("resjar/note.txt")));
        String mf = read(ClassLoader.getSystemResourceAsStream("META-INF/MANIFEST.MF"));
        System.out.println("manifest names the main class: " + mf.contains("Main-Class: resjar.ResJar"));
        URL u = me.getResource("note.txt");
        System.out.println("protocol " + u.getProtocol() + ", host [" + u.getHost() + "], port " + u.getPort());
        System.out.println("toString shape: " + u.toString().startsWith("jar:file:/")
                + " " + u.toString().endsWith("/rj.jar!/resjar/note.txt"));
        System.out.println("path shape: " + u.getPath().startsWith("file:/")
                + " " + u.getPath().endsWith("/rj.jar!/resjar/note.txt") + " " + u.getFile().equals(u.getPath()));
        System.out.println("openStream: " + read(u.openStream()));
        System.out.println("missing URL: " + me.getResource("nope.txt"));
        for (String n : new String[] { "resjar/note.txt", "META-INF/MANIFEST.MF", "nope.txt" }) {
            StringBuilder sb = new StringBuilder();
            int count = 0;
            for (java.util.Enumeration<URL> e = ClassLoader.getSystemResources(n); e.hasMoreElements(); count++) {
                URL x = e.nextElement();
                sb.append(' ').append(x.getProtocol()).append(':').append(read(x.openStream()).length() > 0);
            }
            System.out.println("getResources " + n + ": " + count + sb);
        }
        URL bad = new URL(u.toString().replace("note.txt", "gone.txt"));
        try {
            bad.openStream();
            System.out.println("gone entry opened");
        } catch (IOException e) {
            System.out.println("gone entry: " + e.getClass().getName());
        }
    }
}
