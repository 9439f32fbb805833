package java.lang;

/** A mutable sequence of characters. */
public final class StringBuilder extends AbstractStringBuilder implements java.io.Serializable, Comparable<StringBuilder>, CharSequence {
    /* The stock JVM's serial form: no fields; (custom data) the length and
     * a char[] as long as the capacity, holding the characters. */
    private static final long serialVersionUID = 4383685877147921099L;

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeInt(count);
        char[] v = new char[value.length];
        System.arraycopy(value, 0, v, 0, count);
        s.writeObject(v);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        int n = s.readInt();
        char[] v = (char[]) s.readObject();
        if (v == null || n < 0 || n > v.length)
            throw new java.io.StreamCorruptedException("count value invalid");
        value = v.clone();
        count = n;
    }

    public StringBuilder() { super(); }
    public StringBuilder(int capacity) { super(capacity); }
    public StringBuilder(String str) { super(str); }
    public StringBuilder(CharSequence seq) { super(seq); }

    public  int compareTo(StringBuilder another) { return super.compareTo(another); }
    public  StringBuilder append(Object obj) { super.append(String.valueOf(obj)); return this; }
    public  StringBuilder append(String str) { super.append(str); return this; }
    public  StringBuilder append(StringBuffer sb) { super.append(sb); return this; }
    public  StringBuilder append(CharSequence s) { super.append(s); return this; }
    public  StringBuilder append(CharSequence s, int start, int end) { super.append(s, start, end); return this; }
    public  StringBuilder append(char[] str) { super.append(str); return this; }
    public  StringBuilder append(char[] str, int offset, int len) { super.append(str, offset, len); return this; }
    public  StringBuilder append(boolean b) { super.append(b); return this; }
    public  StringBuilder append(char c) { super.append(c); return this; }
    public  StringBuilder append(int i) { super.append(i); return this; }
    public  StringBuilder append(long lng) { super.append(lng); return this; }
    public  StringBuilder append(float f) { super.append(f); return this; }
    public  StringBuilder append(double d) { super.append(d); return this; }
    public  StringBuilder appendCodePoint(int codePoint) { super.appendCodePoint(codePoint); return this; }
    public  StringBuilder delete(int start, int end) { super.delete(start, end); return this; }
    public  StringBuilder deleteCharAt(int index) { super.deleteCharAt(index); return this; }
    public  StringBuilder replace(int start, int end, String str) { super.replace(start, end, str); return this; }
    public  StringBuilder insert(int index, char[] str, int offset, int len) { super.insert(index, str, offset, len); return this; }
    public  StringBuilder insert(int offset, Object obj) { super.insert(offset, obj); return this; }
    public  StringBuilder insert(int offset, String str) { super.insert(offset, str); return this; }
    public  StringBuilder insert(int offset, char[] str) { super.insert(offset, str); return this; }
    public  StringBuilder insert(int dstOffset, CharSequence s) { super.insert(dstOffset, s); return this; }
    public  StringBuilder insert(int dstOffset, CharSequence s, int start, int end) { super.insert(dstOffset, s, start, end); return this; }
    public  StringBuilder insert(int offset, boolean b) { super.insert(offset, b); return this; }
    public  StringBuilder insert(int offset, char c) { super.insert(offset, c); return this; }
    public  StringBuilder insert(int offset, int i) { super.insert(offset, i); return this; }
    public  StringBuilder insert(int offset, long l) { super.insert(offset, l); return this; }
    public  StringBuilder insert(int offset, float f) { super.insert(offset, f); return this; }
    public  StringBuilder insert(int offset, double d) { super.insert(offset, d); return this; }
    public  StringBuilder reverse() { super.reverse(); return this; }
    public  int length() { return count; }
    public  char charAt(int index) { return super.charAt(index); }
    public  void setCharAt(int index, char ch) { super.setCharAt(index, ch); }
    public  void setLength(int newLength) { super.setLength(newLength); }
    public  String substring(int start, int end) { return super.substring(start, end); }
    public  int indexOf(String str, int fromIndex) { return super.indexOf(str, fromIndex); }
    public  int lastIndexOf(String str, int fromIndex) { return super.lastIndexOf(str, fromIndex); }

    public  String toString() {
        return new String(value, 0, count);
    }
}
