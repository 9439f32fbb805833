package java.lang;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Formatter;
import java.util.Iterator;
import java.util.Locale;
import java.util.regex.Pattern;

/** Immutable character strings, stored as UTF-16 in a char array. */
public final class String implements java.io.Serializable, Comparable<String>, CharSequence {
    /* Strings are written as TC_STRING / TC_LONGSTRING, never field by
     * field; the descriptor (for String.class) is the stock JVM's. */
    private static final long serialVersionUID = -6849794470754667710L;
    private static final java.io.ObjectStreamField[] serialPersistentFields = new java.io.ObjectStreamField[0];
    private final char[] value;
    private int hash;

    private static final char[] EMPTY = new char[0];

    public static final Comparator<String> CASE_INSENSITIVE_ORDER = new CaseInsensitiveComparator();

    private static final class CaseInsensitiveComparator implements Comparator<String>, java.io.Serializable {
        public int compare(String a, String b) {
            return a.compareToIgnoreCase(b);
        }
    }

    public String() {
        this.value = EMPTY;
    }

    public String(String original) {
        this.value = original.value;
        this.hash = original.hash;
    }

    public String(char[] value) {
        this.value = copy(value, 0, value.length);
    }

    public String(char[] value, int offset, int count) {
        checkBoundsOffCount(offset, count, value.length);
        this.value = copy(value, offset, count);
    }

    /** Shares the given array without copying; the caller must not modify it afterwards. */
    String(char[] value, boolean share) {
        this.value = value;
    }

    public String(int[] codePoints, int offset, int count) {
        checkBoundsOffCount(offset, count, codePoints.length);
        int n = 0;
        for (int i = offset; i < offset + count; i++) {
            int cp = codePoints[i];
            if (Character.isBmpCodePoint(cp)) {
                n++;
            } else if (Character.isValidCodePoint(cp)) {
                n += 2;
            } else {
                throw new IllegalArgumentException(Integer.toString(cp));
            }
        }
        char[] v = new char[n];
        int j = 0;
        for (int i = offset; i < offset + count; i++) {
            int cp = codePoints[i];
            if (Character.isBmpCodePoint(cp)) {
                v[j++] = (char) cp;
            } else {
                v[j++] = Character.highSurrogate(cp);
                v[j++] = Character.lowSurrogate(cp);
            }
        }
        this.value = v;
    }

    public String(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    public String(byte[] bytes, int offset, int length) {
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = Charset.defaultCharset().decodeToChars(bytes, offset, length);
    }

    public String(byte[] bytes, String charsetName) throws UnsupportedEncodingException {
        this(bytes, 0, bytes.length, charsetName);
    }

    public String(byte[] bytes, int offset, int length, String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        checkBoundsOffCount(offset, length, bytes.length);
        Charset cs = Charset.lookup(charsetName);
        if (cs == null) {
            throw new UnsupportedEncodingException(charsetName);
        }
        this.value = cs.decodeToChars(bytes, offset, length);
    }

    public String(byte[] bytes, Charset charset) {
        this(bytes, 0, bytes.length, charset);
    }

    public String(byte[] bytes, int offset, int length, Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = charset.decodeToChars(bytes, offset, length);
    }

    public String(byte[] ascii, int hibyte) {
        this(ascii, hibyte, 0, ascii.length);
    }

    public String(byte[] ascii, int hibyte, int offset, int count) {
        checkBoundsOffCount(offset, count, ascii.length);
        char[] v = new char[count];
        for (int i = 0; i < count; i++) {
            v[i] = (char) (((hibyte & 0xff) << 8) | (ascii[offset + i] & 0xff));
        }
        this.value = v;
    }

    public String(StringBuffer buffer) {
        this(buffer.toString());
    }

    public String(StringBuilder builder) {
        this(builder.toString());
    }

    private static char[] copy(char[] src, int off, int len) {
        if (len == 0) {
            return EMPTY;
        }
        char[] v = new char[len];
        System.arraycopy(src, off, v, 0, len);
        return v;
    }

    static void checkBoundsOffCount(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", count " + count + ", length " + length);
        }
    }

    static void checkBoundsBeginEnd(int begin, int end, int length) {
        if (begin < 0 || begin > end || end > length) {
            throw new StringIndexOutOfBoundsException("begin " + begin + ", end " + end + ", length " + length);
        }
    }

    static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
        }
    }

    /** Internal access to the backing array (not a copy). */
    char[] value() {
        return value;
    }

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        if (index < 0 || index >= value.length) {
            throw new StringIndexOutOfBoundsException("String index out of range: " + index);
        }
        return value[index];
    }

    public int codePointAt(int index) {
        checkIndex(index, value.length);
        return Character.codePointAt(value, index, value.length);
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= value.length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + value.length);
        }
        return Character.codePointBefore(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCount(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePoints(this, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    @Deprecated
    public void getBytes(int srcBegin, int srcEnd, byte[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        for (int i = srcBegin; i < srcEnd; i++) {
            dst[dstBegin++] = (byte) value[i];
        }
    }

    public byte[] getBytes(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException();
        }
        Charset cs = Charset.lookup(charsetName);
        if (cs == null) {
            throw new UnsupportedEncodingException(charsetName);
        }
        return cs.encodeChars(value, 0, value.length);
    }

    public byte[] getBytes(Charset charset) {
        if (charset == null) {
            throw new NullPointerException();
        }
        return charset.encodeChars(value, 0, value.length);
    }

    public byte[] getBytes() {
        return Charset.defaultCharset().encodeChars(value, 0, value.length);
    }

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (anObject instanceof String) {
            char[] o = ((String) anObject).value;
            char[] v = value;
            int n = v.length;
            if (n != o.length) {
                return false;
            }
            for (int i = 0; i < n; i++) {
                if (v[i] != o[i]) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    public boolean contentEquals(CharSequence cs) {
        int n = value.length;
        if (cs.length() != n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (value[i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    public boolean equalsIgnoreCase(String anotherString) {
        if (this == anotherString) {
            return true;
        }
        return anotherString != null && anotherString.value.length == value.length
                && regionMatches(true, 0, anotherString, 0, value.length);
    }

    public int compareTo(String anotherString) {
        char[] v1 = value;
        char[] v2 = anotherString.value;
        int lim = Math.min(v1.length, v2.length);
        for (int k = 0; k < lim; k++) {
            char c1 = v1[k];
            char c2 = v2[k];
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return v1.length - v2.length;
    }

    public int compareToIgnoreCase(String str) {
        char[] v1 = value;
        char[] v2 = str.value;
        int n1 = v1.length;
        int n2 = v2.length;
        int lim = Math.min(n1, n2);
        for (int i = 0; i < lim; i++) {
            char c1 = v1[i];
            char c2 = v2[i];
            if (c1 != c2) {
                c1 = Character.toUpperCase(c1);
                c2 = Character.toUpperCase(c2);
                if (c1 != c2) {
                    c1 = Character.toLowerCase(c1);
                    c2 = Character.toLowerCase(c2);
                    if (c1 != c2) {
                        return c1 - c2;
                    }
                }
            }
        }
        return n1 - n2;
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        return regionMatches(false, toffset, other, ooffset, len);
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset, int len) {
        char[] ta = value;
        char[] pa = other.value;
        if (ooffset < 0 || toffset < 0 || toffset > (long) ta.length - len || ooffset > (long) pa.length - len) {
            return false;
        }
        while (len-- > 0) {
            char c1 = ta[toffset++];
            char c2 = pa[ooffset++];
            if (c1 == c2) {
                continue;
            }
            if (ignoreCase) {
                char u1 = Character.toUpperCase(c1);
                char u2 = Character.toUpperCase(c2);
                if (u1 == u2) {
                    continue;
                }
                if (Character.toLowerCase(u1) == Character.toLowerCase(u2)) {
                    continue;
                }
            }
            return false;
        }
        return true;
    }

    public boolean startsWith(String prefix, int toffset) {
        char[] pa = prefix.value;
        if (toffset < 0 || toffset > value.length - pa.length) {
            return false;
        }
        for (int i = 0; i < pa.length; i++) {
            if (value[toffset + i] != pa[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        return startsWith(suffix, value.length - suffix.value.length);
    }

    public int hashCode() {
        int h = hash;
        if (h == 0 && value.length > 0) {
            char[] v = value;
            for (int i = 0; i < v.length; i++) {
                h = 31 * h + v[i];
            }
            hash = h;
        }
        return h;
    }

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    public int indexOf(int ch, int fromIndex) {
        char[] v = value;
        int max = v.length;
        if (fromIndex < 0) {
            fromIndex = 0;
        } else if (fromIndex >= max) {
            return -1;
        }
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = fromIndex; i < max; i++) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (Character.isValidCodePoint(ch)) {
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            for (int i = fromIndex; i < max - 1; i++) {
                if (v[i] == hi && v[i + 1] == lo) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        char[] v = value;
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            int i = Math.min(fromIndex, v.length - 1);
            for (; i >= 0; i--) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (Character.isValidCodePoint(ch)) {
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            int i = Math.min(fromIndex, v.length - 2);
            for (; i >= 0; i--) {
                if (v[i] == hi && v[i + 1] == lo) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return indexOf(value, value.length, str.value, fromIndex);
    }

    static int indexOf(char[] src, int srcCount, char[] tgt, int fromIndex) {
        int tgtCount = tgt.length;
        if (fromIndex >= srcCount) {
            return tgtCount == 0 ? srcCount : -1;
        }
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (tgtCount == 0) {
            return fromIndex;
        }
        char first = tgt[0];
        int max = srcCount - tgtCount;
        for (int i = fromIndex; i <= max; i++) {
            if (src[i] != first) {
                while (++i <= max && src[i] != first) {
                }
            }
            if (i <= max) {
                int j = i + 1;
                int end = j + tgtCount - 1;
                for (int k = 1; j < end && src[j] == tgt[k]; j++, k++) {
                }
                if (j == end) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return lastIndexOf(value, value.length, str.value, fromIndex);
    }

    static int lastIndexOf(char[] src, int srcCount, char[] tgt, int fromIndex) {
        int tgtCount = tgt.length;
        int rightIndex = srcCount - tgtCount;
        if (fromIndex > rightIndex) {
            fromIndex = rightIndex;
        }
        if (fromIndex < 0) {
            return -1;
        }
        outer:
        for (int i = fromIndex; i >= 0; i--) {
            for (int k = 0; k < tgtCount; k++) {
                if (src[i + k] != tgt[k]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length);
    }

    public String substring(int beginIndex, int endIndex) {
        int length = value.length;
        checkBoundsBeginEnd(beginIndex, endIndex, length);
        if (beginIndex == 0 && endIndex == length) {
            return this;
        }
        return new String(copy(value, beginIndex, endIndex - beginIndex), true);
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return substring(beginIndex, endIndex);
    }

    public String concat(String str) {
        if (str.value.length == 0) {
            return this;
        }
        if (value.length == 0) {
            return str;
        }
        char[] v = new char[value.length + str.value.length];
        System.arraycopy(value, 0, v, 0, value.length);
        System.arraycopy(str.value, 0, v, value.length, str.value.length);
        return new String(v, true);
    }

    public String replace(char oldChar, char newChar) {
        if (oldChar != newChar) {
            char[] v = value;
            int len = v.length;
            int i = -1;
            while (++i < len) {
                if (v[i] == oldChar) {
                    break;
                }
            }
            if (i < len) {
                char[] buf = new char[len];
                System.arraycopy(v, 0, buf, 0, i);
                for (; i < len; i++) {
                    char c = v[i];
                    buf[i] = (c == oldChar) ? newChar : c;
                }
                return new String(buf, true);
            }
        }
        return this;
    }

    public boolean matches(String regex) {
        return Pattern.matches(regex, this);
    }

    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }

    public String replaceFirst(String regex, String replacement) {
        return Pattern.compile(regex).matcher(this).replaceFirst(replacement);
    }

    public String replaceAll(String regex, String replacement) {
        return Pattern.compile(regex).matcher(this).replaceAll(replacement);
    }

    public String replace(CharSequence target, CharSequence replacement) {
        String tgt = target.toString();
        String rep = replacement.toString();
        int j = indexOf(tgt);
        if (j < 0) {
            return this;
        }
        int tlen = tgt.length();
        StringBuilder sb = new StringBuilder();
        int i = 0;
        if (tlen == 0) {
            for (int k = 0; k < value.length; k++) {
                sb.append(rep);
                sb.append(value[k]);
            }
            sb.append(rep);
            return sb.toString();
        }
        do {
            sb.append(value, i, j - i);
            sb.append(rep);
            i = j + tlen;
        } while ((j = indexOf(tgt, i)) > 0);
        sb.append(value, i, value.length - i);
        return sb.toString();
    }

    public String[] split(String regex, int limit) {
        char ch = 0;
        if (((regex.value.length == 1 && ".$|()[{^?*+\\".indexOf(ch = regex.charAt(0)) == -1)
                || (regex.length() == 2 && regex.charAt(0) == '\\'
                    && ((ch = regex.charAt(1)) - '0' | '9' - ch) < 0
                    && (ch - 'a' | 'z' - ch) < 0 && (ch - 'A' | 'Z' - ch) < 0))
                && (ch < Character.MIN_HIGH_SURROGATE || ch > Character.MAX_LOW_SURROGATE)) {
            int off = 0;
            int next;
            boolean limited = limit > 0;
            ArrayList<String> list = new ArrayList<String>();
            while ((next = indexOf(ch, off)) != -1) {
                if (!limited || list.size() < limit - 1) {
                    list.add(substring(off, next));
                    off = next + 1;
                } else {
                    break;
                }
            }
            if (off == 0) {
                return new String[] {this};
            }
            if (!limited || list.size() < limit) {
                list.add(substring(off, value.length));
            }
            int resultSize = list.size();
            if (limit == 0) {
                while (resultSize > 0 && list.get(resultSize - 1).length() == 0) {
                    resultSize--;
                }
            }
            String[] result = new String[resultSize];
            for (int i = 0; i < resultSize; i++) {
                result[i] = list.get(i);
            }
            return result;
        }
        return Pattern.compile(regex).split(this, limit);
    }

    public String[] split(String regex) {
        return split(regex, 0);
    }

    public static String join(CharSequence delimiter, CharSequence... elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                sb.append(delimiter);
            }
            sb.append(elements[i]);
        }
        return sb.toString();
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (Iterator<? extends CharSequence> it = elements.iterator(); it.hasNext();) {
            CharSequence cs = it.next();
            if (!first) {
                sb.append(delimiter);
            }
            first = false;
            sb.append(cs);
        }
        return sb.toString();
    }

    public String toLowerCase(Locale locale) {
        return toLowerCase();
    }

    public String toLowerCase() {
        char[] v = value;
        int n = v.length;
        int i = 0;
        for (; i < n; i++) {
            char c = v[i];
            if (Character.isSurrogate(c) || Character.toLowerCase(c) != c || c == '\u0130') {
                break;
            }
        }
        if (i == n) {
            return this;
        }
        StringBuilder sb = new StringBuilder(n);
        sb.append(v, 0, i);
        while (i < n) {
            int cp = Character.codePointAt(v, i, n);
            i += Character.charCount(cp);
            if (cp == 0x130) {
                sb.append("i\u0307");
            } else if (cp == 0x3A3) {
                // final sigma: lower-case to final form at the end of a word
                boolean finalSigma = i >= 2 && Character.isLetter(v[i - 2])
                        && (i >= n || !Character.isLetter(v[i]));
                sb.append(finalSigma ? '\u03C2' : '\u03C3');
            } else {
                sb.appendCodePoint(Character.toLowerCase(cp));
            }
        }
        return sb.toString();
    }

    public String toUpperCase(Locale locale) {
        return toUpperCase();
    }

    public String toUpperCase() {
        char[] v = value;
        int n = v.length;
        int i = 0;
        for (; i < n; i++) {
            char c = v[i];
            if (Character.isSurrogate(c) || Character.toUpperCase(c) != c || c == '\u00DF') {
                break;
            }
        }
        if (i == n) {
            return this;
        }
        StringBuilder sb = new StringBuilder(n);
        sb.append(v, 0, i);
        while (i < n) {
            int cp = Character.codePointAt(v, i, n);
            i += Character.charCount(cp);
            if (cp == 0xDF) {
                sb.append("SS");
            } else {
                sb.appendCodePoint(Character.toUpperCase(cp));
            }
        }
        return sb.toString();
    }

    public String trim() {
        int len = value.length;
        int st = 0;
        while (st < len && value[st] <= ' ') {
            st++;
        }
        while (st < len && value[len - 1] <= ' ') {
            len--;
        }
        return (st > 0 || len < value.length) ? substring(st, len) : this;
    }

    public String strip() {
        int st = leadingWhite();
        if (st == value.length) {
            return "";
        }
        int end = value.length - trailingWhite();
        return substring(st, end);
    }

    public String stripLeading() {
        return substring(leadingWhite());
    }

    public String stripTrailing() {
        return substring(0, value.length - trailingWhite());
    }

    public boolean isBlank() {
        return leadingWhite() == value.length;
    }

    private int leadingWhite() {
        int i = 0;
        while (i < value.length) {
            int cp = Character.codePointAt(value, i, value.length);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i += Character.charCount(cp);
        }
        return i;
    }

    private int trailingWhite() {
        int i = value.length;
        while (i > 0) {
            int cp = Character.codePointBefore(value, i, 0);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i -= Character.charCount(cp);
        }
        return value.length - i;
    }

    public String indent(int n) {
        if (isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        int i = 0;
        int len = value.length;
        while (i < len) {
            int e = i;
            while (e < len && value[e] != '\n' && value[e] != '\r') {
                e++;
            }
            String line = substring(i, e);
            if (n > 0) {
                for (int k = 0; k < n; k++) {
                    sb.append(' ');
                }
                sb.append(line);
            } else if (n < 0) {
                int w = line.leadingWhiteCount();
                sb.append(line.substring(Math.min(-n, w)));
            } else {
                sb.append(line);
            }
            sb.append('\n');
            if (e < len && value[e] == '\r' && e + 1 < len && value[e + 1] == '\n') {
                e++;
            }
            i = e + 1;
        }
        return sb.toString();
    }

    private int leadingWhiteCount() {
        int i = 0;
        while (i < value.length && Character.isWhitespace(value[i])) {
            i++;
        }
        return i;
    }

    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count);
        }
        if (count == 1) {
            return this;
        }
        int len = value.length;
        if (len == 0 || count == 0) {
            return "";
        }
        if ((long) len * count > Integer.MAX_VALUE - 8) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        char[] v = new char[len * count];
        for (int i = 0; i < count; i++) {
            System.arraycopy(value, 0, v, i * len, len);
        }
        return new String(v, true);
    }

    public String toString() {
        return this;
    }

    public char[] toCharArray() {
        char[] r = new char[value.length];
        System.arraycopy(value, 0, r, 0, value.length);
        return r;
    }

    public static String format(String format, Object... args) {
        return new Formatter().format(format, args).toString();
    }

    public static String format(Locale l, String format, Object... args) {
        return new Formatter(l).format(format, args).toString();
    }

    public String formatted(Object... args) {
        return new Formatter().format(this, args).toString();
    }

    public static String valueOf(Object obj) {
        return (obj == null) ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        return new String(new char[] {c}, true);
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }

    public native String intern();
}
