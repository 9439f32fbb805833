package java.io;

import java.nio.charset.Charset;
import java.util.Formatter;
import java.util.Locale;

/** Prints representations of values to an output stream; never throws IOException. */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private final boolean autoFlush;
    private boolean trouble = false;
    private final Charset charset;
    private boolean closing = false;

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        this(out, autoFlush, Charset.defaultCharset());
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding) throws UnsupportedEncodingException {
        this(out, autoFlush, toCharset(encoding));
    }

    public PrintStream(OutputStream out, boolean autoFlush, Charset charset) {
        super(out);
        if (out == null) {
            throw new NullPointerException("Null output stream");
        }
        this.autoFlush = autoFlush;
        this.charset = charset;
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(new FileOutputStream(fileName), false);
    }

    public PrintStream(String fileName, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(new FileOutputStream(fileName), false, toCharset(csn));
    }

    public PrintStream(String fileName, Charset charset) throws IOException {
        this(new FileOutputStream(fileName), false, charset);
    }

    public PrintStream(File file) throws FileNotFoundException {
        this(new FileOutputStream(file), false);
    }

    public PrintStream(File file, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(new FileOutputStream(file), false, toCharset(csn));
    }

    public PrintStream(File file, Charset charset) throws IOException {
        this(new FileOutputStream(file), false, charset);
    }

    private static Charset toCharset(String csn) throws UnsupportedEncodingException {
        if (csn == null) {
            throw new NullPointerException("charsetName");
        }
        Charset c = Charset.lookup(csn);
        if (c == null) {
            throw new UnsupportedEncodingException(csn);
        }
        return c;
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    public void flush() {
        synchronized (this) {
            try {
                ensureOpen();
                out.flush();
            } catch (IOException x) {
                trouble = true;
            }
        }
    }

    public void close() {
        synchronized (this) {
            if (!closing) {
                closing = true;
                try {
                    if (out != null) {
                        out.close();
                    }
                } catch (IOException x) {
                    trouble = true;
                }
                out = null;
            }
        }
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    public void write(int b) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(b);
                if ((b == '\n') && autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf, int off, int len) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(buf, off, len);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf) throws IOException {
        this.write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        this.write(buf, 0, buf.length);
    }

    private void writeText(char[] chars, int off, int len, boolean forceFlush) {
        try {
            synchronized (this) {
                ensureOpen();
                byte[] b = charset.encodeChars(chars, off, len);
                out.write(b, 0, b.length);
                if (autoFlush || forceFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    private void writeText(String s) {
        char[] c = s.toCharArray();
        writeText(c, 0, c.length, false);
    }

    private void writeLine(String s) {
        String t = s + System.lineSeparator();
        char[] c = t.toCharArray();
        writeText(c, 0, c.length, false);
    }

    public void print(boolean b) {
        writeText(String.valueOf(b));
    }

    public void print(char c) {
        writeText(String.valueOf(c));
    }

    public void print(int i) {
        writeText(String.valueOf(i));
    }

    public void print(long l) {
        writeText(String.valueOf(l));
    }

    public void print(float f) {
        writeText(String.valueOf(f));
    }

    public void print(double d) {
        writeText(String.valueOf(d));
    }

    public void print(char[] s) {
        writeText(s, 0, s.length, false);
    }

    public void print(String s) {
        writeText(String.valueOf(s));
    }

    public void print(Object obj) {
        writeText(String.valueOf(obj));
    }

    public void println() {
        writeLine("");
    }

    public void println(boolean x) {
        writeLine(String.valueOf(x));
    }

    public void println(char x) {
        writeLine(String.valueOf(x));
    }

    public void println(int x) {
        writeLine(String.valueOf(x));
    }

    public void println(long x) {
        writeLine(String.valueOf(x));
    }

    public void println(float x) {
        writeLine(String.valueOf(x));
    }

    public void println(double x) {
        writeLine(String.valueOf(x));
    }

    public void println(char[] x) {
        writeLine(new String(x));
    }

    public void println(String x) {
        writeLine(String.valueOf(x));
    }

    public void println(Object x) {
        writeLine(String.valueOf(x));
    }

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream printf(Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintStream format(String format, Object... args) {
        writeText(new Formatter().format(format, args).toString());
        return this;
    }

    public PrintStream format(Locale l, String format, Object... args) {
        writeText(new Formatter(l).format(format, args).toString());
        return this;
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }

    public Charset charset() {
        return charset;
    }
}
