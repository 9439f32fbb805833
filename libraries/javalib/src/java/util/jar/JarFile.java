package java.util.jar;

import java.io.File;
import java.io.IOException;
import java.util.Enumeration;
import java.util.NoSuchElementException;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A jar read as a ZipFile whose entries are JarEntry objects.  Manifests,
 * signatures and multi-release versions are not supported here: verify
 * is accepted and ignored.
 */
public class JarFile extends ZipFile {
    public static final String MANIFEST_NAME = "META-INF/MANIFEST.MF";

    public JarFile(String name) throws IOException {
        super(name);
    }

    public JarFile(String name, boolean verify) throws IOException {
        super(name);
    }

    public JarFile(File file) throws IOException {
        super(file);
    }

    public JarFile(File file, boolean verify) throws IOException {
        super(file);
    }

    public JarFile(File file, boolean verify, int mode) throws IOException {
        super(file, mode);
    }

    public JarEntry getJarEntry(String name) {
        return (JarEntry) getEntry(name);
    }

    public ZipEntry getEntry(String name) {
        ZipEntry e = super.getEntry(name);
        return e == null || e instanceof JarEntry ? e : new JarEntry(e);
    }

    public java.util.stream.Stream<JarEntry> stream() {
        java.util.ArrayList<JarEntry> l = new java.util.ArrayList<JarEntry>();
        for (Enumeration<JarEntry> e = entries(); e.hasMoreElements();)
            l.add(e.nextElement());
        return l.stream();
    }

    public Enumeration<JarEntry> entries() {
        final Enumeration<? extends ZipEntry> all = super.entries();
        return new Enumeration<JarEntry>() {
            public boolean hasMoreElements() {
                return all.hasMoreElements();
            }

            public JarEntry nextElement() {
                ZipEntry e = all.nextElement();
                if (e == null)
                    throw new NoSuchElementException();
                return new JarEntry(e);
            }
        };
    }
}
