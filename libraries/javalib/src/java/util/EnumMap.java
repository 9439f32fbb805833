package java.util;

/* A map keyed by the constants of one enum: values in an array indexed by
 * ordinal, so iteration follows declaration order. */
public class EnumMap<K extends Enum<K>, V> extends AbstractMap<K, V> implements Cloneable, java.io.Serializable {
    private static final Object NULL = new Object();   // stands for a null value
    private final Class<K> keyType;
    private final K[] keys;
    private Object[] vals;
    private int size;

    public EnumMap(Class<K> keyType) {
        this.keyType = keyType;
        this.keys = keyType.getEnumConstants();
        this.vals = new Object[keys.length];
    }
    @SuppressWarnings("unchecked")
    public EnumMap(EnumMap<K, ? extends V> m) {
        this(m.keyType);
        vals = m.vals.clone();
        size = m.size;
    }

    private int index(Object k) {
        if (k == null) throw new NullPointerException();
        if (k.getClass() != keyType && k.getClass().getSuperclass() != keyType) return -1;
        return ((Enum<?>) k).ordinal();
    }
    @SuppressWarnings("unchecked")
    private V out(Object v) { return v == NULL ? null : (V) v; }

    public int size() { return size; }
    public boolean containsKey(Object k) { if (k == null) return false; int i = index(k); return i >= 0 && vals[i] != null; }
    public V get(Object k) { if (k == null) return null; int i = index(k); return i < 0 ? null : out(vals[i]); }
    public V put(K k, V v) {
        int i = index(k);
        if (i < 0) throw new ClassCastException(k.getClass() + " != " + keyType);
        Object old = vals[i];
        vals[i] = v == null ? NULL : v;
        if (old == null) size++;
        return out(old);
    }
    public V remove(Object k) {
        if (k == null) return null;
        int i = index(k);
        if (i < 0 || vals[i] == null) return null;
        Object old = vals[i];
        vals[i] = null;
        size--;
        return out(old);
    }
    public void clear() { Arrays.fill(vals, null); size = 0; }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public int size() { return size; }
            public Iterator<Map.Entry<K, V>> iterator() {
                return new Iterator<Map.Entry<K, V>>() {
                    int next = advance(0), last = -1;
                    int advance(int i) { while (i < vals.length && vals[i] == null) i++; return i; }
                    public boolean hasNext() { return next < vals.length; }
                    public Map.Entry<K, V> next() {
                        if (next >= vals.length) throw new NoSuchElementException();
                        last = next;
                        next = advance(next + 1);
                        final int at = last;
                        return new Map.Entry<K, V>() {
                            public K getKey() { return keys[at]; }
                            public V getValue() { return out(vals[at]); }
                            public V setValue(V v) { V o = out(vals[at]); vals[at] = v == null ? NULL : v; return o; }
                            public boolean equals(Object o) {
                                if (!(o instanceof Map.Entry)) return false;
                                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                                return keys[at] == e.getKey() && Objects.equals(getValue(), e.getValue());
                            }
                            public int hashCode() { return keys[at].hashCode() ^ Objects.hashCode(getValue()); }
                            public String toString() { return keys[at] + "=" + getValue(); }
                        };
                    }
                    public void remove() {
                        if (last < 0) throw new IllegalStateException();
                        vals[last] = null;
                        size--;
                        last = -1;
                    }
                };
            }
        };
    }
    public EnumMap<K, V> clone() { return new EnumMap<K, V>(this); }
}
