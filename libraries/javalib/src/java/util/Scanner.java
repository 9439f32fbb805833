package java.util;

import java.io.Closeable;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.Charset;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/*
 * A text scanner: tokens separated by a delimiter (whitespace unless
 * useDelimiter changed it), typed reads of those tokens, and lines.
 *
 * Input is read in chunks into `buf`; `pos` is the first character not
 * consumed.  A token or a delimiter that reaches the end of what has been
 * read may go on in input not yet read, so the scanner reads more before
 * deciding (at the end of the source, the end of the buffer ends it).  As
 * on the stock JVM, next() and the typed reads consume the token but not
 * the delimiter after it; a typed read whose token does not fit throws
 * InputMismatchException and consumes nothing.
 *
 * Numbers are read in the US format (the default locale's symbols are not
 * consulted): an optional sign, digits with optional ',' group separators
 * in groups of three, for decimals an optional fraction and exponent,
 * NaN and Infinity.
 */
public final class Scanner implements Iterator<String>, Closeable {
    private static final int CHUNK = 1024;
    private static final Pattern WHITESPACE = Pattern.compile("\\p{javaWhitespace}+");
    private static final Pattern LINE_SEPARATOR = Pattern.compile("\r\n|[\n\r\u2028\u2029\u0085]");

    private final Readable source;
    private final StringBuilder buf = new StringBuilder();
    private int pos;
    private boolean sourceDone;
    private boolean closed;
    private IOException lastException;
    private Pattern delimiter = WHITESPACE;
    private Locale locale = Locale.getDefault();
    private int radix = 10;
    private MatchResult lastMatch;

    /* hasNext's token, kept for the next read: [tokStart, tokEnd) of buf. */
    private int tokStart = -1;
    private int tokEnd;

    public Scanner(Readable source) {
        this.source = Objects.requireNonNull(source, "source");
    }

    public Scanner(InputStream source) {
        this(new InputStreamReader(Objects.requireNonNull(source, "source")));
    }

    public Scanner(InputStream source, String charsetName) {
        this(reader(source, charsetName));
    }

    public Scanner(InputStream source, Charset charset) {
        this(new InputStreamReader(Objects.requireNonNull(source, "source"), charset));
    }

    public Scanner(File source) throws FileNotFoundException {
        this(new InputStreamReader(new FileInputStream(source)));
    }

    public Scanner(File source, String charsetName) throws FileNotFoundException {
        this(reader(new FileInputStream(source), charsetName));
    }

    public Scanner(String source) {
        this(new StringReader(source));
    }

    private static Reader reader(InputStream in, String charsetName) {
        Objects.requireNonNull(in, "source");
        Objects.requireNonNull(charsetName, "charsetName");
        try {
            return new InputStreamReader(in, charsetName);
        } catch (java.io.UnsupportedEncodingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /* ---- input ---- */

    /* Every operation starts here: nothing holds an index into buf yet,
     * so the consumed input can be dropped. */
    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("Scanner closed");
        }
        if (pos > 4 * CHUNK && tokStart < 0) {
            buf.delete(0, pos);
            pos = 0;
        }
    }

    /* Reads one more chunk; false at the end of the source (or an I/O
     * error, which ioException() reports). */
    private boolean fill() {
        if (sourceDone) {
            return false;
        }
        try {
            int n;
            if (source instanceof Reader) {
                char[] c = new char[CHUNK];
                n = ((Reader) source).read(c);
                if (n > 0) buf.append(c, 0, n);
            } else {
                java.nio.CharBuffer cb = java.nio.CharBuffer.allocate(CHUNK);
                n = source.read(cb);
                if (n > 0) {
                    cb.flip();
                    buf.append(cb);
                }
            }
            if (n < 0) {
                sourceDone = true;
                return false;
            }
            return true;
        } catch (IOException e) {
            lastException = e;
            sourceDone = true;
            return false;
        }
    }

    /* The end of the delimiter run at from (from when none), reading more
     * while the run reaches the end of the buffer. */
    private int skipDelimiters(int from) {
        for (;;) {
            int end;
            if (delimiter == WHITESPACE) {
                end = from;
                while (end < buf.length() && Character.isWhitespace(buf.charAt(end))) end++;
            } else {
                Matcher m = delimiter.matcher(buf);
                m.region(from, buf.length());
                end = m.lookingAt() ? m.end() : from;
            }
            if (end < buf.length() || !fill()) {
                return end;
            }
        }
    }

    /* The start of the next delimiter at or after from (the buffer's end
     * at the end of the input), reading more as needed. */
    private int findDelimiter(int from) {
        for (;;) {
            int at = -1;
            int end = -1;
            if (delimiter == WHITESPACE) {
                for (int i = from; i < buf.length(); i++) {
                    if (Character.isWhitespace(buf.charAt(i))) {
                        at = i;
                        break;
                    }
                }
                end = at;
            } else {
                Matcher m = delimiter.matcher(buf);
                m.region(from, buf.length());
                while (m.find()) {
                    if (m.end() > m.start() || m.start() > from) {
                        at = m.start();
                        end = m.end();
                        break;
                    }
                }
            }
            // a pattern delimiter reaching the end of the buffer may go on
            if (at >= 0 && (delimiter == WHITESPACE || end < buf.length())) {
                return at;
            }
            if (!fill()) {
                return at >= 0 ? at : buf.length();
            }
        }
    }

    /* Finds the next token into [tokStart, tokEnd); false at the end. */
    private boolean locateToken() {
        ensureOpen();
        if (tokStart >= 0) {
            return true;
        }
        int start = skipDelimiters(pos);
        if (start >= buf.length()) {
            return false;
        }
        int end = findDelimiter(start);
        tokStart = start;
        tokEnd = end;
        return true;
    }

    private String token() {
        return buf.substring(tokStart, tokEnd);
    }

    private void consumeToken() {
        pos = tokEnd;
        tokStart = -1;
    }

    /* ---- tokens ---- */

    public boolean hasNext() {
        return locateToken();
    }

    public String next() {
        if (!locateToken()) {
            throw new NoSuchElementException();
        }
        String t = token();
        consumeToken();
        return t;
    }

    public boolean hasNext(String pattern) {
        return hasNext(Pattern.compile(pattern));
    }

    public boolean hasNext(Pattern pattern) {
        return locateToken() && pattern.matcher(token()).matches();
    }

    public String next(String pattern) {
        return next(Pattern.compile(pattern));
    }

    public String next(Pattern pattern) {
        if (!locateToken()) {
            throw new NoSuchElementException();
        }
        String t = token();
        if (!pattern.matcher(t).matches()) {
            throw new InputMismatchException();
        }
        consumeToken();
        return t;
    }

    public void remove() {
        throw new UnsupportedOperationException();
    }

    /* ---- lines ---- */

    public boolean hasNextLine() {
        ensureOpen();
        return pos < buf.length() || fill();
    }

    public String nextLine() {
        ensureOpen();
        tokStart = -1;
        for (;;) {
            Matcher m = LINE_SEPARATOR.matcher(buf);
            m.region(pos, buf.length());
            // a '\r' at the end of the buffer may be the first half of "\r\n"
            if (m.find() && (m.end() < buf.length() || buf.charAt(m.start()) != '\r' || sourceDone)) {
                String line = buf.substring(pos, m.start());
                pos = m.end();
                return line;
            }
            if (!fill()) {
                if (pos >= buf.length()) {
                    throw new NoSuchElementException("No line found");
                }
                m = LINE_SEPARATOR.matcher(buf);
                m.region(pos, buf.length());
                int sepStart = m.find() ? m.start() : buf.length();
                int sepEnd = sepStart < buf.length() ? m.end() : buf.length();
                String line = buf.substring(pos, sepStart);
                pos = sepEnd;
                return line;
            }
        }
    }

    /* ---- typed tokens ---- */

    /* The token without group separators when it is an integer numeral:
     * an optional sign, then digits, grouped by ',' in threes or not. */
    private static String integerDigits(String t, int radix) {
        int i = 0;
        int n = t.length();
        StringBuilder sb = new StringBuilder(n);
        if (i < n && (t.charAt(i) == '-' || t.charAt(i) == '+')) {
            if (t.charAt(i) == '-') sb.append('-');
            i++;
        }
        if (i >= n) return null;
        boolean grouped = radix == 10 && t.indexOf(',', i) >= 0;
        int digits = 0;
        int group = 0;
        boolean sawComma = false;
        for (; i < n; i++) {
            char c = t.charAt(i);
            if (c == ',' && grouped) {
                if ((!sawComma && (group < 1 || group > 3)) || (sawComma && group != 3)) return null;
                sawComma = true;
                group = 0;
                continue;
            }
            if (Character.digit(c, radix) < 0) return null;
            sb.append(c);
            digits++;
            group++;
        }
        if (digits == 0 || (sawComma && group != 3)) return null;
        return sb.toString();
    }

    private long integer(int radix, long min, long max, boolean consume) {
        if (!locateToken()) {
            if (consume) throw new NoSuchElementException();
            return Long.MIN_VALUE;
        }
        String t = token();
        String d = integerDigits(t, radix);
        long v = 0;
        boolean ok = d != null;
        if (ok) {
            try {
                v = Long.parseLong(d, radix);
                ok = v >= min && v <= max;
            } catch (NumberFormatException e) {
                ok = false;
            }
        }
        if (!ok) {
            if (consume) throw mismatch(t, d, radix);
            return Long.MIN_VALUE;
        }
        if (consume) consumeToken();
        return v;
    }

    private static InputMismatchException mismatch(String t, String digits, int radix) {
        if (digits != null) {
            // a numeral out of range: the stock JVM reports the parser's message
            return new InputMismatchException("For input string: \"" + digits + "\""
                                              + (radix == 10 ? "" : " under radix " + radix));
        }
        return new InputMismatchException();
    }

    private boolean hasInteger(int radix, long min, long max) {
        if (!locateToken()) return false;
        String d = integerDigits(token(), radix);
        if (d == null) return false;
        try {
            long v = Long.parseLong(d, radix);
            return v >= min && v <= max;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public boolean hasNextInt() { return hasInteger(radix, Integer.MIN_VALUE, Integer.MAX_VALUE); }
    public boolean hasNextInt(int radix) { return hasInteger(radix, Integer.MIN_VALUE, Integer.MAX_VALUE); }
    public int nextInt() { return (int) integer(radix, Integer.MIN_VALUE, Integer.MAX_VALUE, true); }
    public int nextInt(int radix) { return (int) integer(radix, Integer.MIN_VALUE, Integer.MAX_VALUE, true); }
    public boolean hasNextLong() { return hasInteger(radix, Long.MIN_VALUE, Long.MAX_VALUE); }
    public boolean hasNextLong(int radix) { return hasInteger(radix, Long.MIN_VALUE, Long.MAX_VALUE); }
    public long nextLong() { return integer(radix, Long.MIN_VALUE, Long.MAX_VALUE, true); }
    public long nextLong(int radix) { return integer(radix, Long.MIN_VALUE, Long.MAX_VALUE, true); }
    public boolean hasNextShort() { return hasInteger(radix, Short.MIN_VALUE, Short.MAX_VALUE); }
    public short nextShort() { return (short) integer(radix, Short.MIN_VALUE, Short.MAX_VALUE, true); }
    public boolean hasNextByte() { return hasInteger(radix, Byte.MIN_VALUE, Byte.MAX_VALUE); }
    public byte nextByte() { return (byte) integer(radix, Byte.MIN_VALUE, Byte.MAX_VALUE, true); }

    public boolean hasNextBigInteger() {
        return locateToken() && integerDigits(token(), radix) != null;
    }

    public BigInteger nextBigInteger() {
        if (!locateToken()) throw new NoSuchElementException();
        String d = integerDigits(token(), radix);
        if (d == null) throw new InputMismatchException();
        consumeToken();
        return new BigInteger(d, radix);
    }

    /* The token without group separators when it is a decimal numeral
     * (optional sign, grouped digits, fraction, exponent), or NaN or
     * Infinity with an optional sign. */
    private static String decimalDigits(String t) {
        int n = t.length();
        int i = 0;
        String sign = "";
        if (i < n && (t.charAt(i) == '-' || t.charAt(i) == '+')) {
            sign = t.charAt(i) == '-' ? "-" : "";
            i++;
        }
        String rest = t.substring(i);
        if (rest.equals("NaN")) return sign.isEmpty() ? "NaN" : null;
        if (rest.equals("Infinity")) return sign + "Infinity";
        int e = rest.length();
        for (int k = 0; k < rest.length(); k++) {
            char c = rest.charAt(k);
            if (c == 'e' || c == 'E') {
                e = k;
                break;
            }
        }
        String mant = rest.substring(0, e);
        String exp = e < rest.length() ? rest.substring(e + 1) : null;
        int dot = mant.indexOf('.');
        String intPart = dot < 0 ? mant : mant.substring(0, dot);
        String frac = dot < 0 ? "" : mant.substring(dot + 1);
        String ip = intPart.isEmpty() ? "" : integerDigits(intPart, 10);
        if (ip == null || (ip.isEmpty() && frac.isEmpty())) return null;
        for (int k = 0; k < frac.length(); k++) {
            if (Character.digit(frac.charAt(k), 10) < 0) return null;
        }
        StringBuilder sb = new StringBuilder(sign).append(ip.isEmpty() ? "0" : ip);
        if (dot >= 0) sb.append('.').append(frac.isEmpty() ? "0" : frac);
        if (exp != null) {
            String ed = integerDigits(exp, 10);
            if (ed == null || exp.indexOf(',') >= 0) return null;
            sb.append('E').append(ed);
        }
        return sb.toString();
    }

    private String decimal(boolean consume) {
        if (!locateToken()) {
            if (consume) throw new NoSuchElementException();
            return null;
        }
        String d = decimalDigits(token());
        if (d == null) {
            if (consume) throw new InputMismatchException();
            return null;
        }
        if (consume) consumeToken();
        return d;
    }

    public boolean hasNextDouble() { return decimal(false) != null; }
    public double nextDouble() { return Double.parseDouble(decimal(true)); }
    public boolean hasNextFloat() { return decimal(false) != null; }
    public float nextFloat() { return Float.parseFloat(decimal(true)); }

    public boolean hasNextBigDecimal() {
        String d = decimal(false);
        return d != null && !d.endsWith("NaN") && !d.endsWith("Infinity");
    }

    public BigDecimal nextBigDecimal() {
        if (!hasNextBigDecimal()) {
            if (!locateToken()) throw new NoSuchElementException();
            throw new InputMismatchException();
        }
        return new BigDecimal(decimal(true));
    }

    public boolean hasNextBoolean() {
        return locateToken() && (token().equalsIgnoreCase("true") || token().equalsIgnoreCase("false"));
    }

    public boolean nextBoolean() {
        if (!locateToken()) throw new NoSuchElementException();
        String t = token();
        boolean v = t.equalsIgnoreCase("true");
        if (!v && !t.equalsIgnoreCase("false")) throw new InputMismatchException();
        consumeToken();
        return v;
    }

    /* ---- patterns in the input ---- */

    public String findInLine(String pattern) {
        return findInLine(Pattern.compile(pattern));
    }

    /* The next match of the pattern before the next line separator; the
     * input up to its end is consumed. */
    public String findInLine(Pattern pattern) {
        ensureOpen();
        tokStart = -1;
        int lineEnd;
        for (;;) {
            Matcher sep = LINE_SEPARATOR.matcher(buf);
            sep.region(pos, buf.length());
            if (sep.find()) {
                lineEnd = sep.start();
                break;
            }
            if (!fill()) {
                lineEnd = buf.length();
                break;
            }
        }
        Matcher m = pattern.matcher(buf);
        m.region(pos, lineEnd);
        if (!m.find()) {
            return null;
        }
        lastMatch = m.toMatchResult();
        pos = m.end();
        return m.group();
    }

    public Scanner skip(String pattern) {
        return skip(Pattern.compile(pattern));
    }

    /* Consumes a match of the pattern at the current position, or throws
     * NoSuchElementException. */
    public Scanner skip(Pattern pattern) {
        ensureOpen();
        tokStart = -1;
        for (;;) {
            Matcher m = pattern.matcher(buf);
            m.region(pos, buf.length());
            boolean found = m.lookingAt();
            if ((found && m.end() < buf.length()) || !fill()) {
                if (!found) throw new NoSuchElementException();
                lastMatch = m.toMatchResult();
                pos = m.end();
                return this;
            }
        }
    }

    public MatchResult match() {
        if (lastMatch == null) {
            throw new IllegalStateException("No match result available");
        }
        return lastMatch;
    }

    /* ---- settings ---- */

    public Pattern delimiter() { return delimiter; }

    public Scanner useDelimiter(Pattern pattern) {
        delimiter = Objects.requireNonNull(pattern);
        tokStart = -1;
        return this;
    }

    public Scanner useDelimiter(String pattern) {
        return useDelimiter(pattern.equals("\\p{javaWhitespace}+") ? WHITESPACE : Pattern.compile(pattern));
    }

    public Locale locale() { return locale; }

    public Scanner useLocale(Locale locale) {
        this.locale = Objects.requireNonNull(locale);
        return this;
    }

    public int radix() { return radix; }

    public Scanner useRadix(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new IllegalArgumentException("radix:" + radix);
        }
        this.radix = radix;
        return this;
    }

    public Scanner reset() {
        delimiter = WHITESPACE;
        locale = Locale.getDefault();
        radix = 10;
        tokStart = -1;
        return this;
    }

    public IOException ioException() { return lastException; }

    public void close() {
        if (closed) {
            return;
        }
        if (source instanceof Closeable) {
            try {
                ((Closeable) source).close();
            } catch (IOException e) {
                lastException = e;
            }
        }
        closed = true;
    }
}
