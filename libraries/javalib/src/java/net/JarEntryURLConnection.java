package java.net;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * URL.openConnection for {@code jar:file:PATH!/ENTRY} URLs: connect reads
 * the entry whole with the VM's zip reader (Resources.readJarEntry, as
 * for class-path resources: only the entry is read, not the jar);
 * getJarFile opens a java.util.jar.JarFile (a ZipFile, which reads the
 * whole jar; nothing stays open on the system) only when asked.  As on the
 * JDK: a missing jar is java.nio.file.NoSuchFileException(PATH), a missing
 * entry FileNotFoundException("JAR entry E not found in PATH"), a URL
 * without an entry has no input ("no entry name specified"); the content
 * length is the entry's size (-1 when it cannot be found), or the jar's
 * for the jar itself; the content type is guessed from the entry's name
 * (x-java/jar for the jar itself, content/unknown without a guess).
 */
final class JarEntryURLConnection extends JarURLConnection {
    private JarFile jar;
    private byte[] bytes;

    JarEntryURLConnection(URL u) throws MalformedURLException {
        super(u);
    }

    private File jarPath() throws IOException {
        URL j = getJarFileURL();
        if (!j.getProtocol().equals("file"))
            throw new IOException("only jar:file: URLs can be opened: " + url);
        String host = j.getHost();
        if (host.length() > 0 && !host.equals("localhost"))
            throw new IOException("cannot open a file: URL on host " + host);
        return new File(ristretto.internal.Resources.decodePath(j.getPath()));
    }

    public void connect() throws IOException {
        if (connected)
            return;
        File f = jarPath();
        if (!f.exists())
            throw new java.nio.file.NoSuchFileException(f.getPath());
        String name = getEntryName();
        if (name != null) {
            byte[] b = ristretto.internal.Resources.readJarEntry(f.getPath(), name);
            if (b == null && !name.endsWith("/"))
                b = ristretto.internal.Resources.readJarEntry(f.getPath(), name + "/");
            if (b == null)
                throw new java.io.FileNotFoundException("JAR entry " + name + " not found in " + f.getPath());
            bytes = b;
        }
        connected = true;
    }

    public synchronized JarFile getJarFile() throws IOException {
        connect();
        if (jar == null)
            jar = new JarFile(jarPath());
        return jar;
    }

    public JarEntry getJarEntry() throws IOException {
        connect();
        String name = getEntryName();
        return name == null ? null : getJarFile().getJarEntry(name);
    }

    public InputStream getInputStream() throws IOException {
        connect();
        if (bytes == null)
            throw new IOException("no entry name specified");
        return new java.io.ByteArrayInputStream(bytes);
    }

    public long getContentLengthLong() {
        try {
            connect();
        } catch (IOException e) {
            return -1;
        }
        if (bytes == null) {
            try {
                return jarPath().length();
            } catch (IOException e) {
                return -1;
            }
        }
        return bytes.length;
    }

    public String getContentType() {
        String name = getEntryName();
        if (name == null)
            return "x-java/jar";
        String t = guessContentTypeFromName(name);
        return t != null ? t : "content/unknown";
    }

    /** the entry's time (the jar is opened for it) */
    public long getLastModified() {
        try {
            JarEntry e = getJarEntry();
            return e != null ? Math.max(e.getTime(), 0) : 0;
        } catch (IOException e) {
            return 0;
        }
    }

    List<String[]> headers() {
        List<String[]> h = new ArrayList<String[]>();
        h.add(new String[] { "content-type", getContentType() });
        long n = getContentLengthLong();
        if (n >= 0)
            h.add(new String[] { "content-length", String.valueOf(n) });
        return h;
    }
}
