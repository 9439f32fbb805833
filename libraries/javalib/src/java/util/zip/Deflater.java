package java.util.zip;

/**
 * Compresses bytes with zlib's deflate.  The zlib stream lives in native
 * memory (java_util_zip.c) and is freed by {@link #end}; a Deflater that is
 * never ended keeps it until the VM exits (there is no finalization).
 * Input is held by reference, as on the JDK: the array given to setInput
 * must not change until needsInput() says it has been consumed.
 */
public class Deflater {
    public static final int DEFLATED = 8;
    public static final int NO_COMPRESSION = 0;
    public static final int BEST_SPEED = 1;
    public static final int BEST_COMPRESSION = 9;
    public static final int DEFAULT_COMPRESSION = -1;
    public static final int FILTERED = 1;
    public static final int HUFFMAN_ONLY = 2;
    public static final int DEFAULT_STRATEGY = 0;
    public static final int NO_FLUSH = 0;
    public static final int SYNC_FLUSH = 2;
    public static final int FULL_FLUSH = 3;

    private static final int Z_FINISH = 4;
    private static final byte[] NONE = new byte[0];

    private long handle;
    private final long owner;
    private byte[] input = NONE;
    private int inputPos;
    private int inputLim;
    private int level;
    private int strategy;
    private boolean setParams;
    private boolean finish;
    private boolean finished;
    private long bytesRead;
    private long bytesWritten;

    public Deflater(int level, boolean nowrap) {
        this.level = level;
        this.strategy = DEFAULT_STRATEGY;
        this.owner = token0();
        this.handle = init0(level, DEFAULT_STRATEGY, nowrap);
    }

    public Deflater(int level) {
        this(level, false);
    }

    public Deflater() {
        this(DEFAULT_COMPRESSION, false);
    }

    public void setInput(byte[] input, int off, int len) {
        if (off < 0 || len < 0 || off > input.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        synchronized (this) {
            this.input = input;
            this.inputPos = off;
            this.inputLim = off + len;
        }
    }

    public void setInput(byte[] input) {
        setInput(input, 0, input.length);
    }

    public void setDictionary(byte[] dictionary, int off, int len) {
        if (off < 0 || len < 0 || off > dictionary.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        synchronized (this) {
            ensureOpen();
            setDictionary0(handle, owner, dictionary, off, len);
        }
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public void setStrategy(int strategy) {
        if (strategy != DEFAULT_STRATEGY && strategy != FILTERED && strategy != HUFFMAN_ONLY) {
            throw new IllegalArgumentException();
        }
        synchronized (this) {
            if (this.strategy != strategy) {
                this.strategy = strategy;
                setParams = true;
            }
        }
    }

    public void setLevel(int level) {
        if ((level < 0 || level > 9) && level != DEFAULT_COMPRESSION) {
            throw new IllegalArgumentException("invalid compression level");
        }
        synchronized (this) {
            if (this.level != level) {
                this.level = level;
                setParams = true;
            }
        }
    }

    public synchronized boolean needsInput() {
        return inputLim == inputPos;
    }

    public synchronized void finish() {
        finish = true;
    }

    public synchronized boolean finished() {
        return finished;
    }

    public int deflate(byte[] output, int off, int len, int flush) {
        if (off < 0 || len < 0 || off > output.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        if (flush != NO_FLUSH && flush != SYNC_FLUSH && flush != FULL_FLUSH) {
            throw new IllegalArgumentException();
        }
        synchronized (this) {
            ensureOpen();
            int params = setParams ? (level + 1) << 4 | strategy : -1;
            long res = deflate0(handle, owner, input, inputPos, inputLim - inputPos, output, off, len,
                                finish ? Z_FINISH : flush, params);
            int read = (int) (res & 0x7fffffffL);
            int written = (int) (res >>> 31 & 0x7fffffffL);
            if ((res >>> 62 & 1) != 0) {
                finished = true;
            }
            if (params >= 0 && (res >>> 63 & 1) == 0) {
                setParams = false;
            }
            inputPos += read;
            bytesRead += read;
            bytesWritten += written;
            return written;
        }
    }

    public int deflate(byte[] output, int off, int len) {
        return deflate(output, off, len, NO_FLUSH);
    }

    public int deflate(byte[] output) {
        return deflate(output, 0, output.length, NO_FLUSH);
    }

    public synchronized int getAdler() {
        ensureOpen();
        return getAdler0(handle, owner);
    }

    public int getTotalIn() {
        return (int) getBytesRead();
    }

    public synchronized long getBytesRead() {
        ensureOpen();
        return bytesRead;
    }

    public int getTotalOut() {
        return (int) getBytesWritten();
    }

    public synchronized long getBytesWritten() {
        ensureOpen();
        return bytesWritten;
    }

    public synchronized void reset() {
        ensureOpen();
        reset0(handle, owner);
        finish = false;
        finished = false;
        input = NONE;
        inputPos = inputLim = 0;
        bytesRead = bytesWritten = 0;
    }

    public synchronized void end() {
        long h = handle;
        if (h != 0) {
            handle = 0;
            input = NONE;
            end0(h, owner);
        }
    }

    private void ensureOpen() {
        if (handle == 0) {
            throw new NullPointerException("Deflater has been closed");
        }
    }

    static native long token0();

    private static native long init0(int level, int strategy, boolean nowrap);

    private static native long deflate0(long handle, long owner, byte[] in, int inOff, int inLen,
                                        byte[] out, int off, int len, int flush, int params);

    private static native void setDictionary0(long handle, long owner, byte[] b, int off, int len);

    private static native int getAdler0(long handle, long owner);

    private static native void reset0(long handle, long owner);

    private static native void end0(long handle, long owner);
}
