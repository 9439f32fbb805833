package java.lang;

/** A mutable sequence of characters, safe for use by multiple threads. */
public final class StringBuffer extends AbstractStringBuilder implements java.io.Serializable, Comparable<StringBuffer>, CharSequence {
    /* The stock JVM's serial form: fields `char[] value` (as long as the
     * capacity), `int count` and `boolean shared` (always false). */
    private static final long serialVersionUID = 3388685877147921107L;
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("value", char[].class),
        new java.io.ObjectStreamField("count", Integer.TYPE),
        new java.io.ObjectStreamField("shared", Boolean.TYPE)
    };

    private synchronized void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField pf = s.putFields();
        char[] v = new char[value.length];
        System.arraycopy(value, 0, v, 0, count);
        pf.put("value", v);
        pf.put("count", count);
        pf.put("shared", false);
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField gf = s.readFields();
        char[] v = (char[]) gf.get("value", null);
        int n = gf.get("count", 0);
        if (v == null || n < 0 || n > v.length)
            throw new java.io.StreamCorruptedException("count value invalid");
        value = v.clone();
        count = n;
    }

    public StringBuffer() { super(); }
    public StringBuffer(int capacity) { super(capacity); }
    public StringBuffer(String str) { super(str); }
    public StringBuffer(CharSequence seq) { super(seq); }

    public synchronized int compareTo(StringBuffer another) { return super.compareTo(another); }
    public synchronized StringBuffer append(Object obj) { super.append(String.valueOf(obj)); return this; }
    public synchronized StringBuffer append(String str) { super.append(str); return this; }
    public synchronized StringBuffer append(StringBuffer sb) { super.append(sb); return this; }
    public synchronized StringBuffer append(CharSequence s) { super.append(s); return this; }
    public synchronized StringBuffer append(CharSequence s, int start, int end) { super.append(s, start, end); return this; }
    public synchronized StringBuffer append(char[] str) { super.append(str); return this; }
    public synchronized StringBuffer append(char[] str, int offset, int len) { super.append(str, offset, len); return this; }
    public synchronized StringBuffer append(boolean b) { super.append(b); return this; }
    public synchronized StringBuffer append(char c) { super.append(c); return this; }
    public synchronized StringBuffer append(int i) { super.append(i); return this; }
    public synchronized StringBuffer append(long lng) { super.append(lng); return this; }
    public synchronized StringBuffer append(float f) { super.append(f); return this; }
    public synchronized StringBuffer append(double d) { super.append(d); return this; }
    public synchronized StringBuffer appendCodePoint(int codePoint) { super.appendCodePoint(codePoint); return this; }
    public synchronized StringBuffer delete(int start, int end) { super.delete(start, end); return this; }
    public synchronized StringBuffer deleteCharAt(int index) { super.deleteCharAt(index); return this; }
    public synchronized StringBuffer replace(int start, int end, String str) { super.replace(start, end, str); return this; }
    public synchronized StringBuffer insert(int index, char[] str, int offset, int len) { super.insert(index, str, offset, len); return this; }
    public synchronized StringBuffer insert(int offset, Object obj) { super.insert(offset, obj); return this; }
    public synchronized StringBuffer insert(int offset, String str) { super.insert(offset, str); return this; }
    public synchronized StringBuffer insert(int offset, char[] str) { super.insert(offset, str); return this; }
    public synchronized StringBuffer insert(int dstOffset, CharSequence s) { super.insert(dstOffset, s); return this; }
    public synchronized StringBuffer insert(int dstOffset, CharSequence s, int start, int end) { super.insert(dstOffset, s, start, end); return this; }
    public synchronized StringBuffer insert(int offset, boolean b) { super.insert(offset, b); return this; }
    public synchronized StringBuffer insert(int offset, char c) { super.insert(offset, c); return this; }
    public synchronized StringBuffer insert(int offset, int i) { super.insert(offset, i); return this; }
    public synchronized StringBuffer insert(int offset, long l) { super.insert(offset, l); return this; }
    public synchronized StringBuffer insert(int offset, float f) { super.insert(offset, f); return this; }
    public synchronized StringBuffer insert(int offset, double d) { super.insert(offset, d); return this; }
    public synchronized StringBuffer reverse() { super.reverse(); return this; }
    public synchronized int length() { return count; }
    public synchronized char charAt(int index) { return super.charAt(index); }
    public synchronized void setCharAt(int index, char ch) { super.setCharAt(index, ch); }
    public synchronized void setLength(int newLength) { super.setLength(newLength); }
    public synchronized String substring(int start, int end) { return super.substring(start, end); }
    public synchronized int indexOf(String str, int fromIndex) { return super.indexOf(str, fromIndex); }
    public synchronized int lastIndexOf(String str, int fromIndex) { return super.lastIndexOf(str, fromIndex); }

    public synchronized String toString() {
        return new String(value, 0, count);
    }
}
