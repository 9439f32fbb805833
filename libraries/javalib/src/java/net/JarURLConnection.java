package java.net;

import java.io.IOException;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * A connection to a jar, or to one entry of it, named by a URL
 * {@code jar:<jar file URL>!/<entry>} (no entry after "!/": the jar
 * itself).  The entry name is decoded from the URL (%XX escapes).
 * Manifests are not supported here (no getManifest/getAttributes).
 */
public abstract class JarURLConnection extends URLConnection {
    private final URL jarFileURL;
    private final String entryName;
    protected URLConnection jarFileURLConnection;

    protected JarURLConnection(URL url) throws MalformedURLException {
        super(url);
        String spec = url.getFile();
        int bang = spec.indexOf("!/");
        if (bang < 0)
            throw new MalformedURLException("no !/ found in url spec:" + spec);
        jarFileURL = new URL(spec.substring(0, bang));
        String e = spec.substring(bang + 2);
        entryName = e.length() == 0 ? null : ristretto.internal.Resources.decodePath(e);
    }

    public URL getJarFileURL() {
        return jarFileURL;
    }

    public String getEntryName() {
        return entryName;
    }

    public abstract JarFile getJarFile() throws IOException;

    /** the entry, or null for a URL naming the whole jar */
    public JarEntry getJarEntry() throws IOException {
        return entryName == null ? null : getJarFile().getJarEntry(entryName);
    }
}
