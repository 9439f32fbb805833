package java.io;

/**
 * A buffered reader that counts lines.  A line ends at '\n', '\r' or
 * "\r\n"; read() returns each terminator as a single '\n', while the bulk
 * read returns the characters unchanged but counts the same way.  A last
 * line without a terminator is counted when the end of the input is met
 * (or readLine returns it), as the stock JVM 17 does.
 */
public class LineNumberReader extends BufferedReader {
    private int lineNumber;
    private boolean skipLF;          // the last character was '\r': a '\n' next is part of it
    private boolean lineOpen;         // characters of a line not yet counted were read
    private int markedLineNumber;
    private boolean markedSkipLF;
    private boolean markedLineOpen;

    private int atEnd() {
        if (lineOpen) {
            lineOpen = false;
            lineNumber++;
        }
        return -1;
    }

    public LineNumberReader(Reader in) { super(in); }

    public LineNumberReader(Reader in, int sz) { super(in, sz); }

    public void setLineNumber(int lineNumber) {
        synchronized (lock) {
            this.lineNumber = lineNumber;
        }
    }

    public int getLineNumber() {
        synchronized (lock) {
            return lineNumber;
        }
    }

    public int read() throws IOException {
        synchronized (lock) {
            int c = super.read();
            if (skipLF) {
                skipLF = false;
                if (c == '\n') c = super.read();
            }
            if (c < 0) return atEnd();
            if (c == '\r') {
                skipLF = true;
                lineNumber++;
                lineOpen = false;
                return '\n';
            }
            if (c == '\n') {
                lineNumber++;
                lineOpen = false;
            } else {
                lineOpen = true;
            }
            return c;
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            int n = super.read(cbuf, off, len);
            if (n < 0) return atEnd();
            for (int i = off; i < off + n; i++) {
                char c = cbuf[i];
                if (skipLF) {
                    skipLF = false;
                    if (c == '\n') continue;
                }
                if (c == '\r') {
                    skipLF = true;
                    lineNumber++;
                    lineOpen = false;
                } else if (c == '\n') {
                    lineNumber++;
                    lineOpen = false;
                } else {
                    lineOpen = true;
                }
            }
            return n;
        }
    }

    public String readLine() throws IOException {
        synchronized (lock) {
            StringBuilder sb = null;
            for (;;) {
                int c = super.read();
                if (skipLF) {
                    skipLF = false;
                    if (c == '\n') c = super.read();
                }
                if (c < 0) {
                    if (sb == null) return null;   // the end alone counts no line here
                    lineNumber++;
                    lineOpen = false;
                    return sb.toString();
                }
                if (c == '\r' || c == '\n') {
                    skipLF = c == '\r';
                    lineNumber++;
                    lineOpen = false;
                    return sb == null ? "" : sb.toString();
                }
                if (sb == null) sb = new StringBuilder();
                sb.append((char) c);
            }
        }
    }

    public long skip(long n) throws IOException {
        if (n < 0) throw new IllegalArgumentException("skip() value is negative");
        synchronized (lock) {
            long k = 0;
            while (k < n && read() >= 0) k++;
            return k;
        }
    }

    public void mark(int readAheadLimit) throws IOException {
        synchronized (lock) {
            // one more character, for a '\n' that a '\r' before the mark swallows
            super.mark(skipLF ? readAheadLimit + 1 : readAheadLimit);
            markedLineNumber = lineNumber;
            markedSkipLF = skipLF;
            markedLineOpen = lineOpen;
        }
    }

    public void reset() throws IOException {
        synchronized (lock) {
            super.reset();
            lineNumber = markedLineNumber;
            skipLF = markedSkipLF;
            lineOpen = markedLineOpen;
        }
    }
}
