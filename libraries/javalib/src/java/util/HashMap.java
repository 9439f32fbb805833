package java.util;

/*
 * A hash table with separate chaining.
 *
 * What users can observe — iteration order — is fixed by the JDK's
 * documented-by-behaviour choices, which this class reproduces: a
 * power-of-two number of buckets (16 by default, or the smallest power of
 * two >= the requested capacity), bucket index = (mixed hash) & (buckets-1)
 * where the mixed hash folds the high 16 bits into the low ones, new keys
 * appended at the end of their chain, and growth by doubling once the size
 * exceeds capacity * load factor, each chain splitting into the part that
 * stays at index j and the part that moves to j + old capacity, both in
 * their old relative order.  Iteration walks buckets in index order.
 *
 * LinkedHashMap reuses the table and hooks in through newCell(), the
 * touched/added/dropped notifications and cells(), which yields cells in
 * iteration order.
 */
public class HashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, Cloneable, java.io.Serializable {

    /* One mapping; chained through next. */
    static class Cell<K, V> implements Map.Entry<K, V> {
        final int h;
        final K key;
        V value;
        Cell<K, V> next;

        Cell(int h, K key, V value, Cell<K, V> next) {
            this.h = h;
            this.key = key;
            this.value = value;
            this.next = next;
        }
        public final K getKey() { return key; }
        public final V getValue() { return value; }
        public final V setValue(V v) { V old = value; value = v; return old; }
        public final boolean equals(Object o) {
            if (o == this) return true;
            if (!(o instanceof Map.Entry)) return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return Objects.equals(key, e.getKey()) && Objects.equals(value, e.getValue());
        }
        public final int hashCode() { return Objects.hashCode(key) ^ Objects.hashCode(value); }
        public final String toString() { return key + "=" + value; }
    }

    private static final int MAX_BUCKETS = 1 << 30;

    transient Cell<K, V>[] buckets;
    transient int count;
    transient int modCount;
    /* Before the table exists: the capacity to create (0 = default 16).
     * Afterwards: the size above which the table doubles. */
    int limit;
    float loadFactor;   /* final but for readObject */

    /* The stock JVM's serial form: fields `float loadFactor` and `int
     * threshold` (limit), then (custom data) the number of buckets, the
     * number of mappings and each key and value in iteration order.  Read
     * back, the table is sized from the number of mappings as the stock JVM
     * sizes it, so the iteration order is the same. */
    private static final long serialVersionUID = 362498820763181265L;
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("loadFactor", float.class),
        new java.io.ObjectStreamField("threshold", int.class)
    };

    final int capacity() {
        return buckets != null ? buckets.length : limit > 0 ? limit : 16;
    }

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField pf = s.putFields();
        pf.put("loadFactor", loadFactor);
        pf.put("threshold", limit);
        s.writeFields();
        s.writeInt(capacity());
        s.writeInt(count);
        for (Iterator<Cell<K, V>> it = cells(); it.hasNext(); ) {
            Cell<K, V> c = it.next();
            s.writeObject(c.key);
            s.writeObject(c.value);
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField gf = s.readFields();
        float lf = gf.get("loadFactor", 0.75f);
        if (!(lf > 0)) throw new java.io.InvalidObjectException("Illegal load factor: " + lf);
        loadFactor = lf;
        buckets = null;
        count = 0;
        limit = 0;
        s.readInt();
        int mappings = s.readInt();
        if (mappings < 0) throw new java.io.InvalidObjectException("Illegal mappings count: " + mappings);
        if (mappings > 0) {
            float clamped = Math.min(Math.max(0.25f, lf), 4.0f);
            float fc = (float) mappings / clamped + 1.0f;
            int cap = fc < 16f ? 16 : fc >= (float) MAX_BUCKETS ? MAX_BUCKETS : roundUp((int) fc);
            // never more buckets up front than the stream can fill: a forged count meets its end
            limit = Math.min(cap, 1 << 20);
        }
        for (int i = 0; i < mappings; i++) {
            K k = (K) s.readObject();
            V v = (V) s.readObject();
            insert(mix(k), k, v, false, false);
        }
    }

    static int mix(Object key) {
        if (key == null) return 0;
        int x = key.hashCode();
        return x ^ (x >>> 16);
    }

    /* Smallest power of two >= n, within [1, MAX_BUCKETS]. */
    static int roundUp(int n) {
        int p = 1;
        while (p < n && p < MAX_BUCKETS) p <<= 1;
        return p;
    }

    public HashMap(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0)
            throw new IllegalArgumentException("Illegal initial capacity: " + initialCapacity);
        if (!(loadFactor > 0))
            throw new IllegalArgumentException("Illegal load factor: " + loadFactor);
        this.loadFactor = loadFactor;
        this.limit = roundUp(Math.min(initialCapacity, MAX_BUCKETS));
    }
    public HashMap(int initialCapacity) { this(initialCapacity, 0.75f); }
    public HashMap() { loadFactor = 0.75f; }
    public HashMap(Map<? extends K, ? extends V> m) {
        loadFactor = 0.75f;
        addAllFrom(m, false);
    }

    /* Copy m in, sizing the table first as the JDK does. */
    final void addAllFrom(Map<? extends K, ? extends V> m, boolean evict) {
        int s = m.size();
        if (s == 0) return;
        if (buckets == null) {
            float want = s / loadFactor + 1.0f;
            int t = want < (float) MAX_BUCKETS ? (int) want : MAX_BUCKETS;
            if (t > limit) limit = roundUp(t);
        } else if (s > limit) {
            grow();
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet())
            insert(mix(e.getKey()), e.getKey(), e.getValue(), false, evict);
    }

    @SuppressWarnings("unchecked")
    final void grow() {
        Cell<K, V>[] old = buckets;
        int oldN = old == null ? 0 : old.length, n, newLimit;
        if (oldN == 0) {
            n = limit > 0 ? limit : 16;
            newLimit = (int) Math.min((float) n * loadFactor, (float) Integer.MAX_VALUE);
            if (n >= MAX_BUCKETS) newLimit = Integer.MAX_VALUE;
        } else if (oldN >= MAX_BUCKETS) {
            limit = Integer.MAX_VALUE;
            return;
        } else {
            n = oldN * 2;
            if (n < MAX_BUCKETS && oldN >= 16) {
                newLimit = limit * 2;
            } else {
                float f = (float) n * loadFactor;
                newLimit = n < MAX_BUCKETS && f < (float) MAX_BUCKETS ? (int) f : Integer.MAX_VALUE;
            }
        }
        Cell<K, V>[] fresh = (Cell<K, V>[]) new Cell[n];
        for (int j = 0; j < oldN; j++) {
            Cell<K, V> stay = null, stayEnd = null, move = null, moveEnd = null;
            for (Cell<K, V> c = old[j], nx; c != null; c = nx) {
                nx = c.next;
                c.next = null;
                if ((c.h & oldN) == 0) {
                    if (stayEnd == null) stay = c; else stayEnd.next = c;
                    stayEnd = c;
                } else {
                    if (moveEnd == null) move = c; else moveEnd.next = c;
                    moveEnd = c;
                }
            }
            fresh[j] = stay;
            fresh[j + oldN] = move;
        }
        buckets = fresh;
        limit = newLimit;
    }

    final Cell<K, V> find(Object key) {
        Cell<K, V>[] b = buckets;
        if (b == null) return null;
        int h = mix(key);
        for (Cell<K, V> c = b[h & (b.length - 1)]; c != null; c = c.next)
            if (c.h == h && (c.key == key || (key != null && key.equals(c.key))))
                return c;
        return null;
    }

    /* Put a mapping; returns the old value (null if the key was new).  evict:
     * let LinkedHashMap drop its eldest entry afterwards (not while a map is
     * being built from another). */
    final V insert(int h, K key, V value, boolean onlyIfAbsent, boolean evict) {
        if (buckets == null) grow();
        int i = h & (buckets.length - 1);
        Cell<K, V> last = null;
        for (Cell<K, V> c = buckets[i]; c != null; c = c.next) {
            if (c.h == h && (c.key == key || (key != null && key.equals(c.key)))) {
                V old = c.value;
                if (!onlyIfAbsent || old == null) c.value = value;
                touched(c);
                return old;
            }
            last = c;
        }
        Cell<K, V> c = newCell(h, key, value);
        if (last == null) buckets[i] = c; else last.next = c;
        modCount++;
        if (++count > limit) grow();
        if (evict) added();
        return null;
    }

    /* Unlink the cell for key; null if absent. */
    final Cell<K, V> unlink(Object key) {
        Cell<K, V>[] b = buckets;
        if (b == null) return null;
        int h = mix(key), i = h & (b.length - 1);
        Cell<K, V> prev = null;
        for (Cell<K, V> c = b[i]; c != null; prev = c, c = c.next) {
            if (c.h == h && (c.key == key || (key != null && key.equals(c.key)))) {
                if (prev == null) b[i] = c.next; else prev.next = c.next;
                count--;
                modCount++;
                dropped(c);
                return c;
            }
        }
        return null;
    }

    /* Hooks for LinkedHashMap. */
    Cell<K, V> newCell(int h, K key, V value) { return new Cell<K, V>(h, key, value, null); }
    void touched(Cell<K, V> c) {}
    void added() {}
    void dropped(Cell<K, V> c) {}
    void emptied() {}

    /* Cells in iteration order: buckets by index, chains in order. */
    Iterator<Cell<K, V>> cells() {
        return new Iterator<Cell<K, V>>() {
            int expected = modCount, i = -1;
            Cell<K, V> next = advance(null), last;
            private Cell<K, V> advance(Cell<K, V> c) {
                if (c != null && c.next != null) return c.next;
                Cell<K, V>[] b = buckets;
                if (b == null) return null;
                while (++i < b.length)
                    if (b[i] != null) return b[i];
                return null;
            }
            public boolean hasNext() { return next != null; }
            public Cell<K, V> next() {
                if (modCount != expected) throw new ConcurrentModificationException();
                if (next == null) throw new NoSuchElementException();
                last = next;
                next = advance(next);
                return last;
            }
            public void remove() {
                if (last == null) throw new IllegalStateException();
                if (modCount != expected) throw new ConcurrentModificationException();
                unlink(last.key);
                last = null;
                expected = modCount;
            }
        };
    }

    public int size() { return count; }
    public boolean isEmpty() { return count == 0; }
    public V get(Object key) { Cell<K, V> c = find(key); return c == null ? null : c.value; }
    public boolean containsKey(Object key) { return find(key) != null; }
    public V put(K key, V value) { return insert(mix(key), key, value, false, true); }
    public V putIfAbsent(K key, V value) { return insert(mix(key), key, value, true, true); }
    public void putAll(Map<? extends K, ? extends V> m) { addAllFrom(m, true); }
    public V remove(Object key) { Cell<K, V> c = unlink(key); return c == null ? null : c.value; }

    public boolean containsValue(Object value) {
        for (Iterator<Cell<K, V>> it = cells(); it.hasNext(); )
            if (Objects.equals(value, it.next().value)) return true;
        return false;
    }

    public void clear() {
        modCount++;
        if (buckets != null && count > 0) {
            count = 0;
            Arrays.fill(buckets, null);
        }
        emptied();
    }

    public V getOrDefault(Object key, V dflt) { Cell<K, V> c = find(key); return c == null ? dflt : c.value; }

    /* The three views share one iterator over cells(). */
    private abstract class View<T> extends AbstractCollection<T> {
        abstract T pick(Cell<K, V> c);
        public final int size() { return count; }
        public final void clear() { HashMap.this.clear(); }
        public final Iterator<T> iterator() {
            final Iterator<Cell<K, V>> it = cells();
            return new Iterator<T>() {
                public boolean hasNext() { return it.hasNext(); }
                public T next() { return pick(it.next()); }
                public void remove() { it.remove(); }
            };
        }
    }

    private final class KeyView extends View<K> implements Set<K> {
        K pick(Cell<K, V> c) { return c.key; }
        public boolean contains(Object o) { return containsKey(o); }
        public boolean remove(Object o) { return unlink(o) != null; }
        public boolean equals(Object o) { return setEquals(this, o); }
        public int hashCode() { int h = 0; for (K k : this) h += Objects.hashCode(k); return h; }
    }

    private final class ValueView extends View<V> {
        V pick(Cell<K, V> c) { return c.value; }
        public boolean contains(Object o) { return containsValue(o); }
    }

    private final class EntryView extends View<Map.Entry<K, V>> implements Set<Map.Entry<K, V>> {
        Map.Entry<K, V> pick(Cell<K, V> c) { return c; }
        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Cell<K, V> c = find(e.getKey());
            return c != null && c.equals(e);
        }
        public boolean remove(Object o) {
            if (!contains(o)) return false;
            unlink(((Map.Entry<?, ?>) o).getKey());
            return true;
        }
        public boolean equals(Object o) { return setEquals(this, o); }
        public int hashCode() { int h = 0; for (Map.Entry<K, V> e : this) h += e.hashCode(); return h; }
    }

    static boolean setEquals(Set<?> s, Object o) {
        if (o == s) return true;
        if (!(o instanceof Set)) return false;
        Set<?> t = (Set<?>) o;
        return t.size() == s.size() && s.containsAll(t);
    }

    private transient Set<K> keys;
    private transient Collection<V> vals;
    private transient Set<Map.Entry<K, V>> entries;

    public Set<K> keySet() { if (keys == null) keys = new KeyView(); return keys; }
    public Collection<V> values() { if (vals == null) vals = new ValueView(); return vals; }
    public Set<Map.Entry<K, V>> entrySet() { if (entries == null) entries = new EntryView(); return entries; }

    @SuppressWarnings("unchecked")
    public Object clone() {
        HashMap<K, V> copy;
        try {
            copy = (HashMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        copy.buckets = null;
        copy.count = 0;
        copy.modCount = 0;
        copy.limit = 0;
        copy.keys = null;
        copy.vals = null;
        copy.entries = null;
        copy.emptied();
        copy.addAllFrom(this, false);
        return copy;
    }
}
