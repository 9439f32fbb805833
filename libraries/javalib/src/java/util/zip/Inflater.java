package java.util.zip;

/**
 * Decompresses zlib (or, with nowrap, raw deflate) data with zlib's
 * inflate.  The zlib stream lives in native memory (java_util_zip.c) and
 * is freed by {@link #end}; an Inflater that is never ended keeps it until
 * the VM exits (there is no finalization).
 */
public class Inflater {
    private static final byte[] NONE = new byte[0];

    private long handle;
    private final long owner;
    private byte[] input = NONE;
    private int inputPos;
    private int inputLim;
    private boolean finished;
    private boolean needDict;
    private long bytesRead;
    private long bytesWritten;

    public Inflater(boolean nowrap) {
        this.owner = Deflater.token0();
        this.handle = init0(nowrap);
    }

    public Inflater() {
        this(false);
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
            needDict = false;
        }
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public synchronized int getRemaining() {
        return inputLim - inputPos;
    }

    public synchronized boolean needsInput() {
        return inputLim == inputPos;
    }

    public synchronized boolean needsDictionary() {
        return needDict;
    }

    public synchronized boolean finished() {
        return finished;
    }

    public int inflate(byte[] output, int off, int len) throws DataFormatException {
        if (off < 0 || len < 0 || off > output.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        synchronized (this) {
            ensureOpen();
            long res = inflate0(handle, owner, input, inputPos, inputLim - inputPos, output, off, len);
            int read = (int) (res & 0x7fffffffL);
            int written = (int) (res >>> 31 & 0x7fffffffL);
            if ((res >>> 62 & 1) != 0) {
                finished = true;
            }
            if ((res >>> 63 & 1) != 0) {
                needDict = true;
            }
            inputPos += read;
            bytesRead += read;
            bytesWritten += written;
            return written;
        }
    }

    public int inflate(byte[] output) throws DataFormatException {
        return inflate(output, 0, output.length);
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
        input = NONE;
        inputPos = inputLim = 0;
        finished = false;
        needDict = false;
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
            throw new NullPointerException("Inflater has been closed");
        }
    }

    private static native long init0(boolean nowrap);

    private static native long inflate0(long handle, long owner, byte[] in, int inOff, int inLen,
                                        byte[] out, int off, int len);

    private static native void setDictionary0(long handle, long owner, byte[] b, int off, int len);

    private static native int getAdler0(long handle, long owner);

    private static native void reset0(long handle, long owner);

    private static native void end0(long handle, long owner);
}
