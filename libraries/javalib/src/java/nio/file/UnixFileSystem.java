package java.nio.file;

import java.io.IOException;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.Collections;
import java.util.concurrent.TimeUnit;

/*
 * The default file system: Unix paths (UnixPath) and the system calls
 * Files needs beyond java.io.File's (libraries/clib/java_nio_file.c).
 * The natives return an errno (0 for success); error() turns it into the
 * exception the stock JVM throws for it.
 */
final class UnixFileSystem extends FileSystem {
    static final UnixFileSystem INSTANCE = new UnixFileSystem();

    /* stat0's result: [0] errno, [1] kind (1 file, 2 directory, 3 link, 4 other),
     * [2] size, [3..5] mtime, atime, ctime in ns, [6] dev, [7] ino,
     * [8] permission bits, [9] access(2): 4 read, 2 write, 1 execute */
    static native long[] stat0(String path, boolean follow);
    static native int mkdir0(String path, int mode);
    static native int create0(String path, int mode);
    static native int remove0(String path);
    static native int rename0(String from, String to);
    static native int symlink0(String target, String link);
    static native String readlink0(String link);
    static native int setmtime0(String path, long ns);
    static native String strerror0(int err);
    private static native int[] errnos0();

    static final int ENOENT, EEXIST, ENOTEMPTY, ENOTDIR, EACCES, EXDEV, EISDIR, ELOOP;

    static {
        int[] e = errnos0();
        ENOENT = e[0];
        EEXIST = e[1];
        ENOTEMPTY = e[2];
        ENOTDIR = e[3];
        EACCES = e[4];
        EXDEV = e[5];
        EISDIR = e[6];
        ELOOP = e[7];
    }

    private UnixFileSystem() {
    }

    public Path getPath(String first, String... more) {
        if (first == null) {
            throw new NullPointerException();
        }
        String s = first;
        if (more.length > 0) {
            StringBuilder sb = new StringBuilder(first);
            for (String m : more) {
                if (!m.isEmpty()) {
                    if (sb.length() > 0) {
                        sb.append('/');
                    }
                    sb.append(m);
                }
            }
            s = sb.toString();
        }
        return new UnixPath(this, s);
    }

    public String getSeparator() {
        return "/";
    }

    public Iterable<Path> getRootDirectories() {
        return Collections.singletonList(getPath("/"));
    }

    public boolean isOpen() {
        return true;
    }

    public boolean isReadOnly() {
        return false;
    }

    public void close() throws IOException {
        throw new UnsupportedOperationException();
    }

    public String toString() {
        return "sun.nio.fs.LinuxFileSystem";
    }

    /* the string the system calls get: "" is the current directory */
    static String sys(Path p) {
        String s = UnixPathOf(p).toString();
        return s.isEmpty() ? "." : s;
    }

    static UnixPath UnixPathOf(Path p) {
        if (p == null) {
            throw new NullPointerException();
        }
        if (!(p instanceof UnixPath)) {
            throw new ProviderMismatchException();
        }
        return (UnixPath) p;
    }

    /* The exception of errno err on file (and other, for two-file operations). */
    static IOException error(int err, Path file, Path other) {
        String f = file == null ? null : file.toString();
        String o = other == null ? null : other.toString();
        if (err == ENOENT) {
            return new NoSuchFileException(f, o, null);
        }
        if (err == EEXIST) {
            return new FileAlreadyExistsException(f, o, null);
        }
        if (err == EACCES) {
            return new AccessDeniedException(f, o, null);
        }
        if (err == ELOOP) {
            return new FileSystemException(f, o, strerror0(err) + " or unable to access attributes of symbolic link");
        }
        return new FileSystemException(f, o, strerror0(err));
    }

    /* stat or lstat p; the exception for its errno unless quiet, then null */
    static long[] stat(Path p, boolean follow, boolean quiet) throws IOException {
        long[] st = stat0(sys(p), follow);
        if (st[0] != 0) {
            if (quiet) {
                return null;
            }
            throw error((int) st[0], p, null);
        }
        return st;
    }

    static final class Attributes implements BasicFileAttributes {
        private final long[] st;

        Attributes(long[] st) {
            this.st = st;
        }

        int mode() {
            return (int) st[8];
        }

        long dev() {
            return st[6];
        }

        long ino() {
            return st[7];
        }

        public FileTime lastModifiedTime() {
            return FileTime.from(st[3], TimeUnit.NANOSECONDS);
        }

        public FileTime lastAccessTime() {
            return FileTime.from(st[4], TimeUnit.NANOSECONDS);
        }

        /* Linux stat(2) has no birth time: the last modification, as the stock JVM */
        public FileTime creationTime() {
            return lastModifiedTime();
        }

        public boolean isRegularFile() {
            return st[1] == 1;
        }

        public boolean isDirectory() {
            return st[1] == 2;
        }

        public boolean isSymbolicLink() {
            return st[1] == 3;
        }

        public boolean isOther() {
            return st[1] == 4;
        }

        public long size() {
            return st[2];
        }

        public Object fileKey() {
            return "(dev=" + Long.toHexString(st[6]) + ",ino=" + st[7] + ")";
        }
    }
}
