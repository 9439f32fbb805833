package java.io;

import java.util.Objects;

/** An input stream reading from a file descriptor. */
public class FileInputStream extends InputStream {
    private final FileDescriptor fd;
    private final String path;
    private volatile boolean closed;

    private static native int open0(String path) throws FileNotFoundException;

    private static native int read0(int fd, byte[] b, int off, int len) throws IOException;

    private static native int available0(int fd) throws IOException;

    private static native void close0(int fd) throws IOException;

    public FileInputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null);
    }

    public FileInputStream(File file) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        if (name == null) {
            throw new NullPointerException();
        }
        this.path = name;
        this.fd = new FileDescriptor(open0(name));
    }

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj;
        this.path = null;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }

    public int read() throws IOException {
        ensureOpen();
        byte[] b = new byte[1];
        int n = read0(fd.fd, b, 0, 1);
        return n <= 0 ? -1 : (b[0] & 0xff);
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        ensureOpen();
        if (len == 0) {
            return 0;
        }
        return read0(fd.fd, b, off, len);
    }

    public long skip(long n) throws IOException {
        return super.skip(n);
    }

    public int available() throws IOException {
        ensureOpen();
        return available0(fd.fd);
    }

    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        if (fd.fd > 2) {
            close0(fd.fd);
            fd.fd = -1;
        }
    }

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }
}
