package java.util;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;

/**
 * A hash map whose keys are held through weak references: an entry whose
 * key the collector cleared is dropped (its reference comes back on the
 * map's queue, which every operation drains first).  A null key is kept as
 * a private marker object that is always reachable.
 */
public class WeakHashMap<K, V> extends AbstractMap<K, V> implements Map<K, V> {
    private static final Object NULL_KEY = new Object();

    private static final class Node<K, V> extends WeakReference<Object> implements Map.Entry<K, V> {
        final int hash;
        V value;
        Node<K, V> next;

        Node(Object key, V value, int hash, ReferenceQueue<Object> q, Node<K, V> next) {
            super(key, q);
            this.value = value;
            this.hash = hash;
            this.next = next;
        }

        @SuppressWarnings("unchecked")
        public K getKey() {
            Object k = get();
            return k == NULL_KEY ? null : (K) k;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V v) {
            V old = value;
            value = v;
            return old;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return Objects.equals(getKey(), e.getKey()) && Objects.equals(value, e.getValue());
        }

        public int hashCode() {
            return Objects.hashCode(getKey()) ^ Objects.hashCode(value);
        }

        public String toString() {
            return getKey() + "=" + value;
        }
    }

    private Node<K, V>[] table;
    private int size;
    private int threshold;
    private final float loadFactor;
    private final ReferenceQueue<Object> queue = new ReferenceQueue<Object>();
    private int modCount;

    public WeakHashMap(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0)
            throw new IllegalArgumentException("Illegal Initial Capacity: " + initialCapacity);
        if (loadFactor <= 0 || Float.isNaN(loadFactor))
            throw new IllegalArgumentException("Illegal Load factor: " + loadFactor);
        int cap = 1;
        while (cap < initialCapacity && cap < (1 << 30))
            cap <<= 1;
        this.loadFactor = loadFactor;
        this.table = newTable(cap);
        this.threshold = (int) (cap * loadFactor);
    }

    public WeakHashMap(int initialCapacity) {
        this(initialCapacity, 0.75f);
    }

    public WeakHashMap() {
        this(16, 0.75f);
    }

    public WeakHashMap(Map<? extends K, ? extends V> m) {
        this(Math.max((int) (m.size() / 0.75f) + 1, 16), 0.75f);
        putAll(m);
    }

    @SuppressWarnings("unchecked")
    private static <K, V> Node<K, V>[] newTable(int n) {
        return (Node<K, V>[]) new Node[n];
    }

    private static Object mask(Object key) {
        return key == null ? NULL_KEY : key;
    }

    private static int hash(Object k) {
        int h = k.hashCode();
        h ^= (h >>> 20) ^ (h >>> 12);
        return h ^ (h >>> 7) ^ (h >>> 4);
    }

    private static boolean same(Object masked, Node<?, ?> e, int h) {
        if (e.hash != h)
            return false;
        Object k = e.get();
        return k == masked || (k != null && masked.equals(k));
    }

    /* Drop the entries whose keys were collected. */
    private void expunge() {
        for (Object x; (x = queue.poll()) != null; ) {
            synchronized (queue) {
                @SuppressWarnings("unchecked")
                Node<K, V> dead = (Node<K, V>) x;
                int i = dead.hash & (table.length - 1);
                Node<K, V> prev = null;
                for (Node<K, V> e = table[i]; e != null; prev = e, e = e.next) {
                    if (e == dead) {
                        if (prev == null)
                            table[i] = e.next;
                        else
                            prev.next = e.next;
                        dead.value = null;
                        size--;
                        break;
                    }
                }
            }
        }
    }

    private Node<K, V> find(Object key) {
        Object k = mask(key);
        int h = hash(k);
        for (Node<K, V> e = table[h & (table.length - 1)]; e != null; e = e.next)
            if (same(k, e, h))
                return e;
        return null;
    }

    public int size() {
        if (size == 0)
            return 0;
        expunge();
        return size;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    public V get(Object key) {
        expunge();
        Node<K, V> e = find(key);
        return e == null ? null : e.value;
    }

    public boolean containsKey(Object key) {
        expunge();
        return find(key) != null;
    }

    public boolean containsValue(Object value) {
        expunge();
        for (Node<K, V> b : table)
            for (Node<K, V> e = b; e != null; e = e.next)
                if (e.get() != null && Objects.equals(value, e.value))
                    return true;
        return false;
    }

    public V put(K key, V value) {
        Object k = mask(key);
        int h = hash(k);
        expunge();
        int i = h & (table.length - 1);
        for (Node<K, V> e = table[i]; e != null; e = e.next) {
            if (same(k, e, h)) {
                V old = e.value;
                e.value = value;
                return old;
            }
        }
        modCount++;
        table[i] = new Node<K, V>(k, value, h, queue, table[i]);
        if (++size >= threshold && table.length < (1 << 30))
            resize(table.length * 2);
        return null;
    }

    private void resize(int n) {
        Node<K, V>[] old = table, nt = newTable(n);
        for (int i = 0; i < old.length; i++) {
            Node<K, V> e = old[i];
            old[i] = null;
            while (e != null) {
                Node<K, V> next = e.next;
                if (e.get() == null) {
                    // cleared: it will come off the queue; unlink it now
                    e.next = null;
                    e.value = null;
                    size--;
                } else {
                    int j = e.hash & (n - 1);
                    e.next = nt[j];
                    nt[j] = e;
                }
                e = next;
            }
        }
        table = nt;
        threshold = (int) (n * loadFactor);
    }

    public V remove(Object key) {
        Object k = mask(key);
        int h = hash(k);
        expunge();
        int i = h & (table.length - 1);
        Node<K, V> prev = null;
        for (Node<K, V> e = table[i]; e != null; prev = e, e = e.next) {
            if (same(k, e, h)) {
                if (prev == null)
                    table[i] = e.next;
                else
                    prev.next = e.next;
                modCount++;
                size--;
                V v = e.value;
                e.value = null;
                return v;
            }
        }
        return null;
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet())
            put(e.getKey(), e.getValue());
    }

    public void clear() {
        while (queue.poll() != null)
            ;
        modCount++;
        Arrays.fill(table, null);
        size = 0;
        while (queue.poll() != null)
            ;
    }

    private final class Iter implements Iterator<Map.Entry<K, V>> {
        private int index = table.length;
        private Node<K, V> entry;
        private Node<K, V> lastReturned;
        private int expected = modCount;
        /* Strong holds, so that a key seen by hasNext is not lost before next. */
        private Object nextKey, currentKey;

        public boolean hasNext() {
            Node<K, V>[] t = table;
            while (nextKey == null) {
                Node<K, V> e = entry;
                int i = index;
                while (e == null && i > 0)
                    e = t[--i];
                entry = e;
                index = i;
                if (e == null) {
                    currentKey = null;
                    return false;
                }
                nextKey = e.get();
                if (nextKey == null)
                    entry = entry.next;
            }
            return true;
        }

        public Map.Entry<K, V> next() {
            if (modCount != expected)
                throw new ConcurrentModificationException();
            if (nextKey == null && !hasNext())
                throw new NoSuchElementException();
            lastReturned = entry;
            entry = entry.next;
            currentKey = nextKey;
            nextKey = null;
            return lastReturned;
        }

        public void remove() {
            if (lastReturned == null)
                throw new IllegalStateException();
            if (modCount != expected)
                throw new ConcurrentModificationException();
            WeakHashMap.this.remove(lastReturned.getKey());
            expected = modCount;
            lastReturned = null;
            currentKey = null;
        }
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                expunge();
                return new Iter();
            }

            public int size() {
                return WeakHashMap.this.size();
            }

            public void clear() {
                WeakHashMap.this.clear();
            }

            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry))
                    return false;
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                Node<K, V> n = find(e.getKey());
                return n != null && n.equals(e);
            }

            public boolean remove(Object o) {
                if (!contains(o))
                    return false;
                WeakHashMap.this.remove(((Map.Entry<?, ?>) o).getKey());
                return true;
            }
        };
    }
}
