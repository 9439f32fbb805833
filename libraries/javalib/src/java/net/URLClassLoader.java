package java.net;

import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.security.CodeSource;
import java.security.SecureClassLoader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.List;
import java.util.WeakHashMap;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

import ristretto.internal.Resources;

/**
 * A class loader that finds classes and resources under a list of URLs,
 * searched in order after the parent (ClassLoader's delegation):
 *
 * <ul>
 * <li>a {@code file:} URL whose path ends in '/' is a directory: the
 * class {@code a.b.C} is the file {@code a/b/C.class} under it, a resource
 * {@code x/y} the URL {@code <dir URL>x/y};</li>
 * <li>any other {@code file:} URL is a jar (or zip) file, opened with
 * java.util.jar.JarFile when it is first searched and kept open until
 * {@link #close}; a resource is {@code jar:<jar URL>!/x/y}; a
 * {@code jar:file:...!/} URL names such a jar too;</li>
 * <li>a URL that cannot be opened (a missing jar, a file that is no zip,
 * a file: URL of another host) is skipped, as on the JDK.</li>
 * </ul>
 *
 * The jars a jar's manifest names in its Class-Path attribute (relative
 * URLs only) are searched right after it, as on the JDK (getURLs does not
 * list them).  A class is defined with the code source of its URL (one
 * ProtectionDomain per URL, SecureClassLoader), and its package is
 * defined in this loader first; there is no java.util.jar.Manifest, so
 * package attributes are null and nothing is sealed.  Signed jars are read
 * as unsigned.  After close() the loader finds nothing new
 * (ClassNotFoundException, null resources); the classes it defined stay
 * usable.  Registered as parallel capable, as the JDK's.
 */
public class URLClassLoader extends SecureClassLoader implements Closeable {
    static {
        ClassLoader.registerAsParallelCapable();
    }

    /** Every URL given, in order (getURLs). */
    private final ArrayList<URL> path = new ArrayList<URL>();
    /** The sources opened so far, in search order.  Guarded by path, as
     *  are unopened and seen. */
    private final ArrayList<Source> sources = new ArrayList<Source>();
    /** The URLs still to open, next first. */
    private final ArrayDeque<URL> unopened = new ArrayDeque<URL>();
    /** The external forms of the URLs taken from unopened. */
    private final HashSet<String> seen = new HashSet<String>();
    /** Streams getResourceAsStream handed out, closed by close(). */
    private final WeakHashMap<Closeable, Boolean> streams = new WeakHashMap<Closeable, Boolean>();
    private boolean closed;

    public URLClassLoader(URL[] urls, ClassLoader parent) {
        super(parent);
        addAll(urls);
    }

    public URLClassLoader(URL[] urls) {
        super();
        addAll(urls);
    }

    public URLClassLoader(String name, URL[] urls, ClassLoader parent) {
        super(name, parent);
        addAll(urls);
    }

    private void addAll(URL[] urls) {
        for (URL u : urls) {
            if (u == null) {
                throw new NullPointerException();
            }
            path.add(u);
            unopened.addLast(u);
        }
    }

    public static URLClassLoader newInstance(URL[] urls, ClassLoader parent) {
        return new FactoryURLClassLoader(urls, parent);
    }

    public static URLClassLoader newInstance(URL[] urls) {
        return new FactoryURLClassLoader(urls);
    }

    /** Appends a URL to the search path, unless the loader is closed or
     *  the URL is null or already there. */
    protected void addURL(URL url) {
        if (url == null) {
            return;
        }
        synchronized (path) {
            if (!closed && !path.contains(url)) {
                path.add(url);
                unopened.addLast(url);
            }
        }
    }

    public URL[] getURLs() {
        synchronized (path) {
            return path.toArray(new URL[0]);
        }
    }

    /** The i-th source in search order, opened on first use (the URLs
     *  given, each jar followed by those of its manifest's Class-Path); a
     *  URL already searched or one that cannot be opened is passed over;
     *  NONE past the end or once closed. */
    private Source source(int i) {
        synchronized (path) {
            while (!closed && sources.size() <= i && !unopened.isEmpty()) {
                URL u = unopened.removeFirst();
                if (!seen.add(u.toExternalForm())) {
                    continue;
                }
                Source s;
                try {
                    s = open(u);
                } catch (IOException e) {
                    continue;   // skipped, as on the JDK
                }
                sources.add(s);
                if (s instanceof JarSource) {
                    List<URL> cp = ((JarSource) s).classPath();
                    for (int k = cp.size() - 1; k >= 0; k--) {
                        unopened.addFirst(cp.get(k));
                    }
                }
            }
            return closed || i >= sources.size() ? NONE : sources.get(i);
        }
    }

    private static final Source NONE = new Source(null) {
        byte[] read(String name) {
            return null;
        }

        URL find(String name) {
            return null;
        }
    };

    private static Source open(URL u) throws IOException {
        String file = u.getFile();
        if (u.getProtocol().equals("file")) {
            File f = localFile(u);
            if (file.endsWith("/")) {
                return new DirSource(u, f);
            }
            return new JarSource(u, new JarFile(f), "jar:" + u.toExternalForm() + "!/");
        }
        if (u.getProtocol().equals("jar") && file.endsWith("!/")) {
            URL inner = new URL(file.substring(0, file.length() - 2));
            if (inner.getProtocol().equals("file")) {
                return new JarSource(u, new JarFile(localFile(inner)), u.toExternalForm());
            }
        }
        throw new IOException("unsupported class path URL " + u);
    }

    private static File localFile(URL u) throws IOException {
        String host = u.getHost();
        if (host.length() > 0 && !host.equals("localhost")) {
            throw new IOException("file: URL on host " + host);
        }
        return new File(Resources.decodePath(u.getPath()));
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        String res = name.replace('.', '/').concat(".class");
        for (int i = 0;; i++) {
            Source s = source(i);
            if (s == NONE) {
                break;
            }
            byte[] b;
            try {
                b = s.read(res);
            } catch (IOException e) {
                throw new ClassNotFoundException(name, e);
            }
            if (b != null) {
                definePackageOf(name);
                return defineClass(name, b, 0, b.length,
                    new CodeSource(s.base, (java.security.cert.Certificate[]) null));
            }
        }
        throw new ClassNotFoundException(name);
    }

    /** Defines the class's package in this loader, without attributes. */
    private void definePackageOf(String name) {
        int dot = name.lastIndexOf('.');
        if (dot <= 0) {
            return;
        }
        String pkg = name.substring(0, dot);
        if (getDefinedPackage(pkg) == null) {
            try {
                definePackage(pkg, null, null, null, null, null, null, null);
            } catch (IllegalArgumentException e) {
                // another thread defined it meanwhile
            }
        }
    }

    /** The first URL of the search path that has the resource, or null
     *  (also once closed). */
    public URL findResource(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        for (int i = 0;; i++) {
            Source s = source(i);
            if (s == NONE) {
                return null;
            }
            URL u = s.find(name);
            if (u != null) {
                return u;
            }
        }
    }

    /** Every URL of the search path that has the resource, in order. */
    public Enumeration<URL> findResources(String name) throws IOException {
        if (name == null) {
            throw new NullPointerException();
        }
        ArrayList<URL> found = new ArrayList<URL>();
        for (int i = 0;; i++) {
            Source s = source(i);
            if (s == NONE) {
                break;
            }
            URL u = s.find(name);
            if (u != null) {
                found.add(u);
            }
        }
        return Collections.enumeration(found);
    }

    /** getResource (the parent first), opened; null when it is missing or
     *  cannot be read.  close() closes the streams handed out. */
    public InputStream getResourceAsStream(String name) {
        if (name == null) {
            throw new NullPointerException("name");
        }
        URL u = getResource(name);
        if (u == null) {
            return null;
        }
        try {
            InputStream in = u.openStream();
            synchronized (path) {
                if (closed) {
                    in.close();
                    return null;
                }
                streams.put(in, Boolean.TRUE);
            }
            return in;
        } catch (IOException e) {
            return null;
        }
    }

    /** Closes the jars this loader opened and the streams it handed out;
     *  afterwards it finds no new classes or resources.  The first
     *  IOException is thrown after all are closed, the others suppressed
     *  in it. */
    public void close() throws IOException {
        ArrayList<Closeable> toClose = new ArrayList<Closeable>();
        synchronized (path) {
            if (closed) {
                return;
            }
            closed = true;
            toClose.addAll(streams.keySet());
            streams.clear();
            for (Source s : sources) {
                if (s instanceof JarSource) {
                    toClose.add(((JarSource) s).jar);
                }
            }
        }
        IOException first = null;
        for (Closeable c : toClose) {
            try {
                c.close();
            } catch (IOException e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }

    /** One URL of the search path. */
    private abstract static class Source {
        final URL base;

        Source(URL base) {
            this.base = base;
        }

        /** The bytes of a resource, or null. */
        abstract byte[] read(String name) throws IOException;

        /** The URL of a resource, or null. */
        abstract URL find(String name);

        static byte[] readAll(InputStream in) throws IOException {
            try {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                byte[] buf = new byte[8192];
                int n;
                while ((n = in.read(buf)) > 0) {
                    out.write(buf, 0, n);
                }
                return out.toByteArray();
            } finally {
                in.close();
            }
        }

        /** A name that stays inside the source ('..' cannot climb above
         *  it, no leading '/'). */
        static boolean inside(String name) {
            if (name.startsWith("/")) {
                return false;
            }
            int depth = 0;
            for (String part : name.split("/", -1)) {
                if (part.equals("..")) {
                    if (--depth < 0) {
                        return false;
                    }
                } else if (!part.equals(".") && !part.isEmpty()) {
                    depth++;
                }
            }
            return true;
        }
    }

    /** A directory of class files and resources. */
    private static final class DirSource extends Source {
        private final File dir;

        DirSource(URL base, File dir) {
            super(base);
            this.dir = dir;
        }

        private File file(String name) {
            if (!inside(name)) {
                return null;
            }
            File f = new File(dir, name);
            return f.exists() ? f : null;
        }

        byte[] read(String name) throws IOException {
            File f = file(name);
            if (f == null || f.isDirectory()) {
                return null;
            }
            return readAll(new FileInputStream(f));
        }

        URL find(String name) {
            if (file(name) == null) {
                return null;
            }
            try {
                return new URL(base.toExternalForm() + Resources.encodePath(name));
            } catch (MalformedURLException e) {
                return null;
            }
        }
    }

    /** The Class-Path attribute of a manifest's main section (header
     *  names are case-insensitive, a line starting with one space continues
     *  the one before), or null. */
    static String manifestClassPath(byte[] mf) {
        String text = new String(mf, java.nio.charset.StandardCharsets.UTF_8);
        String[] lines = text.split("\r\n|\n|\r", -1);
        StringBuilder cur = null;
        String found = null;
        for (String line : lines) {
            if (line.startsWith(" ") && cur != null) {
                cur.append(line, 1, line.length());
                continue;
            }
            if (cur != null) {
                String h = cur.toString();
                int c = h.indexOf(": ");
                if (c > 0 && h.substring(0, c).equalsIgnoreCase("Class-Path")) {
                    found = h.substring(c + 2);
                }
            }
            if (line.isEmpty()) {
                break;      // the end of the main section
            }
            cur = new StringBuilder(line);
        }
        return found;
    }

    /** A jar file, open while the loader is. */
    private static final class JarSource extends Source {
        final JarFile jar;
        private final String prefix;

        JarSource(URL base, JarFile jar, String prefix) {
            super(base);
            this.jar = jar;
            this.prefix = prefix;
        }

        /** The URLs its manifest's Class-Path names, relative to the jar:
         *  relative URLs only (an absolute one or one that is no URL is
         *  left out). */
        List<URL> classPath() {
            ArrayList<URL> out = new ArrayList<URL>();
            String cp;
            try {
                byte[] mf = read("META-INF/MANIFEST.MF");
                cp = mf == null ? null : manifestClassPath(mf);
            } catch (IOException e) {
                cp = null;
            }
            if (cp == null) {
                return out;
            }
            String b = base.toExternalForm();
            if (b.startsWith("jar:") || b.indexOf('/') < 0) {
                return out;
            }
            String dir = b.substring(0, b.lastIndexOf('/') + 1);
            for (String rel : cp.trim().split(" +")) {
                if (rel.isEmpty() || rel.startsWith("/") || rel.matches("^[A-Za-z][A-Za-z0-9+.-]*:.*")) {
                    continue;
                }
                try {
                    out.add(new URL(dir + rel));
                } catch (MalformedURLException e) {
                    // left out
                }
            }
            return out;
        }

        byte[] read(String name) throws IOException {
            synchronized (this) {
                ZipEntry e = jar.getEntry(name);
                if (e == null || e.isDirectory()) {
                    return null;
                }
                return readAll(jar.getInputStream(e));
            }
        }

        URL find(String name) {
            synchronized (this) {
                try {
                    if (jar.getEntry(name) == null) {
                        return null;
                    }
                } catch (IllegalStateException e) {
                    return null;   // closed
                }
            }
            try {
                return new URL(prefix + Resources.encodePath(name));
            } catch (MalformedURLException e) {
                return null;
            }
        }
    }
}
