package java.nio.file;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;

/*
 * A path of the Unix file system.  The string is kept in its canonical
 * form: no repeated '/', no trailing '/' except for the root "/" itself.
 * The names are the pieces between the slashes; the empty path "" has one
 * name, the empty name, and the root "/" none.  Nothing here touches the
 * file system but toAbsolutePath (user.dir) and toRealPath.
 */
final class UnixPath implements Path {
    private final UnixFileSystem fs;
    private final String path;
    private int[] offsets;   /* start of each name, computed on first use */

    UnixPath(UnixFileSystem fs, String input) {
        this.fs = fs;
        this.path = canonical(input);
    }

    private static String canonical(String input) {
        int n = input.length();
        StringBuilder sb = null;
        char prev = 0;
        for (int i = 0; i < n; i++) {
            char c = input.charAt(i);
            if (c == '\u0000') {
                throw new InvalidPathException(input, "Nul character not allowed");
            }
            if (c == '/' && (prev == '/' || i == n - 1 && i > 0)) {
                if (sb == null) {
                    sb = new StringBuilder(n);
                    sb.append(input, 0, i);
                }
            } else if (sb != null) {
                sb.append(c);
            }
            prev = c;
        }
        if (sb == null) {
            return input;
        }
        /* "a/b//" leaves "a/b/": drop that slash too, unless it is the root */
        int len = sb.length();
        if (len > 1 && sb.charAt(len - 1) == '/') {
            sb.setLength(len - 1);
        }
        return sb.toString();
    }

    private int[] offsets() {
        int[] o = offsets;
        if (o == null) {
            List<Integer> starts = new ArrayList<Integer>();
            if (path.isEmpty()) {
                starts.add(0);
            } else {
                int i = 0;
                int n = path.length();
                while (i < n) {
                    if (path.charAt(i) == '/') {
                        i++;
                        continue;
                    }
                    starts.add(i);
                    while (i < n && path.charAt(i) != '/') {
                        i++;
                    }
                }
            }
            o = new int[starts.size()];
            for (int k = 0; k < o.length; k++) {
                o[k] = starts.get(k);
            }
            offsets = o;
        }
        return o;
    }

    private String name(int i) {
        int[] o = offsets();
        int end = i + 1 < o.length ? o[i + 1] - 1 : path.length();
        return path.substring(o[i], end);
    }

    private UnixPath make(String s) {
        return new UnixPath(fs, s);
    }

    boolean isEmpty() {
        return path.isEmpty();
    }

    public FileSystem getFileSystem() {
        return fs;
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public Path getRoot() {
        return isAbsolute() ? make("/") : null;
    }

    public Path getFileName() {
        int n = getNameCount();
        if (n == 0) {
            return null;
        }
        if (n == 1 && !isAbsolute()) {
            return this;
        }
        return make(name(n - 1));
    }

    public Path getParent() {
        int n = getNameCount();
        if (n == 0) {
            return null;
        }
        if (n == 1) {
            return getRoot();
        }
        int[] o = offsets();
        return make(path.substring(0, o[n - 1] - 1));
    }

    public int getNameCount() {
        return offsets().length;
    }

    public Path getName(int index) {
        if (index < 0 || index >= getNameCount()) {
            throw new IllegalArgumentException();
        }
        return make(name(index));
    }

    public Path subpath(int beginIndex, int endIndex) {
        int n = getNameCount();
        if (beginIndex < 0 || beginIndex >= n || endIndex > n || beginIndex >= endIndex) {
            throw new IllegalArgumentException();
        }
        int[] o = offsets();
        int end = endIndex < n ? o[endIndex] - 1 : path.length();
        return make(path.substring(o[beginIndex], end));
    }

    private static UnixPath check(Path p) {
        if (p == null) {
            throw new NullPointerException();
        }
        if (!(p instanceof UnixPath)) {
            throw new ProviderMismatchException();
        }
        return (UnixPath) p;
    }

    public boolean startsWith(Path other) {
        if (!(other instanceof UnixPath)) {
            if (other == null) {
                throw new NullPointerException();
            }
            return false;
        }
        UnixPath that = (UnixPath) other;
        if (that.isAbsolute() != isAbsolute()) {
            return false;
        }
        if (that.isEmpty()) {
            return isEmpty();
        }
        if (isEmpty()) {
            return false;
        }
        int k = that.getNameCount();
        if (k > getNameCount()) {
            return false;
        }
        for (int i = 0; i < k; i++) {
            if (!name(i).equals(that.name(i))) {
                return false;
            }
        }
        return true;
    }

    public boolean endsWith(Path other) {
        if (!(other instanceof UnixPath)) {
            if (other == null) {
                throw new NullPointerException();
            }
            return false;
        }
        UnixPath that = (UnixPath) other;
        if (that.isAbsolute()) {
            return equals(that);
        }
        if (that.isEmpty()) {
            return isEmpty();
        }
        if (isEmpty()) {
            return false;
        }
        int k = that.getNameCount();
        int n = getNameCount();
        if (k > n) {
            return false;
        }
        for (int i = 0; i < k; i++) {
            if (!name(n - k + i).equals(that.name(i))) {
                return false;
            }
        }
        return true;
    }

    private boolean hasDots() {
        int n = getNameCount();
        for (int i = 0; i < n; i++) {
            String s = name(i);
            if (s.equals(".") || s.equals("..")) {
                return true;
            }
        }
        return false;
    }

    private static String join(boolean absolute, List<String> names) {
        StringBuilder sb = new StringBuilder();
        if (absolute) {
            sb.append('/');
        }
        for (int i = 0; i < names.size(); i++) {
            if (i > 0) {
                sb.append('/');
            }
            sb.append(names.get(i));
        }
        return sb.toString();
    }

    public Path normalize() {
        if (!hasDots()) {
            return this;
        }
        boolean abs = isAbsolute();
        List<String> out = new ArrayList<String>();
        int n = getNameCount();
        for (int i = 0; i < n; i++) {
            String s = name(i);
            if (s.equals(".")) {
                continue;
            }
            if (s.equals("..")) {
                if (!out.isEmpty() && !out.get(out.size() - 1).equals("..")) {
                    out.remove(out.size() - 1);
                    continue;
                }
                if (abs) {
                    continue;   /* "/.." is "/" */
                }
            }
            out.add(s);
        }
        return make(join(abs, out));
    }

    public Path resolve(Path other) {
        UnixPath that = check(other);
        if (that.isAbsolute()) {
            return that;
        }
        if (that.isEmpty()) {
            return this;
        }
        if (isEmpty()) {
            return that;
        }
        return make(path.equals("/") ? "/" + that.path : path + "/" + that.path);
    }

    public Path relativize(Path other) {
        UnixPath child = check(other);
        if (child.equals(this)) {
            return make("");
        }
        if (isAbsolute() != child.isAbsolute()) {
            throw new IllegalArgumentException("'other' is different type of Path");
        }
        if (isEmpty()) {
            return child;
        }
        UnixPath base = this;
        if (base.hasDots() || child.hasDots()) {
            base = (UnixPath) base.normalize();
            child = (UnixPath) child.normalize();
        }
        if (base.isEmpty()) {
            return child;
        }
        int bn = base.getNameCount();
        int cn = child.isEmpty() ? 0 : child.getNameCount();
        int i = 0;
        while (i < bn && i < cn && base.name(i).equals(child.name(i))) {
            i++;
        }
        List<String> out = new ArrayList<String>();
        for (int k = i; k < bn; k++) {
            if (base.name(k).equals("..")) {
                throw new IllegalArgumentException("Unable to compute relative  path from " + this + " to " + other);
            }
            out.add("..");
        }
        for (int k = i; k < cn; k++) {
            out.add(child.name(k));
        }
        return make(join(false, out));
    }

    public URI toUri() {
        return toFile().toURI();
    }

    public Path toAbsolutePath() {
        if (isAbsolute()) {
            return this;
        }
        String cwd = System.getProperty("user.dir");
        if (cwd == null) {
            cwd = new File("").getAbsolutePath();
        }
        return make(cwd).resolve(this);
    }

    public Path toRealPath(LinkOption... options) throws IOException {
        UnixPath abs = (UnixPath) toAbsolutePath();
        UnixFileSystem.stat(abs, true, false);   /* NoSuchFileException */
        return make(new File(abs.path).getCanonicalPath());
    }

    public File toFile() {
        return new File(path);
    }

    public int compareTo(Path other) {
        return path.compareTo(((UnixPath) other).path);
    }

    public boolean equals(Object other) {
        return other instanceof UnixPath && ((UnixPath) other).path.equals(path);
    }

    public int hashCode() {
        return path.hashCode();
    }

    public String toString() {
        return path;
    }
}
