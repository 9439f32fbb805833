import java.io.*;
import java.net.*;
import java.util.*;
import java.util.jar.*;
import java.util.zip.*;

/* jar: URLs: the program writes a jar into its scratch directory with
 * java.util.zip (a text entry, a directory, a large deflated entry, a
 * stored one, a name with a space), then reads it through
 * JarURLConnection, URL.openStream and JarFile: contents, lengths,
 * types, entry names, and the errors for a missing entry, a missing jar
 * and a URL naming the jar itself. */
public class NetUrlJar {
    static String cwd;

    static String clean(Object o) {
        return String.valueOf(o).replace(cwd, "CWD");
    }

    static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] b = new byte[1000];
        int n;
        while ((n = in.read(b)) > 0) out.write(b, 0, n);
        in.close();
        return out.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        cwd = new File("").getAbsolutePath();
        byte[] big = new byte[100000];
        for (int i = 0; i < big.length; i++) big[i] = (byte) (i * 7 % 251);
        File jf = new File("netUrlJar.jar");
        ZipOutputStream z = new ZipOutputStream(new FileOutputStream(jf));
        z.putNextEntry(new ZipEntry("dir/"));
        z.closeEntry();
        z.putNextEntry(new ZipEntry("dir/hello.txt"));
        z.write("hello from a jar\n".getBytes("UTF-8"));
        z.closeEntry();
        z.putNextEntry(new ZipEntry("big.bin"));
        z.write(big);
        z.closeEntry();
        ZipEntry st = new ZipEntry("stored.html");
        byte[] html = "<p>stored</p>".getBytes("UTF-8");
        CRC32 crc = new CRC32();
        crc.update(html);
        st.setMethod(ZipEntry.STORED);
        st.setSize(html.length);
        st.setCrc(crc.getValue());
        z.putNextEntry(st);
        z.write(html);
        z.closeEntry();
        z.putNextEntry(new ZipEntry("with space.txt"));
        z.write("spaced".getBytes("UTF-8"));
        z.closeEntry();
        z.close();

        String base = "jar:" + jf.toURI().toURL() + "!/";
        URL hello = new URL(base + "dir/hello.txt");
        System.out.println("url " + clean(hello));
        URLConnection c = hello.openConnection();
        System.out.println("JarURLConnection: " + (c instanceof JarURLConnection));
        JarURLConnection jc = (JarURLConnection) c;
        System.out.println("entry name " + jc.getEntryName() + ", jar file URL " + clean(jc.getJarFileURL())
                + " equals " + jc.getJarFileURL().equals(jf.toURI().toURL()));
        System.out.println("length " + c.getContentLength() + " long " + c.getContentLengthLong() + " type " + c.getContentType());
        System.out.println("content: " + new String(readAll(c.getInputStream()), "UTF-8").trim());
        System.out.println("jar entry " + jc.getJarEntry().getName() + " size " + jc.getJarEntry().getSize()
                + ", jar file " + clean(jc.getJarFile().getName()));
        System.out.println("openStream: " + new String(readAll(hello.openStream()), "UTF-8").trim());

        URL bigUrl = new URL(base + "big.bin");
        byte[] got = readAll(bigUrl.openStream());
        System.out.println("big: length " + bigUrl.openConnection().getContentLength() + " type "
                + bigUrl.openConnection().getContentType() + " read " + got.length + " equal " + Arrays.equals(got, big));
        URL stored = new URL(base + "stored.html");
        System.out.println("stored: " + new String(readAll(stored.openStream()), "UTF-8") + " type " + stored.openConnection().getContentType());
        URL spaced = new URL(base + "with%20space.txt");
        JarURLConnection sc = (JarURLConnection) spaced.openConnection();
        System.out.println("escaped entry name " + sc.getEntryName() + " reads " + new String(readAll(sc.getInputStream()), "UTF-8"));

        URL dir = new URL(base + "dir/");
        System.out.println("directory entry: first read " + dir.openStream().read() + " length " + dir.openConnection().getContentLength());

        URL missing = new URL(base + "nope.txt");
        System.out.println("missing entry length " + missing.openConnection().getContentLength());
        try {
            missing.openStream();
        } catch (FileNotFoundException e) {
            System.out.println("missing entry: " + clean(e));
        }
        try {
            missing.openConnection().connect();
        } catch (FileNotFoundException e) {
            System.out.println("missing entry connect: " + clean(e));
        }
        URL nojar = new URL("jar:" + new File("netUrlJar-none.jar").toURI().toURL() + "!/a.txt");
        try {
            nojar.openStream();
        } catch (IOException e) {
            System.out.println("missing jar: " + clean(e));
        }
        URL root = new URL(base);
        JarURLConnection rc = (JarURLConnection) root.openConnection();
        System.out.println("root: entry name " + rc.getEntryName() + " type " + rc.getContentType()
                + " length is the jar's " + (rc.getContentLength() == jf.length()) + " entry " + rc.getJarEntry());
        try {
            rc.getInputStream();
        } catch (IOException e) {
            System.out.println("root input: " + e);
        }
        try {
            new URL("jar:" + jf.toURI().toURL() + "/dir/hello.txt");
        } catch (MalformedURLException e) {
            System.out.println("no !/: " + e);
        }

        JarFile j = new JarFile(jf);
        List<String> names = new ArrayList<String>();
        for (Enumeration<JarEntry> e = j.entries(); e.hasMoreElements();) {
            JarEntry je = e.nextElement();
            names.add(je.getName() + (je.isDirectory() ? " (dir)" : " " + je.getSize()));
        }
        Collections.sort(names);
        System.out.println("JarFile entries: " + names);
        JarEntry he = j.getJarEntry("dir/hello.txt");
        System.out.println("JarFile entry " + he.getName() + " reads " + new String(readAll(j.getInputStream(he)), "UTF-8").trim()
                + ", absent " + j.getJarEntry("absent"));
        j.close();
        System.out.println("deleted " + jf.delete());
    }
}
