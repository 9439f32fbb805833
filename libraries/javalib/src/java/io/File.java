package java.io;

import java.util.ArrayList;
import java.util.List;

/** An abstract pathname (Unix conventions). */
public class File implements Serializable, Comparable<File> {
    public static final char separatorChar = '/';
    public static final String separator = "/";
    public static final char pathSeparatorChar = ':';
    public static final String pathSeparator = ":";

    private String path;   /* final but for readObject */

    /* The stock JVM's serial form: field `String path`; (custom data) the
     * writer's separator char.  Read back, a foreign separator in the path
     * becomes '/' and the path is normalized. */
    private static final long serialVersionUID = 0x042da4450e0de4ffL;

    private synchronized void writeObject(ObjectOutputStream s) throws IOException {
        s.defaultWriteObject();
        s.writeChar(separatorChar);
    }

    private synchronized void readObject(ObjectInputStream s) throws IOException, ClassNotFoundException {
        String p = (String) s.readFields().get("path", null);
        char sep = s.readChar();
        if (p == null) {
            throw new InvalidObjectException("null path");
        }
        if (sep != separatorChar) {
            p = p.replace(sep, separatorChar);
        }
        path = normalize(p);
    }

    private static native int stat0(String path);
    private static native long length0(String p);
    private static native long lastModified0(String p);
    private static native boolean delete0(String p);
    private static native boolean mkdir0(String p);
    private static native String[] list0(String p);
    private static native boolean createNew0(String p) throws IOException;
    private static native boolean rename0(String from, String to);
    private static native String cwd0();

    private static String normalize(String p) {
        int n = p.length();
        StringBuilder sb = new StringBuilder(n);
        char prev = 0;
        for (int i = 0; i < n; i++) {
            char c = p.charAt(i);
            if (c == '/' && prev == '/') {
                continue;
            }
            sb.append(c);
            prev = c;
        }
        int len = sb.length();
        if (len > 1 && sb.charAt(len - 1) == '/') {
            sb.setLength(len - 1);
        }
        return sb.toString();
    }

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        this.path = normalize(pathname);
    }

    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            if (parent.isEmpty()) {
                this.path = normalize("/" + child);
            } else {
                this.path = resolve(normalize(parent), normalize(child));
            }
        } else {
            this.path = normalize(child);
        }
    }

    public File(File parent, String child) {
        this(parent == null ? null : parent.path, child);
    }

    private static String resolve(String parent, String child) {
        if (child.isEmpty()) {
            return parent;
        }
        if (child.charAt(0) == '/') {
            if (parent.equals("/")) {
                return child;
            }
            return parent + child;
        }
        if (parent.equals("/")) {
            return parent + child;
        }
        return parent + '/' + child;
    }

    public String getName() {
        int index = path.lastIndexOf(separatorChar);
        return path.substring(index + 1);
    }

    public String getParent() {
        int index = path.lastIndexOf(separatorChar);
        if (index < 0) {
            return null;
        }
        if (index == 0) {
            return path.length() > 1 ? "/" : null;
        }
        return path.substring(0, index);
    }

    public File getParentFile() {
        String p = getParent();
        return p == null ? null : new File(p);
    }

    public String getPath() {
        return path;
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public String getAbsolutePath() {
        if (isAbsolute()) {
            return path;
        }
        String cwd = System.getProperty("user.dir");
        if (cwd == null) {
            cwd = cwd0();
        }
        if (path.isEmpty()) {
            return cwd;
        }
        return resolve(cwd, path);
    }

    public File getAbsoluteFile() {
        return new File(getAbsolutePath());
    }

    public String getCanonicalPath() throws IOException {
        String abs = getAbsolutePath();
        List<String> parts = new ArrayList<String>();
        String[] segs = abs.split("/");
        for (int i = 0; i < segs.length; i++) {
            String s = segs[i];
            if (s.isEmpty() || s.equals(".")) {
                continue;
            }
            if (s.equals("..")) {
                if (!parts.isEmpty()) {
                    parts.remove(parts.size() - 1);
                }
                continue;
            }
            parts.add(s);
        }
        if (parts.isEmpty()) {
            return "/";
        }
        StringBuilder sb = new StringBuilder();
        for (String p : parts) {
            sb.append('/').append(p);
        }
        return sb.toString();
    }

    public File getCanonicalFile() throws IOException {
        return new File(getCanonicalPath());
    }

    private int stat() {
        return stat0(path.isEmpty() ? "." : path);
    }

    public boolean canRead() {
        return (stat() & 8) != 0;
    }

    public boolean canWrite() {
        return (stat() & 16) != 0;
    }

    public boolean canExecute() {
        return (stat() & 1) != 0 && (stat() & 2) != 0;
    }

    public boolean exists() {
        return !path.isEmpty() && (stat() & 1) != 0;
    }

    public boolean isDirectory() {
        return !path.isEmpty() && (stat() & 2) != 0;
    }

    public boolean isFile() {
        return !path.isEmpty() && (stat() & 4) != 0;
    }

    public boolean isHidden() {
        return getName().startsWith(".");
    }

    public long lastModified() {
        return lastModified0(path);
    }

    /** Through java.nio.file (utimensat); false when the file cannot be
     *  changed; IllegalArgumentException for a negative time, as the JDK's. */
    public boolean setLastModified(long time) {
        if (time < 0)
            throw new IllegalArgumentException("Negative time");
        if (path.isEmpty())
            return false;
        try {
            java.nio.file.Files.setLastModifiedTime(toPath(), java.nio.file.attribute.FileTime.fromMillis(time));
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    public long length() {
        return length0(path);
    }

    public boolean createNewFile() throws IOException {
        return createNew0(path);
    }

    public boolean delete() {
        return delete0(path);
    }

    public void deleteOnExit() {
        final String p = path;
        Runtime.getRuntime().addShutdownHook(new Thread() {
            public void run() {
                delete0(p);
            }
        });
    }

    public String[] list() {
        if (path.isEmpty()) {
            return null;
        }
        return list0(path);
    }

    public String[] list(FilenameFilter filter) {
        String[] names = list();
        if (names == null || filter == null) {
            return names;
        }
        List<String> v = new ArrayList<String>();
        for (int i = 0; i < names.length; i++) {
            if (filter.accept(this, names[i])) {
                v.add(names[i]);
            }
        }
        return v.toArray(new String[v.size()]);
    }

    public File[] listFiles() {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        File[] fs = new File[ss.length];
        for (int i = 0; i < ss.length; i++) {
            fs[i] = new File(this, ss[i]);
        }
        return fs;
    }

    public File[] listFiles(FilenameFilter filter) {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        List<File> files = new ArrayList<File>();
        for (int i = 0; i < ss.length; i++) {
            if (filter == null || filter.accept(this, ss[i])) {
                files.add(new File(this, ss[i]));
            }
        }
        return files.toArray(new File[files.size()]);
    }

    public File[] listFiles(FileFilter filter) {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        List<File> files = new ArrayList<File>();
        for (int i = 0; i < ss.length; i++) {
            File f = new File(this, ss[i]);
            if (filter == null || filter.accept(f)) {
                files.add(f);
            }
        }
        return files.toArray(new File[files.size()]);
    }

    public boolean mkdir() {
        return mkdir0(path);
    }

    public boolean mkdirs() {
        if (exists()) {
            return false;
        }
        if (mkdir()) {
            return true;
        }
        File canonFile;
        try {
            canonFile = getCanonicalFile();
        } catch (IOException e) {
            return false;
        }
        File parent = canonFile.getParentFile();
        return (parent != null && (parent.mkdirs() || parent.exists()) && canonFile.mkdir());
    }

    public boolean renameTo(File dest) {
        if (dest == null) {
            throw new NullPointerException();
        }
        return rename0(path, dest.path);
    }

    public int compareTo(File pathname) {
        return path.compareTo(pathname.path);
    }

    public boolean equals(Object obj) {
        if (obj instanceof File) {
            return compareTo((File) obj) == 0;
        }
        return false;
    }

    public int hashCode() {
        return path.hashCode() ^ 1234321;
    }

    /* "file:" and the absolute path, '/' added for a directory, characters
     * not legal in a URI path quoted. */
    public java.net.URI toURI() {
        File f = getAbsoluteFile();
        String p = f.getPath();
        if (!p.endsWith("/") && f.isDirectory()) {
            p = p + "/";
        }
        if (p.startsWith("//")) {
            p = "//" + p;
        }
        try {
            return new java.net.URI("file", null, p, null);
        } catch (java.net.URISyntaxException e) {
            throw new Error(e);
        }
    }

    public String toString() {
        return path;
    }

    public java.nio.file.Path toPath() {
        return java.nio.file.FileSystems.getDefault().getPath(path);
    }

    public static File createTempFile(String prefix, String suffix, File directory) throws IOException {
        if (prefix.length() < 3) {
            throw new IllegalArgumentException("Prefix string \"" + prefix + "\" too short: length must be at least 3");
        }
        String dir = directory != null ? directory.getPath() : System.getProperty("java.io.tmpdir", "/tmp");
        String sfx = suffix == null ? ".tmp" : suffix;
        java.util.Random r = new java.util.Random();
        for (;;) {
            File f = new File(dir, prefix + Long.toString(r.nextLong() & Long.MAX_VALUE) + sfx);
            if (f.createNewFile()) {
                return f;
            }
        }
    }

    public static File createTempFile(String prefix, String suffix) throws IOException {
        return createTempFile(prefix, suffix, null);
    }
}
