package java.util;

/* A map keyed by the constants of one enum: values in an array indexed by
 * ordinal, so iteration follows declaration order. */
public class EnumMap<K extends Enum<K>, V> extends AbstractMap<K, V> implements Cloneable, java.io.Serializable {
    private static final Object NULL = new Object();   // stands for a null value
    private final Class<K> keyType;
    private transient K[] keys;   /* final but for readObject */
    private transient Object[] vals;
    private transient int size;

    /* The stock JVM's serial form: field `Class keyType`; (custom data) the
     * number of mappings, then each key and value in ordinal order. */
    private static final long serialVersionUID = 0x065d7df7be907ca1L;

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeInt(size);
        for (int i = 0; i < vals.length; i++) {
            if (vals[i] != null) {
                s.writeObject(keys[i]);
                s.writeObject(out(vals[i]));
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (keyType == null || !keyType.isEnum()) {
            throw new java.io.InvalidObjectException("not an enum key type: " + keyType);
        }
        keys = keyType.getEnumConstants();
        vals = new Object[keys.length];
        int n = s.readInt();
        size = 0;
        for (int i = 0; i < n; i++) {
            K k = (K) s.readObject();
            V v = (V) s.readObject();
            put(k, v);
        }
    }

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
