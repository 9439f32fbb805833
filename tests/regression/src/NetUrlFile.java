import java.io.*;
import java.net.*;
import java.util.*;

/* URL.openConnection for file: URLs in the scratch directory: content
 * length, type and modification time (set to a fixed instant), header
 * fields, reading, a directory's listing, a missing file, the settings
 * that connecting freezes, guessContentTypeFromName, and a class-path
 * resource (Class.getResource) read through its connection. */
public class NetUrlFile {
    static String cwd;

    static String clean(Object o) {
        return String.valueOf(o).replace(cwd, "CWD");
    }

    static String read(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] b = new byte[7];
        int n;
        while ((n = in.read(b)) > 0) out.write(b, 0, n);
        in.close();
        return new String(out.toByteArray(), "UTF-8");
    }

    public static void main(String[] args) throws Exception {
        cwd = new File("").getAbsolutePath();
        File f = new File("netUrlFile.txt");
        FileOutputStream o = new FileOutputStream(f);
        o.write("hello\nfile URL\n".getBytes("UTF-8"));
        o.close();
        f.setLastModified(1000000000000L);
        URL u = f.toURI().toURL();
        System.out.println("url " + clean(u));
        URLConnection c = u.openConnection();
        System.out.println("url kept: " + c.getURL().equals(u) + ", connected before: doInput " + c.getDoInput()
                + " doOutput " + c.getDoOutput() + " useCaches " + c.getUseCaches()
                + " timeouts " + c.getConnectTimeout() + " " + c.getReadTimeout());
        c.setConnectTimeout(100);
        c.setReadTimeout(200);
        System.out.println("timeouts " + c.getConnectTimeout() + " " + c.getReadTimeout());
        System.out.println("length " + c.getContentLength() + " long " + c.getContentLengthLong());
        System.out.println("type " + c.getContentType() + " encoding " + c.getContentEncoding());
        System.out.println("last modified " + c.getLastModified() + " date " + c.getDate() + " expires " + c.getExpiration());
        for (int i = 0; i < 4; i++)
            System.out.println("header " + i + ": " + c.getHeaderFieldKey(i) + " = " + c.getHeaderField(i));
        System.out.println("by name: " + c.getHeaderField("Content-Length") + " | " + c.getHeaderField("LAST-MODIFIED")
                + " | " + c.getHeaderField("x-none") + " | " + c.getHeaderField(null));
        System.out.println("as numbers: " + c.getHeaderFieldInt("content-length", -7) + " "
                + c.getHeaderFieldLong("content-type", -8) + " " + c.getHeaderFieldDate("last-modified", -9)
                + " " + c.getHeaderFieldDate("x-none", -10));
        System.out.println("header names: " + new TreeSet<String>(c.getHeaderFields().keySet()));
        System.out.println("content: " + read(c.getInputStream()).replace("\n", "|"));
        System.out.println("openStream: " + read(u.openStream()).replace("\n", "|"));
        try {
            c.getOutputStream();
        } catch (IOException e) {
            System.out.println("output: " + e);
        }
        try {
            c.setDoOutput(true);
        } catch (IllegalStateException e) {
            System.out.println("setDoOutput after connect: " + e);
        }
        try {
            c.setUseCaches(false);
        } catch (IllegalStateException e) {
            System.out.println("setUseCaches after connect: " + e);
        }
        try {
            c.setConnectTimeout(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative timeout: " + e);
        }
        try {
            c.setReadTimeout(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative read timeout: " + e);
        }

        // a file that does not exist
        URL m = new File("netUrlFile-missing.txt").toURI().toURL();
        URLConnection mc = m.openConnection();
        System.out.println("missing: length " + mc.getContentLength() + " modified " + mc.getLastModified()
                + " type " + mc.getContentType());
        try {
            mc.getInputStream();
        } catch (FileNotFoundException e) {
            System.out.println("missing getInputStream: " + clean(e));
        }
        try {
            m.openConnection().connect();
        } catch (FileNotFoundException e) {
            System.out.println("missing connect: " + clean(e));
        }
        try {
            m.openStream();
        } catch (FileNotFoundException e) {
            System.out.println("missing openStream: " + clean(e));
        }

        // a directory: its names, sorted, one a line
        File d = new File("netUrlFileDir");
        d.mkdir();
        for (String n : new String[] { "zeta", "alpha", "mid.txt" })
            new FileOutputStream(new File(d, n)).close();
        URLConnection dc = d.toURI().toURL().openConnection();
        System.out.println("directory type " + dc.getContentType() + ", listing: " + read(dc.getInputStream()).replace("\n", "|"));

        // names with characters a URL escapes
        File sp = new File("net url file %.txt");
        o = new FileOutputStream(sp);
        o.write("spaced".getBytes("UTF-8"));
        o.close();
        URL su = sp.toURI().toURL();
        System.out.println("escaped url " + clean(su) + " reads " + read(su.openStream()) + " length " + su.openConnection().getContentLength());

        String[] names = { "a.txt", "A.TXT", "page.html", "x.htm", "d.xml", "s.css", "s.js", "d.json", "t.csv",
                "i.png", "i.jpg", "i.gif", "d.pdf", "a.zip", "a.jar", "a.bin", "Main.java", "noext", "a.unknownext", "dir.d/noext" };
        StringBuilder sb = new StringBuilder();
        for (String n : names) sb.append(n).append('=').append(URLConnection.guessContentTypeFromName(n)).append(' ');
        System.out.println("guess: " + sb.toString().trim());

        // a class-path resource through its connection
        URL r = NetUrlFile.class.getResource("NetUrlFile.class");
        System.out.println("resource protocol " + r.getProtocol());
        URLConnection rc = r.openConnection();
        InputStream in = rc.getInputStream();
        int b0 = in.read(), b1 = in.read();
        in.close();
        System.out.println("class file length > 0: " + (rc.getContentLength() > 0) + ", magic " + Integer.toHexString(b0) + Integer.toHexString(b1));
        InputStream in2 = NetUrlFile.class.getResource("/NetUrlFile.class").openStream();
        System.out.println("openStream first byte " + Integer.toHexString(in2.read()));
        in2.close();

        sp.delete();
        for (File x : d.listFiles()) x.delete();
        d.delete();
        System.out.println("deleted: " + f.delete());
    }
}
