package java.nio.file;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/*
 * The operations on files of the default (Unix) file system.
 *
 * Metadata and the namespace (stat, mkdir, create, unlink/rmdir, rename)
 * go through UnixFileSystem's natives, which report the errno, so that
 * each failure is the stock JVM's exception with its message (the path,
 * then " -> other" for two-file operations, then ": reason" for the
 * generic FileSystemException).  Contents are read with FileInputStream
 * and written with RandomAccessFile (which can open for writing without
 * truncating, so every OpenOption combination maps onto it).  Directory
 * listings come from java.io.File.list(), already sorted; walk, list and
 * walkFileTree produce their whole result before returning it.
 */
public final class Files {
    private Files() {
    }

    private static final Random random = new Random();

    private static String sys(Path p) {
        return UnixFileSystem.sys(p);
    }

    private static boolean follow(LinkOption... options) {
        for (LinkOption o : options) {
            if (o == null) {
                throw new NullPointerException();
            }
            if (o == LinkOption.NOFOLLOW_LINKS) {
                return false;
            }
        }
        return true;
    }

    private static UnixFileSystem.Attributes attributes(Path p, boolean follow) throws IOException {
        return new UnixFileSystem.Attributes(UnixFileSystem.stat(p, follow, false));
    }

    private static long[] statQuiet(Path p, boolean follow) {
        try {
            return UnixFileSystem.stat(p, follow, true);
        } catch (IOException e) {
            return null;
        }
    }

    /* ---------------------------------------------------------------- tests */

    public static boolean exists(Path path, LinkOption... options) {
        return statQuiet(path, follow(options)) != null;
    }

    public static boolean notExists(Path path, LinkOption... options) {
        long[] st = UnixFileSystem.stat0(sys(path), follow(options));
        return st[0] == UnixFileSystem.ENOENT;
    }

    public static boolean isDirectory(Path path, LinkOption... options) {
        long[] st = statQuiet(path, follow(options));
        return st != null && st[1] == 2;
    }

    public static boolean isRegularFile(Path path, LinkOption... options) {
        long[] st = statQuiet(path, follow(options));
        return st != null && st[1] == 1;
    }

    public static boolean isSymbolicLink(Path path) {
        long[] st = statQuiet(path, false);
        return st != null && st[1] == 3;
    }

    private static boolean access(Path path, int bit) {
        long[] st = statQuiet(path, true);
        return st != null && (st[9] & bit) != 0;
    }

    public static boolean isReadable(Path path) {
        return access(path, 4);
    }

    public static boolean isWritable(Path path) {
        return access(path, 2);
    }

    public static boolean isExecutable(Path path) {
        return access(path, 1);
    }

    public static boolean isHidden(Path path) throws IOException {
        UnixFileSystem.UnixPathOf(path);
        Path name = path.getFileName();
        return name != null && name.toString().startsWith(".");
    }

    public static boolean isSameFile(Path path, Path path2) throws IOException {
        if (path.equals(path2)) {
            return true;
        }
        UnixFileSystem.UnixPathOf(path2);
        UnixFileSystem.Attributes a = attributes(path, true);
        UnixFileSystem.Attributes b = attributes(path2, true);
        return a.dev() == b.dev() && a.ino() == b.ino();
    }

    /* ----------------------------------------------------------- attributes */

    public static long size(Path path) throws IOException {
        return attributes(path, true).size();
    }

    public static FileTime getLastModifiedTime(Path path, LinkOption... options) throws IOException {
        return attributes(path, follow(options)).lastModifiedTime();
    }

    @SuppressWarnings("unchecked")
    public static <A extends BasicFileAttributes> A readAttributes(Path path, Class<A> type, LinkOption... options)
            throws IOException {
        if (type == null) {
            throw new NullPointerException();
        }
        if (type != BasicFileAttributes.class) {
            throw new UnsupportedOperationException();
        }
        return (A) attributes(path, follow(options));
    }

    public static Path setLastModifiedTime(Path path, FileTime time) throws IOException {
        int err = UnixFileSystem.setmtime0(sys(path), time.to(java.util.concurrent.TimeUnit.NANOSECONDS));
        if (err != 0) {
            throw UnixFileSystem.error(err, path, null);
        }
        return path;
    }

    /* ------------------------------------------------------------- creation */

    public static Path createFile(Path path, FileAttribute<?>... attrs) throws IOException {
        int err = UnixFileSystem.create0(sys(path), 0666);
        if (err != 0) {
            throw UnixFileSystem.error(err, path, null);
        }
        return path;
    }

    public static Path createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        int err = UnixFileSystem.mkdir0(sys(dir), 0777);
        if (err != 0) {
            throw UnixFileSystem.error(err, dir, null);
        }
        return dir;
    }

    /* createDirectory, where a directory already there is no failure */
    private static void createIfNeeded(Path dir) throws IOException {
        try {
            createDirectory(dir);
        } catch (FileAlreadyExistsException e) {
            if (!isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
                throw e;
            }
        }
    }

    /* The directory itself first; failing that (but for an existing
     * non-directory), from the nearest existing ancestor of its absolute
     * path down, one name at a time. */
    public static Path createDirectories(Path dir, FileAttribute<?>... attrs) throws IOException {
        try {
            createIfNeeded(dir);
            return dir;
        } catch (FileAlreadyExistsException e) {
            throw e;
        } catch (IOException e) {
            /* a parent is missing: create the chain below */
        }
        Path abs = dir.toAbsolutePath();
        Path parent = abs.getParent();
        while (parent != null && statQuiet(parent, true) == null) {
            parent = parent.getParent();
        }
        if (parent == null) {
            throw new FileSystemException(abs.toString(), null, "Unable to determine if root directory exists");
        }
        Path child = parent;
        for (Path name : parent.relativize(abs)) {
            child = child.resolve(name);
            createIfNeeded(child);
        }
        return dir;
    }

    private static Path tempPath(Path dir, String prefix, String suffix) {
        String name = (prefix == null ? "" : prefix) + Long.toUnsignedString(random.nextLong()) + suffix;
        Path p = dir.getFileSystem().getPath(name);
        if (p.getParent() != null) {
            throw new IllegalArgumentException("Invalid prefix or suffix");
        }
        return dir.resolve(p);
    }

    private static Path tempDir() {
        return Paths.get(System.getProperty("java.io.tmpdir", "/tmp"));
    }

    public static Path createTempFile(Path dir, String prefix, String suffix, FileAttribute<?>... attrs)
            throws IOException {
        if (dir == null) {
            throw new NullPointerException();
        }
        for (;;) {
            Path p = tempPath(dir, prefix, suffix == null ? ".tmp" : suffix);
            int err = UnixFileSystem.create0(sys(p), 0600);
            if (err == 0) {
                return p;
            }
            if (err != UnixFileSystem.EEXIST) {
                throw UnixFileSystem.error(err, dir, null);
            }
        }
    }

    public static Path createTempFile(String prefix, String suffix, FileAttribute<?>... attrs) throws IOException {
        return createTempFile(tempDir(), prefix, suffix, attrs);
    }

    public static Path createTempDirectory(Path dir, String prefix, FileAttribute<?>... attrs) throws IOException {
        if (dir == null) {
            throw new NullPointerException();
        }
        for (;;) {
            Path p = tempPath(dir, prefix, "");
            int err = UnixFileSystem.mkdir0(sys(p), 0700);
            if (err == 0) {
                return p;
            }
            if (err != UnixFileSystem.EEXIST) {
                throw UnixFileSystem.error(err, dir, null);
            }
        }
    }

    public static Path createTempDirectory(String prefix, FileAttribute<?>... attrs) throws IOException {
        return createTempDirectory(tempDir(), prefix, attrs);
    }

    public static Path createSymbolicLink(Path link, Path target, FileAttribute<?>... attrs) throws IOException {
        int err = UnixFileSystem.symlink0(UnixFileSystem.UnixPathOf(target).toString(), sys(link));
        if (err != 0) {
            throw UnixFileSystem.error(err, link, null);
        }
        return link;
    }

    public static Path readSymbolicLink(Path link) throws IOException {
        String target = UnixFileSystem.readlink0(sys(link));
        if (target == null) {
            attributes(link, false);   /* the link is missing: its exception */
            throw new NotLinkException(link.toString());
        }
        return link.getFileSystem().getPath(target);
    }

    /* the offset of the first byte that differs, the shorter size when one is
     * a prefix of the other, -1 when the files are equal */
    public static long mismatch(Path path, Path path2) throws IOException {
        if (isSameFile(path, path2)) {
            return -1;
        }
        byte[] a = readAllBytes(path);
        byte[] b = readAllBytes(path2);
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : n;
    }

    /* ------------------------------------------------------------- deletion */

    private static int remove(Path path) throws IOException {
        int err = UnixFileSystem.remove0(sys(path));
        if (err == UnixFileSystem.ENOTEMPTY) {
            throw new DirectoryNotEmptyException(path.toString());
        }
        if (err != 0 && err != UnixFileSystem.ENOENT) {
            throw UnixFileSystem.error(err, path, null);
        }
        return err;
    }

    public static void delete(Path path) throws IOException {
        if (remove(path) != 0) {
            throw new NoSuchFileException(path.toString());
        }
    }

    public static boolean deleteIfExists(Path path) throws IOException {
        return remove(path) == 0;
    }

    /* ------------------------------------------------------ copy and move */

    private static final int REPLACE = 1, ATOMIC = 2, NOFOLLOW = 4;

    private static int copyOptions(CopyOption[] options, boolean move) {
        int f = 0;
        for (CopyOption o : options) {
            if (o == null) {
                throw new NullPointerException();
            }
            if (o == StandardCopyOption.REPLACE_EXISTING) {
                f |= REPLACE;
            } else if (o == StandardCopyOption.ATOMIC_MOVE && move) {
                f |= ATOMIC;
            } else if (o == LinkOption.NOFOLLOW_LINKS) {
                f |= NOFOLLOW;
            } else if (o != StandardCopyOption.COPY_ATTRIBUTES) {
                throw new UnsupportedOperationException("Unsupported copy option");
            }
        }
        return f;
    }

    /* Make room for target: nothing there, or (REPLACE) delete it.
     * False when target is source itself. */
    private static boolean clearTarget(Path source, UnixFileSystem.Attributes sa, Path target, int flags)
            throws IOException {
        long[] st = statQuiet(target, false);
        if (st == null) {
            return true;
        }
        UnixFileSystem.Attributes ta = new UnixFileSystem.Attributes(st);
        if (ta.dev() == sa.dev() && ta.ino() == sa.ino()) {
            return false;
        }
        if ((flags & REPLACE) == 0) {
            throw new FileAlreadyExistsException(target.toString());
        }
        remove(target);
        return true;
    }

    private static void copyFile(Path source, UnixFileSystem.Attributes sa, Path target) throws IOException {
        if (sa.isDirectory()) {
            int err = UnixFileSystem.mkdir0(sys(target), sa.mode());
            if (err != 0) {
                throw UnixFileSystem.error(err, target, null);
            }
            return;
        }
        int err = UnixFileSystem.create0(sys(target), sa.mode());
        if (err != 0) {
            throw UnixFileSystem.error(err, target, null);
        }
        boolean done = false;
        try {
            InputStream in = newInputStream(source);
            try {
                OutputStream out = newOutputStream(target);
                try {
                    in.transferTo(out);
                } finally {
                    out.close();
                }
            } finally {
                in.close();
            }
            done = true;
        } finally {
            if (!done) {
                UnixFileSystem.remove0(sys(target));
            }
        }
    }

    public static Path copy(Path source, Path target, CopyOption... options) throws IOException {
        UnixFileSystem.UnixPathOf(target);
        int flags = copyOptions(options, false);
        UnixFileSystem.Attributes sa = attributes(source, (flags & NOFOLLOW) == 0);
        if (clearTarget(source, sa, target, flags)) {
            copyFile(source, sa, target);
        }
        return target;
    }

    public static long copy(InputStream in, Path target, CopyOption... options) throws IOException {
        if (in == null) {
            throw new NullPointerException();
        }
        int flags = copyOptions(options, false);
        if ((flags & REPLACE) != 0) {
            deleteIfExists(target);
        }
        OutputStream out = newOutputStream(target, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        try {
            return in.transferTo(out);
        } finally {
            out.close();
        }
    }

    public static long copy(Path source, OutputStream out) throws IOException {
        if (out == null) {
            throw new NullPointerException();
        }
        InputStream in = newInputStream(source);
        try {
            return in.transferTo(out);
        } finally {
            in.close();
        }
    }

    /* rename(2); across file systems (EXDEV), a copy and a delete, which
     * for a directory works only when it is empty. */
    public static Path move(Path source, Path target, CopyOption... options) throws IOException {
        UnixFileSystem.UnixPathOf(target);
        int flags = copyOptions(options, true);
        if ((flags & ATOMIC) != 0) {
            int err = UnixFileSystem.rename0(sys(source), sys(target));
            if (err == UnixFileSystem.EXDEV) {
                throw new AtomicMoveNotSupportedException(source.toString(), target.toString(),
                                                          UnixFileSystem.strerror0(err));
            }
            if (err != 0) {
                throw UnixFileSystem.error(err, source, target);
            }
            return target;
        }
        UnixFileSystem.Attributes sa = attributes(source, false);
        if (!clearTarget(source, sa, target, flags)) {
            return target;
        }
        int err = UnixFileSystem.rename0(sys(source), sys(target));
        if (err == UnixFileSystem.EXDEV) {
            if (sa.isDirectory() && new File(sys(source)).list().length > 0) {
                throw new DirectoryNotEmptyException(source.toString());
            }
            copyFile(source, sa, target);
            delete(source);
            return target;
        }
        if (err != 0) {
            throw UnixFileSystem.error(err, source, target);
        }
        return target;
    }

    /* -------------------------------------------------------------- streams */

    public static InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        for (OpenOption o : options) {
            if (o == StandardOpenOption.APPEND || o == StandardOpenOption.WRITE) {
                throw new UnsupportedOperationException("'" + o + "' not allowed");
            }
        }
        UnixFileSystem.Attributes a = attributes(path, true);
        if (a.isDirectory()) {
            /* opening a directory works; reading it fails */
            return new InputStream() {
                public int read() throws IOException {
                    throw new IOException("Is a directory");
                }

                public int read(byte[] b, int off, int len) throws IOException {
                    throw new IOException("Is a directory");
                }
            };
        }
        try {
            return new FileInputStream(sys(path));
        } catch (FileNotFoundException e) {
            throw opened(path);
        }
    }

    /* the exception of an open that java.io refused after the stat succeeded */
    private static IOException opened(Path path) {
        long[] st = UnixFileSystem.stat0(sys(path), true);
        if (st[0] != 0) {
            return UnixFileSystem.error((int) st[0], path, null);
        }
        if (st[1] == 2) {
            return new FileSystemException(path.toString(), null, UnixFileSystem.strerror0(UnixFileSystem.EISDIR));
        }
        return new AccessDeniedException(path.toString());
    }

    private static final OpenOption[] DEFAULT_WRITE = {
        StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE
    };

    /* An OutputStream on a RandomAccessFile opened "rw": APPEND writes at the
     * end each time, TRUNCATE_EXISTING empties the file first. */
    public static OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
        if (options.length == 0) {
            options = DEFAULT_WRITE;
        }
        boolean append = false, truncate = false, create = false, createNew = false;
        for (OpenOption o : options) {
            if (o == null) {
                throw new NullPointerException();
            }
            if (o == StandardOpenOption.READ) {
                throw new IllegalArgumentException("READ not allowed");
            } else if (o == StandardOpenOption.APPEND) {
                append = true;
            } else if (o == StandardOpenOption.TRUNCATE_EXISTING) {
                truncate = true;
            } else if (o == StandardOpenOption.CREATE) {
                create = true;
            } else if (o == StandardOpenOption.CREATE_NEW) {
                createNew = true;
            } else if (!(o instanceof StandardOpenOption) && !(o instanceof LinkOption)) {
                throw new UnsupportedOperationException(o + " not supported");
            }
        }
        if (append && truncate) {
            throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
        }
        String p = sys(path);
        if (createNew) {
            int err = UnixFileSystem.create0(p, 0666);
            if (err != 0) {
                throw UnixFileSystem.error(err, path, null);
            }
        } else {
            long[] st = UnixFileSystem.stat0(p, true);
            if (st[0] == UnixFileSystem.ENOENT && create) {
                int err = UnixFileSystem.create0(p, 0666);
                if (err != 0 && err != UnixFileSystem.EEXIST) {
                    throw UnixFileSystem.error(err, path, null);
                }
            } else if (st[0] != 0) {
                throw UnixFileSystem.error((int) st[0], path, null);
            } else if (st[1] == 2) {
                throw new FileSystemException(path.toString(), null,
                                              UnixFileSystem.strerror0(UnixFileSystem.EISDIR));
            }
        }
        final RandomAccessFile raf;
        try {
            raf = new RandomAccessFile(p, "rw");
        } catch (FileNotFoundException e) {
            throw opened(path);
        }
        if (truncate && !createNew) {
            raf.setLength(0);
        }
        final boolean atEnd = append;
        return new OutputStream() {
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            public void write(byte[] b, int off, int len) throws IOException {
                if (atEnd) {
                    raf.seek(raf.length());
                }
                raf.write(b, off, len);
            }

            public void close() throws IOException {
                raf.close();
            }
        };
    }

    public static BufferedReader newBufferedReader(Path path, Charset cs) throws IOException {
        InputStream in = newInputStream(path);
        return new BufferedReader(new InputStreamReader(in, cs));
    }

    public static BufferedReader newBufferedReader(Path path) throws IOException {
        return newBufferedReader(path, StandardCharsets.UTF_8);
    }

    public static BufferedWriter newBufferedWriter(Path path, Charset cs, OpenOption... options) throws IOException {
        OutputStream out = newOutputStream(path, options);
        return new BufferedWriter(new OutputStreamWriter(out, cs));
    }

    public static BufferedWriter newBufferedWriter(Path path, OpenOption... options) throws IOException {
        return newBufferedWriter(path, StandardCharsets.UTF_8, options);
    }

    /* ------------------------------------------------------ read and write */

    public static byte[] readAllBytes(Path path) throws IOException {
        InputStream in = newInputStream(path);
        try {
            return in.readAllBytes();
        } finally {
            in.close();
        }
    }

    public static String readString(Path path, Charset cs) throws IOException {
        if (cs == null) {
            throw new NullPointerException();
        }
        return new String(readAllBytes(path), cs);
    }

    public static String readString(Path path) throws IOException {
        return readString(path, StandardCharsets.UTF_8);
    }

    public static List<String> readAllLines(Path path, Charset cs) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(new ByteArrayInputStream(readAllBytes(path)), cs));
        List<String> lines = new ArrayList<String>();
        for (String s; (s = r.readLine()) != null;) {
            lines.add(s);
        }
        return lines;
    }

    public static List<String> readAllLines(Path path) throws IOException {
        return readAllLines(path, StandardCharsets.UTF_8);
    }

    public static Stream<String> lines(Path path, Charset cs) throws IOException {
        return readAllLines(path, cs).stream();
    }

    public static Stream<String> lines(Path path) throws IOException {
        return lines(path, StandardCharsets.UTF_8);
    }

    public static Path write(Path path, byte[] bytes, OpenOption... options) throws IOException {
        if (bytes == null) {
            throw new NullPointerException();
        }
        OutputStream out = newOutputStream(path, options);
        try {
            out.write(bytes, 0, bytes.length);
        } finally {
            out.close();
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, Charset cs, OpenOption... options)
            throws IOException {
        if (lines == null || cs == null) {
            throw new NullPointerException();
        }
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        String nl = System.lineSeparator();
        for (CharSequence line : lines) {
            buf.write(String.valueOf(line).concat(nl).getBytes(cs));
        }
        return write(path, buf.toByteArray(), options);
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, OpenOption... options)
            throws IOException {
        return write(path, lines, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, Charset cs, OpenOption... options) throws IOException {
        if (csq == null || cs == null) {
            throw new NullPointerException();
        }
        return write(path, csq.toString().getBytes(cs), options);
    }

    public static Path writeString(Path path, CharSequence csq, OpenOption... options) throws IOException {
        return writeString(path, csq, StandardCharsets.UTF_8, options);
    }

    /* ---------------------------------------------------------- directories */

    /* the names in dir; NoSuchFileException, NotDirectoryException */
    private static String[] names(Path dir) throws IOException {
        UnixFileSystem.Attributes a = attributes(dir, true);
        if (!a.isDirectory()) {
            throw new NotDirectoryException(dir.toString());
        }
        String[] names = new File(sys(dir)).list();
        if (names == null) {
            throw new AccessDeniedException(dir.toString());
        }
        return names;
    }

    public static Stream<Path> list(Path dir) throws IOException {
        String[] names = names(dir);
        List<Path> out = new ArrayList<Path>(names.length);
        for (String n : names) {
            out.add(dir.resolve(n));
        }
        return out.stream();
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir) throws IOException {
        return newDirectoryStream(dir, new DirectoryStream.Filter<Path>() {
            public boolean accept(Path entry) {
                return true;
            }
        });
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir, DirectoryStream.Filter<? super Path> filter)
            throws IOException {
        if (filter == null) {
            throw new NullPointerException();
        }
        final List<Path> entries = new ArrayList<Path>();
        for (String n : names(dir)) {
            Path p = dir.resolve(n);
            if (filter.accept(p)) {
                entries.add(p);
            }
        }
        return new DirectoryStream<Path>() {
            private boolean closed, obtained;

            public Iterator<Path> iterator() {
                if (closed) {
                    throw new IllegalStateException("Directory stream is closed");
                }
                if (obtained) {
                    throw new IllegalStateException("Iterator already obtained");
                }
                obtained = true;
                final Iterator<Path> it = entries.iterator();
                return new Iterator<Path>() {
                    public boolean hasNext() {
                        return !closed && it.hasNext();
                    }

                    public Path next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        return it.next();
                    }
                };
            }

            public void close() {
                closed = true;
            }
        };
    }

    /* A glob over the entry's file name: * and ? within a name, [..] (! negates),
     * {a,b} alternatives, \ quotes. */
    public static DirectoryStream<Path> newDirectoryStream(Path dir, String glob) throws IOException {
        if (glob.equals("*")) {
            return newDirectoryStream(dir);
        }
        final Pattern re = Pattern.compile(globToRegex(glob));
        return newDirectoryStream(dir, new DirectoryStream.Filter<Path>() {
            public boolean accept(Path entry) {
                Path name = entry.getFileName();
                return name != null && re.matcher(name.toString()).matches();
            }
        });
    }

    private static String globToRegex(String glob) {
        StringBuilder sb = new StringBuilder();
        boolean inGroup = false;
        for (int i = 0; i < glob.length(); i++) {
            char c = glob.charAt(i);
            switch (c) {
            case '*':
                sb.append("[^/]*");
                break;
            case '?':
                sb.append("[^/]");
                break;
            case '\\':
                if (i + 1 < glob.length()) {
                    sb.append(Pattern.quote(String.valueOf(glob.charAt(++i))));
                }
                break;
            case '[': {
                int end = glob.indexOf(']', i + 1);
                if (end < 0) {
                    throw new java.util.regex.PatternSyntaxException("Missing ']", glob, i);
                }
                String body = glob.substring(i + 1, end);
                if (body.startsWith("!")) {
                    body = "^" + body.substring(1);
                }
                sb.append('[').append(body.replace("\\", "\\\\").replace("[", "\\[")).append(']');
                i = end;
                break;
            }
            case '{':
                sb.append("(?:");
                inGroup = true;
                break;
            case '}':
                sb.append(inGroup ? ")" : "\\}");
                inGroup = false;
                break;
            case ',':
                sb.append(inGroup ? "|" : ",");
                break;
            default:
                if (Character.isLetterOrDigit(c)) {
                    sb.append(c);
                } else {
                    sb.append('\\').append(c);
                }
            }
        }
        return sb.toString();
    }

    /* ---------------------------------------------------------------- walks */

    private static boolean followLinks(FileVisitOption... options) {
        for (FileVisitOption o : options) {
            if (o == null) {
                throw new NullPointerException();
            }
            if (o == FileVisitOption.FOLLOW_LINKS) {
                return true;
            }
        }
        return false;
    }

    /* the attributes of a walk's entry: a link whose target is missing is
     * the link itself even when following links */
    private static UnixFileSystem.Attributes walkAttributes(Path p, boolean follow) throws IOException {
        if (follow) {
            long[] st = statQuiet(p, true);
            if (st != null) {
                return new UnixFileSystem.Attributes(st);
            }
        }
        return attributes(p, false);
    }

    /* depth-first: p, then (a directory under maxDepth) each entry's walk */
    private static void collect(Path p, int depth, int maxDepth, boolean follow, List<Path> out,
                                BiPredicate<Path, BasicFileAttributes> matcher) throws IOException {
        UnixFileSystem.Attributes a = walkAttributes(p, follow);
        if (matcher == null || matcher.test(p, a)) {
            out.add(p);
        }
        if (depth < maxDepth && a.isDirectory()) {
            for (String n : names(p)) {
                collect(p.resolve(n), depth + 1, maxDepth, follow, out, matcher);
            }
        }
    }

    private static Stream<Path> walkList(Path start, int maxDepth, boolean follow,
                                         BiPredicate<Path, BasicFileAttributes> matcher) throws IOException {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
        List<Path> out = new ArrayList<Path>();
        UnixFileSystem.Attributes a = walkAttributes(start, follow);
        if (matcher == null || matcher.test(start, a)) {
            out.add(start);
        }
        if (maxDepth > 0 && a.isDirectory()) {
            try {
                for (String n : names(start)) {
                    collect(start.resolve(n), 1, maxDepth, follow, out, matcher);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out.stream();
    }

    public static Stream<Path> walk(Path start, int maxDepth, FileVisitOption... options) throws IOException {
        return walkList(start, maxDepth, followLinks(options), null);
    }

    public static Stream<Path> walk(Path start, FileVisitOption... options) throws IOException {
        return walk(start, Integer.MAX_VALUE, options);
    }

    public static Stream<Path> find(Path start, int maxDepth, BiPredicate<Path, BasicFileAttributes> matcher,
                                    FileVisitOption... options) throws IOException {
        if (matcher == null) {
            throw new NullPointerException();
        }
        return walkList(start, maxDepth, followLinks(options), matcher);
    }

    public static Path walkFileTree(Path start, FileVisitor<? super Path> visitor) throws IOException {
        return walkFileTree(start, EnumSet.noneOf(FileVisitOption.class), Integer.MAX_VALUE, visitor);
    }

    public static Path walkFileTree(Path start, Set<FileVisitOption> options, int maxDepth,
                                    FileVisitor<? super Path> visitor) throws IOException {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
        if (visitor == null) {
            throw new NullPointerException();
        }
        visit(start, 0, maxDepth, options.contains(FileVisitOption.FOLLOW_LINKS), visitor);
        return start;
    }

    /* One entry of walkFileTree and, for a directory below maxDepth that
     * can be listed, everything under it.  SKIP_SUBTREE from anything but
     * preVisitDirectory is CONTINUE; SKIP_SIBLINGS ends the parent's loop. */
    private static FileVisitResult visit(Path p, int depth, int maxDepth, boolean follow,
                                         FileVisitor<? super Path> v) throws IOException {
        UnixFileSystem.Attributes a;
        try {
            a = walkAttributes(p, follow);
        } catch (IOException e) {
            return v.visitFileFailed(p, e);
        }
        if (depth >= maxDepth || !a.isDirectory()) {
            return v.visitFile(p, a);
        }
        String[] names;
        try {
            names = names(p);
        } catch (IOException e) {
            return v.visitFileFailed(p, e);
        }
        FileVisitResult r = v.preVisitDirectory(p, a);
        if (r != FileVisitResult.CONTINUE) {
            return r == FileVisitResult.SKIP_SUBTREE ? FileVisitResult.CONTINUE : r;
        }
        for (String n : names) {
            r = visit(p.resolve(n), depth + 1, maxDepth, follow, v);
            if (r == FileVisitResult.TERMINATE) {
                return r;
            }
            if (r == FileVisitResult.SKIP_SIBLINGS) {
                break;
            }
        }
        r = v.postVisitDirectory(p, null);
        return r == FileVisitResult.SKIP_SUBTREE ? FileVisitResult.CONTINUE : r;
    }
}
