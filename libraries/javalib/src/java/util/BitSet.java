package java.util;

/* A growable vector of bits in 64-bit words. */
public class BitSet implements Cloneable, java.io.Serializable {
    private transient long[] words;
    /* True while words is as long as the constructor's nbits asked: writing
     * and cloning keep that length; otherwise they drop the zero words at
     * the end (so size() afterwards is what the stock JVM reports). */
    private transient boolean sizeIsSticky;

    public BitSet() { words = new long[1]; }
    public BitSet(int nbits) {
        if (nbits < 0) throw new NegativeArraySizeException("nbits < 0: " + nbits);
        words = new long[(int) (((long) nbits + 63) >>> 6)];
        sizeIsSticky = true;
    }

    private void ensure(int word) {
        if (word >= words.length) {
            words = Arrays.copyOf(words, Math.max(words.length * 2, word + 1));
            sizeIsSticky = false;
        }
    }

    private int wordsInUse() {
        int n = words.length;
        while (n > 0 && words[n - 1] == 0) n--;
        return n;
    }

    private void trim() {
        int n = wordsInUse();
        if (n != words.length) words = Arrays.copyOf(words, n);
    }

    /* The stock JVM's serial form: one field, `long[] bits`, the words
     * (trimmed as above), lowest bits first. */
    private static final long serialVersionUID = 0x6efd887e3934ab21L;
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("bits", long[].class)
    };

    private synchronized void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        if (!sizeIsSticky) trim();
        java.io.ObjectOutputStream.PutField pf = s.putFields();
        pf.put("bits", words);
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        long[] w = (long[]) s.readFields().get("bits", null);
        words = w == null ? new long[0] : w;
        sizeIsSticky = words.length > 0 && words[words.length - 1] == 0;
    }
    private static void check(int i) { if (i < 0) throw new IndexOutOfBoundsException("bitIndex < 0: " + i); }

    public void set(int i) { check(i); ensure(i >>> 6); words[i >>> 6] |= 1L << i; }
    public void set(int i, boolean v) { if (v) set(i); else clear(i); }
    public void set(int from, int to) { for (int i = from; i < to; i++) set(i); }
    public void clear(int i) { check(i); if ((i >>> 6) < words.length) words[i >>> 6] &= ~(1L << i); }
    public void clear() { Arrays.fill(words, 0L); }
    public void flip(int i) { check(i); ensure(i >>> 6); words[i >>> 6] ^= 1L << i; }
    public boolean get(int i) { check(i); return (i >>> 6) < words.length && (words[i >>> 6] & (1L << i)) != 0; }

    public int nextSetBit(int from) {
        if (from < 0) throw new IndexOutOfBoundsException("fromIndex < 0: " + from);
        int w = from >>> 6;
        if (w >= words.length) return -1;
        long bits = words[w] & (-1L << from);
        while (true) {
            if (bits != 0) return (w << 6) + Long.numberOfTrailingZeros(bits);
            if (++w >= words.length) return -1;
            bits = words[w];
        }
    }
    public int nextClearBit(int from) {
        if (from < 0) throw new IndexOutOfBoundsException("fromIndex < 0: " + from);
        int i = from;
        while (get(i)) i++;
        return i;
    }
    public int cardinality() { int n = 0; for (long w : words) n += Long.bitCount(w); return n; }
    public int length() {
        for (int w = words.length - 1; w >= 0; w--)
            if (words[w] != 0) return (w << 6) + 64 - Long.numberOfLeadingZeros(words[w]);
        return 0;
    }
    public int size() { return words.length * 64; }
    public boolean isEmpty() { return length() == 0; }
    public void and(BitSet o) { for (int i = 0; i < words.length; i++) words[i] &= i < o.words.length ? o.words[i] : 0; }
    public void or(BitSet o) { int n = o.wordsInUse(); ensure(n - 1); for (int i = 0; i < n; i++) words[i] |= o.words[i]; }
    public void xor(BitSet o) { int n = o.wordsInUse(); ensure(n - 1); for (int i = 0; i < n; i++) words[i] ^= o.words[i]; }
    public void andNot(BitSet o) { for (int i = 0; i < Math.min(words.length, o.words.length); i++) words[i] &= ~o.words[i]; }
    public boolean intersects(BitSet o) {
        for (int i = 0; i < Math.min(words.length, o.words.length); i++) if ((words[i] & o.words[i]) != 0) return true;
        return false;
    }
    public boolean equals(Object o) {
        if (!(o instanceof BitSet)) return false;
        BitSet b = (BitSet) o;
        int n = Math.max(words.length, b.words.length);
        for (int i = 0; i < n; i++)
            if ((i < words.length ? words[i] : 0) != (i < b.words.length ? b.words[i] : 0)) return false;
        return true;
    }
    public int hashCode() {
        long h = 1234;
        for (int i = words.length; --i >= 0; ) h ^= words[i] * (i + 1);
        return (int) ((h >> 32) ^ h);
    }
    public Object clone() {
        if (!sizeIsSticky) trim();
        BitSet b = new BitSet();
        b.words = words.clone();
        b.sizeIsSticky = sizeIsSticky;
        return b;
    }
    public String toString() {
        StringBuilder sb = new StringBuilder("{");
        for (int i = nextSetBit(0); i >= 0; i = nextSetBit(i + 1)) {
            if (sb.length() > 1) sb.append(", ");
            sb.append(i);
        }
        return sb.append('}').toString();
    }
}
