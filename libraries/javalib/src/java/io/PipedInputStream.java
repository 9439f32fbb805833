package java.io;

/**
 * The receiving end of a pipe: a circular buffer that a writer thread
 * fills through receive and a reader thread drains.  in is where the next
 * byte goes (-1: empty), out where the next is read; in == out: full.
 * Both sides wait on this object for at most a second at a time, so a side
 * whose partner thread has ended notices ("Pipe broken", "Read end dead").
 */
public class PipedInputStream extends InputStream {
    protected static final int PIPE_SIZE = 1024;
    protected byte[] buffer;
    protected int in = -1;
    protected int out;

    boolean closedByWriter;
    volatile boolean closedByReader;
    boolean connected;
    Thread readSide;
    Thread writeSide;

    public PipedInputStream(PipedOutputStream src) throws IOException { this(src, PIPE_SIZE); }

    public PipedInputStream(PipedOutputStream src, int pipeSize) throws IOException {
        initPipe(pipeSize);
        connect(src);
    }

    public PipedInputStream() { initPipe(PIPE_SIZE); }

    public PipedInputStream(int pipeSize) { initPipe(pipeSize); }

    private void initPipe(int pipeSize) {
        if (pipeSize <= 0) throw new IllegalArgumentException("Pipe Size <= 0");
        buffer = new byte[pipeSize];
    }

    public void connect(PipedOutputStream src) throws IOException { src.connect(this); }

    private void checkStateForReceive() throws IOException {
        if (!connected) throw new IOException("Pipe not connected");
        if (closedByWriter || closedByReader) throw new IOException("Pipe closed");
        if (readSide != null && !readSide.isAlive()) throw new IOException("Read end dead");
    }

    private void awaitSpace() throws IOException {
        while (in == out) {
            checkStateForReceive();
            notifyAll();
            try {
                wait(1000);
            } catch (InterruptedException ex) {
                throw new InterruptedIOException();
            }
        }
    }

    protected synchronized void receive(int b) throws IOException {
        checkStateForReceive();
        writeSide = Thread.currentThread();
        if (in == out) awaitSpace();
        if (in < 0) {
            in = 0;
            out = 0;
        }
        buffer[in++] = (byte) b;
        if (in >= buffer.length) in = 0;
    }

    synchronized void receive(byte[] b, int off, int len) throws IOException {
        checkStateForReceive();
        writeSide = Thread.currentThread();
        while (len > 0) {
            if (in == out) awaitSpace();
            int n;
            if (in < 0) {
                in = 0;
                out = 0;
                n = buffer.length;
            } else if (out < in) {
                n = buffer.length - in;
            } else {
                n = out - in;
            }
            n = Math.min(n, len);
            System.arraycopy(b, off, buffer, in, n);
            off += n;
            len -= n;
            in += n;
            if (in >= buffer.length) in = 0;
        }
    }

    synchronized void receivedLast() {
        closedByWriter = true;
        notifyAll();
    }

    public synchronized int read() throws IOException {
        if (!connected) throw new IOException("Pipe not connected");
        if (closedByReader) throw new IOException("Pipe closed");
        if (writeSide != null && !writeSide.isAlive() && !closedByWriter && in < 0) {
            throw new IOException("Write end dead");
        }
        readSide = Thread.currentThread();
        int trials = 2;
        while (in < 0) {
            if (closedByWriter) return -1;
            if (writeSide != null && !writeSide.isAlive() && --trials < 0) throw new IOException("Pipe broken");
            notifyAll();
            try {
                wait(1000);
            } catch (InterruptedException ex) {
                throw new InterruptedIOException();
            }
        }
        int c = buffer[out++] & 0xFF;
        if (out >= buffer.length) out = 0;
        if (in == out) in = -1;
        return c;
    }

    public synchronized int read(byte[] b, int off, int len) throws IOException {
        if (b == null) throw new NullPointerException();
        if (off < 0 || len < 0 || len > b.length - off) throw new IndexOutOfBoundsException();
        if (len == 0) return 0;
        int c = read();
        if (c < 0) return -1;
        b[off] = (byte) c;
        int n = 1;
        while (in >= 0 && n < len) {
            int avail = in > out ? in - out : buffer.length - out;
            int k = Math.min(avail, len - n);
            System.arraycopy(buffer, out, b, off + n, k);
            out += k;
            n += k;
            if (out >= buffer.length) out = 0;
            if (in == out) in = -1;
        }
        return n;
    }

    public synchronized int available() throws IOException {
        if (in < 0) return 0;
        if (in == out) return buffer.length;
        if (in > out) return in - out;
        return in + buffer.length - out;
    }

    public void close() throws IOException {
        closedByReader = true;
        synchronized (this) {
            in = -1;
        }
    }
}
