package java.util;

/*
 * The legacy synchronized hash table.  Its iteration order is part of what
 * programs print, so the table follows the JDK's observable behaviour:
 * bucket = (hashCode & 0x7FFFFFFF) % length, new mappings at the head of
 * their chain, growth to 2n+1 buckets once count reaches capacity * load
 * factor (checked before adding), chains re-threaded from the last bucket
 * to the first, and iteration from the last bucket down to the first.
 * Neither keys nor values may be null.
 */
public class Hashtable<K, V> extends Dictionary<K, V> implements Map<K, V>, Cloneable, java.io.Serializable {

    private static final class Slot<K, V> implements Map.Entry<K, V> {
        final int h;
        final K key;
        V value;
        Slot<K, V> next;
        Slot(int h, K key, V value, Slot<K, V> next) { this.h = h; this.key = key; this.value = value; this.next = next; }
        public K getKey() { return key; }
        public V getValue() { return value; }
        public V setValue(V v) {
            if (v == null) throw new NullPointerException();
            V old = value;
            value = v;
            return old;
        }
        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return Objects.equals(key, e.getKey()) && Objects.equals(value, e.getValue());
        }
        public int hashCode() { return h ^ Objects.hashCode(value); }
        public String toString() { return key + "=" + value; }
    }

    private static final int MAX_SLOTS = Integer.MAX_VALUE - 8;

    private transient Slot<K, V>[] slots;
    private transient int count;
    private transient int modCount;
    private transient int growAt;
    private transient float loadFactor;   /* final but for readObject */

    /* The stock JVM's serial form: fields `float loadFactor` and `int
     * threshold` (growAt), then (custom data) the number of buckets, the
     * number of mappings and each key and value: the buckets from the last
     * to the first, each chain from its tail to its head.  Read back, the
     * table is sized as the stock JVM sizes it and the mappings are put at
     * the heads of their chains, so the iteration order is the same. */
    private static final long serialVersionUID = 1421746759512286392L;
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("loadFactor", float.class),
        new java.io.ObjectStreamField("threshold", int.class)
    };

    /* Properties keeps its mappings elsewhere and writes and reads this
     * class's data itself (the same layout, its own order). */
    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        writeHashtable(s);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        readHashtable(s);
    }

    /* Writes the two fields; the caller then writes the custom data. */
    static void writeHashtableFields(java.io.ObjectOutputStream s, float loadFactor, int threshold)
        throws java.io.IOException {
        java.io.ObjectOutputStream.PutField pf = s.putFields();
        pf.put("loadFactor", loadFactor);
        pf.put("threshold", threshold);
        s.writeFields();
    }

    void writeHashtable(java.io.ObjectOutputStream s) throws java.io.IOException {
        Slot<K, V>[] tab;
        int n;
        Object[] kv;
        synchronized (this) {
            writeHashtableFields(s, loadFactor, growAt);
            tab = slots;
            n = count;
            kv = new Object[2 * n];
            int k = 2 * n;
            for (int i = 0; i < tab.length; i++)
                for (Slot<K, V> e = tab[i]; e != null; e = e.next) {
                    kv[--k] = e.value;
                    kv[--k] = e.key;
                }
        }
        s.writeInt(tab.length);
        s.writeInt(n);
        for (int i = 0; i < kv.length; i++) s.writeObject(kv[i]);
    }

    @SuppressWarnings("unchecked")
    void readHashtable(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField gf = s.readFields();
        float lf = gf.get("loadFactor", 0.75f);
        if (!(lf > 0) || Float.isNaN(lf)) throw new java.io.StreamCorruptedException("Illegal load factor: " + lf);
        loadFactor = lf;
        int origLen = s.readInt();
        int n = s.readInt();
        if (n < 0) throw new java.io.StreamCorruptedException("Illegal # of Elements: " + n);
        origLen = Math.max(origLen, (int) (n / lf) + 1);
        int len = (int) ((n + n / 20) / lf) + 3;
        if (len > n && (len & 1) == 0) len--;
        len = Math.min(len, origLen);
        if (len < 0) len = origLen;
        // never more buckets up front than the stream can fill: a forged count meets its end
        if (len > (1 << 20)) len = 1 << 20;
        slots = (Slot<K, V>[]) new Slot[len];
        growAt = (int) Math.min(len * lf, MAX_SLOTS + 1);
        count = 0;
        for (int i = 0; i < n; i++) {
            K k = (K) s.readObject();
            V v = (V) s.readObject();
            if (k == null || v == null) throw new java.io.StreamCorruptedException("null key or value");
            int h = k.hashCode();
            for (Slot<K, V> e = slots[bucket(h, slots.length)]; e != null; e = e.next)
                if (e.h == h && e.key.equals(k)) throw new java.io.StreamCorruptedException("duplicate key");
            if (count >= growAt) grow();
            int b = bucket(h, slots.length);
            slots[b] = new Slot<K, V>(h, k, v, slots[b]);
            count++;
        }
    }

    @SuppressWarnings("unchecked")
    public Hashtable(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0) throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
        if (!(loadFactor > 0)) throw new IllegalArgumentException("Illegal Load: " + loadFactor);
        this.loadFactor = loadFactor;
        int cap = initialCapacity == 0 ? 1 : initialCapacity;
        slots = (Slot<K, V>[]) new Slot[cap];
        growAt = (int) Math.min(cap * loadFactor, MAX_SLOTS + 1);
    }
    public Hashtable(int initialCapacity) { this(initialCapacity, 0.75f); }
    public Hashtable() { this(11, 0.75f); }
    public Hashtable(Map<? extends K, ? extends V> t) {
        this(Math.max(2 * t.size(), 11), 0.75f);
        putAll(t);
    }

    private static int bucket(int h, int len) { return (h & 0x7FFFFFFF) % len; }

    @SuppressWarnings("unchecked")
    private void grow() {
        Slot<K, V>[] old = slots;
        int len = old.length, nlen = len * 2 + 1;
        if (nlen - MAX_SLOTS > 0) {
            if (len == MAX_SLOTS) return;
            nlen = MAX_SLOTS;
        }
        Slot<K, V>[] fresh = (Slot<K, V>[]) new Slot[nlen];
        modCount++;
        growAt = (int) Math.min(nlen * loadFactor, MAX_SLOTS + 1);
        for (int i = len - 1; i >= 0; i--) {
            for (Slot<K, V> s = old[i], nx; s != null; s = nx) {
                nx = s.next;
                int b = bucket(s.h, nlen);
                s.next = fresh[b];
                fresh[b] = s;
            }
        }
        slots = fresh;
    }

    private Slot<K, V> find(Object key) {
        int h = key.hashCode();
        for (Slot<K, V> s = slots[bucket(h, slots.length)]; s != null; s = s.next)
            if (s.h == h && s.key.equals(key)) return s;
        return null;
    }

    public synchronized int size() { return count; }
    public synchronized boolean isEmpty() { return count == 0; }
    public synchronized V get(Object key) { Slot<K, V> s = find(key); return s == null ? null : s.value; }
    public synchronized boolean containsKey(Object key) { return find(key) != null; }

    public synchronized boolean contains(Object value) {
        if (value == null) throw new NullPointerException();
        for (int i = slots.length - 1; i >= 0; i--)
            for (Slot<K, V> s = slots[i]; s != null; s = s.next)
                if (s.value.equals(value)) return true;
        return false;
    }
    public boolean containsValue(Object value) { return contains(value); }

    public synchronized V put(K key, V value) {
        if (value == null) throw new NullPointerException();
        int h = key.hashCode();
        for (Slot<K, V> s = slots[bucket(h, slots.length)]; s != null; s = s.next) {
            if (s.h == h && s.key.equals(key)) {
                V old = s.value;
                s.value = value;
                return old;
            }
        }
        if (count >= growAt) grow();
        int b = bucket(h, slots.length);
        slots[b] = new Slot<K, V>(h, key, value, slots[b]);
        count++;
        modCount++;
        return null;
    }

    public synchronized V remove(Object key) {
        int h = key.hashCode(), b = bucket(h, slots.length);
        Slot<K, V> prev = null;
        for (Slot<K, V> s = slots[b]; s != null; prev = s, s = s.next) {
            if (s.h == h && s.key.equals(key)) {
                if (prev == null) slots[b] = s.next; else prev.next = s.next;
                count--;
                modCount++;
                V old = s.value;
                s.value = null;
                return old;
            }
        }
        return null;
    }

    public synchronized void putAll(Map<? extends K, ? extends V> t) {
        for (Map.Entry<? extends K, ? extends V> e : t.entrySet()) put(e.getKey(), e.getValue());
    }

    public synchronized void clear() {
        Arrays.fill(slots, null);
        modCount++;
        count = 0;
    }

    @SuppressWarnings("unchecked")
    public synchronized Object clone() {
        try {
            Hashtable<K, V> t = (Hashtable<K, V>) super.clone();
            t.slots = (Slot<K, V>[]) new Slot[slots.length];
            for (int i = slots.length - 1; i >= 0; i--) {
                Slot<K, V> copyHead = null, copyEnd = null;
                for (Slot<K, V> s = slots[i]; s != null; s = s.next) {
                    Slot<K, V> c = new Slot<K, V>(s.h, s.key, s.value, null);
                    if (copyEnd == null) copyHead = c; else copyEnd.next = c;
                    copyEnd = c;
                }
                t.slots[i] = copyHead;
            }
            t.keys = null;
            t.entries = null;
            t.vals = null;
            t.modCount = 0;
            return t;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public synchronized String toString() {
        if (count == 0) return "{}";
        StringBuilder sb = new StringBuilder("{");
        Iterator<Map.Entry<K, V>> it = entrySet().iterator();
        while (true) {
            Map.Entry<K, V> e = it.next();
            K k = e.getKey();
            V v = e.getValue();
            sb.append(k == this ? "(this Map)" : String.valueOf(k)).append('=');
            sb.append(v == this ? "(this Map)" : String.valueOf(v));
            if (!it.hasNext()) return sb.append('}').toString();
            sb.append(", ");
        }
    }

    /* Walks buckets from the last to the first; what = 0 keys, 1 values, 2 slots. */
    private final class Walk<T> implements Iterator<T>, Enumeration<T> {
        final int what;
        int i = slots.length, seen = modCount;
        Slot<K, V> next, last;

        Walk(int what) { this.what = what; }
        public boolean hasMoreElements() {
            while (next == null && i > 0) next = slots[--i];
            return next != null;
        }
        @SuppressWarnings("unchecked")
        public T nextElement() {
            if (!hasMoreElements()) throw new NoSuchElementException("Hashtable Enumerator");
            last = next;
            next = next.next;
            return (T) (what == 0 ? last.key : what == 1 ? last.value : last);
        }
        public boolean hasNext() { return hasMoreElements(); }
        public T next() {
            if (modCount != seen) throw new ConcurrentModificationException();
            return nextElement();
        }
        public void remove() {
            if (last == null) throw new IllegalStateException("Hashtable Enumerator");
            if (modCount != seen) throw new ConcurrentModificationException();
            Hashtable.this.remove(last.key);
            seen = modCount;
            last = null;
        }
    }

    public synchronized Enumeration<K> keys() { return new Walk<K>(0); }
    public synchronized Enumeration<V> elements() { return new Walk<V>(1); }

    private transient Set<K> keys;
    private transient Set<Map.Entry<K, V>> entries;
    private transient Collection<V> vals;

    public Set<K> keySet() {
        if (keys == null) keys = new AbstractSet<K>() {
            public Iterator<K> iterator() { return new Walk<K>(0); }
            public int size() { return count; }
            public boolean contains(Object o) { return containsKey(o); }
            public boolean remove(Object o) { return Hashtable.this.remove(o) != null; }
            public void clear() { Hashtable.this.clear(); }
        };
        return keys;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        if (entries == null) entries = new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() { return new Walk<Map.Entry<K, V>>(2); }
            public int size() { return count; }
            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry)) return false;
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                Object k = e.getKey();
                if (k == null) return false;
                Slot<K, V> s = find(k);
                return s != null && s.equals(e);
            }
            public boolean remove(Object o) {
                if (!contains(o)) return false;
                Hashtable.this.remove(((Map.Entry<?, ?>) o).getKey());
                return true;
            }
            public void clear() { Hashtable.this.clear(); }
        };
        return entries;
    }

    public Collection<V> values() {
        if (vals == null) vals = new AbstractCollection<V>() {
            public Iterator<V> iterator() { return new Walk<V>(1); }
            public int size() { return count; }
            public boolean contains(Object o) { return containsValue(o); }
            public void clear() { Hashtable.this.clear(); }
        };
        return vals;
    }

    public synchronized boolean equals(Object o) {
        if (o == this) return true;
        if (!(o instanceof Map)) return false;
        Map<?, ?> m = (Map<?, ?>) o;
        if (m.size() != count) return false;
        for (Map.Entry<K, V> e : entrySet()) {
            Object v = m.get(e.getKey());
            if (!e.getValue().equals(v)) return false;
        }
        return true;
    }

    public synchronized int hashCode() {
        int h = 0;
        for (Map.Entry<K, V> e : entrySet()) h += e.hashCode();
        return h;
    }
}
