package java.io;

import java.util.Objects;

/** An output stream writing to a file descriptor. */
public class FileOutputStream extends OutputStream {
    private final FileDescriptor fd;
    private final String path;
    private volatile boolean closed;

    private static native int open0(String path, boolean append) throws FileNotFoundException;

    private static native void write0(int fd, byte[] b, int off, int len) throws IOException;

    private static native void close0(int fd) throws IOException;

    public FileOutputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null, false);
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        this(name != null ? new File(name) : null, append);
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file, false);
    }

    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        if (name == null) {
            throw new NullPointerException();
        }
        this.path = name;
        this.fd = new FileDescriptor(open0(name, append));
    }

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj;
        this.path = null;
    }

    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        if (closed) {
            throw new IOException("Stream Closed");
        }
        write0(fd.fd, b, off, len);
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
