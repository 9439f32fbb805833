package java.util;

/** A map comparing keys by identity (linear-probe table keyed on System.identityHashCode). */
public class IdentityHashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, java.io.Serializable, Cloneable {
    private static final Object NULL_KEY = new Object();
    private transient Object[] table;
    private int size;

    /* The stock JVM's serial form: field `int size`; (custom data) the
     * count again, then each key and value in table order. */
    private static final long serialVersionUID = 0x71a2650133f2e980L;

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeInt(size);
        Object[] tab = table;
        for (int i = 0; i < tab.length; i += 2) {
            if (tab[i] != null) {
                s.writeObject(unmask(tab[i]));
                s.writeObject(tab[i + 1]);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        int n = s.readInt();
        if (n < 0) {
            throw new java.io.StreamCorruptedException("Illegal mappings count: " + n);
        }
        // sized for at most 64K mappings up front: a forged count meets the end of the stream
        int cap = 4;
        while (cap < Math.min(n, 1 << 16) * 3 / 2 + 1) {
            cap <<= 1;
        }
        table = new Object[2 * cap];
        size = 0;
        for (int i = 0; i < n; i++) {
            K k = (K) s.readObject();
            V v = (V) s.readObject();
            if (containsKey(k)) {
                throw new java.io.StreamCorruptedException("duplicate key");
            }
            put(k, v);
        }
    }
    private transient int modCount;

    public IdentityHashMap() {
        table = new Object[64];
    }

    public IdentityHashMap(int expectedMaxSize) {
        int cap = 4;
        while (cap < expectedMaxSize * 3 / 2 + 1) {
            cap <<= 1;
        }
        table = new Object[2 * cap];
    }

    public IdentityHashMap(Map<? extends K, ? extends V> m) {
        this(m.size());
        putAll(m);
    }

    private static Object mask(Object k) {
        return k == null ? NULL_KEY : k;
    }

    @SuppressWarnings("unchecked")
    private static <K> K unmask(Object k) {
        return k == NULL_KEY ? null : (K) k;
    }

    private static int index(Object x, int length) {
        int h = System.identityHashCode(x);
        return ((h << 1) - (h << 8)) & (length - 1);
    }

    private int find(Object k) {
        Object[] tab = table;
        int len = tab.length;
        int i = index(k, len);
        for (;;) {
            Object item = tab[i];
            if (item == k) {
                return i;
            }
            if (item == null) {
                return -1 - i;
            }
            i = (i + 2) & (len - 1);
        }
    }

    public int size() {
        return size;
    }

    /* Identity, as everywhere in this class: the same key objects mapped to
     * the same value objects. */
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Map)) {
            return false;
        }
        Map<?, ?> m = (Map<?, ?>) o;
        if (m.size() != size) {
            return false;
        }
        for (Map.Entry<?, ?> e : m.entrySet()) {
            int i = find(mask(e.getKey()));
            if (i < 0 || table[i + 1] != e.getValue()) {
                return false;
            }
        }
        return true;
    }

    public int hashCode() {
        int h = 0;
        Object[] tab = table;
        for (int i = 0; i < tab.length; i += 2) {
            if (tab[i] != null) {
                h += System.identityHashCode(unmask(tab[i])) ^ System.identityHashCode(tab[i + 1]);
            }
        }
        return h;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    @SuppressWarnings("unchecked")
    public V get(Object key) {
        int i = find(mask(key));
        return i >= 0 ? (V) table[i + 1] : null;
    }

    public boolean containsKey(Object key) {
        return find(mask(key)) >= 0;
    }

    public boolean containsValue(Object value) {
        Object[] tab = table;
        for (int i = 1; i < tab.length; i += 2) {
            if (tab[i] == value && tab[i - 1] != null) {
                return true;
            }
        }
        return false;
    }

    @SuppressWarnings("unchecked")
    public V put(K key, V value) {
        Object k = mask(key);
        int i = find(k);
        if (i >= 0) {
            V old = (V) table[i + 1];
            table[i + 1] = value;
            return old;
        }
        if ((size + 1) * 3 > table.length / 2 * 2) {
            resize();
            i = find(k);
        }
        i = -1 - i;
        table[i] = k;
        table[i + 1] = value;
        size++;
        modCount++;
        return null;
    }

    private void resize() {
        Object[] old = table;
        table = new Object[old.length * 2];
        for (int j = 0; j < old.length; j += 2) {
            if (old[j] != null) {
                int i = -1 - find(old[j]);
                table[i] = old[j];
                table[i + 1] = old[j + 1];
            }
        }
    }

    @SuppressWarnings("unchecked")
    public V remove(Object key) {
        int i = find(mask(key));
        if (i < 0) {
            return null;
        }
        V old = (V) table[i + 1];
        deleteAt(i);
        return old;
    }

    private void deleteAt(int d) {
        modCount++;
        size--;
        Object[] tab = table;
        int len = tab.length;
        tab[d] = null;
        tab[d + 1] = null;
        // re-insert the rest of the probe run
        int i = (d + 2) & (len - 1);
        while (tab[i] != null) {
            Object k = tab[i];
            Object v = tab[i + 1];
            tab[i] = null;
            tab[i + 1] = null;
            int j = -1 - find(k);
            tab[j] = k;
            tab[j + 1] = v;
            i = (i + 2) & (len - 1);
        }
    }

    public void clear() {
        modCount++;
        Arrays.fill(table, null);
        size = 0;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public int size() {
                return size;
            }

            public Iterator<Map.Entry<K, V>> iterator() {
                return new Iterator<Map.Entry<K, V>>() {
                    int index = nextFrom(0);
                    int last = -1;
                    int expected = modCount;

                    private int nextFrom(int i) {
                        while (i < table.length && table[i] == null) {
                            i += 2;
                        }
                        return i;
                    }

                    public boolean hasNext() {
                        return index < table.length;
                    }

                    @SuppressWarnings("unchecked")
                    public Map.Entry<K, V> next() {
                        if (modCount != expected) {
                            throw new ConcurrentModificationException();
                        }
                        if (index >= table.length) {
                            throw new NoSuchElementException();
                        }
                        last = index;
                        index = nextFrom(index + 2);
                        return new AbstractMap.SimpleEntry<K, V>((K) unmask(table[last]), (V) table[last + 1]);
                    }

                    public void remove() {
                        if (last < 0) {
                            throw new IllegalStateException();
                        }
                        IdentityHashMap.this.remove(unmask(table[last]));
                        expected = modCount;
                        index = nextFrom(last);
                        last = -1;
                    }
                };
            }
        };
    }
}
