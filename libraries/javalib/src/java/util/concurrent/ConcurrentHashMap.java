package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A hash map safe for concurrent use.  Every operation holds the private
 * monitor {@code lock}, so the map is linearizable (not scalable); iterators
 * work on a snapshot of the nodes taken under the lock and write through.
 *
 * Layout and growth follow the JDK's documented/observable behaviour so
 * that iteration order is the same as on a stock JVM for the same
 * operations: a power-of-two table of bins, hash spread as
 * (h ^ (h >>> 16)) & 0x7fffffff, new keys appended to their bin, the table
 * created lazily at 16 (or the constructor's size), grown by doubling when
 * the count reaches 3/4 of the table (sizeCtl), pre-sized by putAll, and a
 * bin that reaches 8 nodes in a table smaller than 64 makes the table grow.
 * When a bin is split on growth, the nodes before the bin's last run of
 * nodes going to the same half come first, in reverse order, followed by
 * that run (the order the JDK's transfer produces).  Bins of 8+ nodes in a
 * large table become "tree" bins in the JDK; here they stay lists but
 * remember the flag, so that new keys go to the front of the bin as in the
 * JDK's tree bins; a tree bin that shrinks to 6 nodes or fewer on growth
 * becomes a list again.  (Removal from a tree bin does not reproduce the
 * JDK's structure-dependent untreeify.)
 */
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V> implements ConcurrentMap<K, V>, java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int DEFAULT_CAPACITY = 16;
    private static final int TREEIFY_THRESHOLD = 8;
    private static final int UNTREEIFY_THRESHOLD = 6;
    private static final int MIN_TREEIFY_CAPACITY = 64;
    private static final int HASH_BITS = 0x7fffffff;

    static final class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        volatile V val;
        Node<K, V> next;
        ConcurrentHashMap<K, V> map;

        Node(int hash, K key, V val, Node<K, V> next, ConcurrentHashMap<K, V> map) {
            this.hash = hash;
            this.key = key;
            this.val = val;
            this.next = next;
            this.map = map;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return val;
        }

        public V setValue(V value) {
            if (value == null) {
                throw new NullPointerException();
            }
            V old = val;
            val = value;
            map.put(key, value);
            return old;
        }

        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object k = e.getKey();
            Object v = e.getValue();
            return k != null && v != null && (k == key || k.equals(key)) && (v == val || v.equals(val));
        }

        public String toString() {
            return key + "=" + val;
        }
    }

    private final Object lock = new Object();
    private Node<K, V>[] table;
    /* Parallel to table: true where the JDK would hold a tree bin. */
    private boolean[] treeBin;
    /* Before the table exists: its initial size (0 = default); after: the resize threshold. */
    private int sizeCtl;
    private long count;

    static int spread(int h) {
        return (h ^ (h >>> 16)) & HASH_BITS;
    }

    private static int tableSizeFor(int c) {
        int n = -1 >>> Integer.numberOfLeadingZeros(c - 1);
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, 0.75f, 1);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        this.sizeCtl = DEFAULT_CAPACITY;
        putAll(m);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0) {
            throw new IllegalArgumentException();
        }
        if (initialCapacity < concurrencyLevel) {
            initialCapacity = concurrencyLevel;
        }
        long size = (long) (1.0 + (long) initialCapacity / loadFactor);
        this.sizeCtl = (size >= (long) MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : tableSizeFor((int) size);
    }

    /* ------------------------------------------------ table management (lock held) */

    @SuppressWarnings("unchecked")
    private void newTable(int n) {
        table = (Node<K, V>[]) new Node<?, ?>[n];
        treeBin = new boolean[n];
        sizeCtl = n - (n >>> 2);
    }

    private Node<K, V>[] initTable() {
        if (table == null) {
            int sc = sizeCtl;
            newTable(sc > 0 ? sc : DEFAULT_CAPACITY);
        }
        return table;
    }

    /* Double the table. */
    @SuppressWarnings("unchecked")
    private void transfer() {
        Node<K, V>[] tab = table;
        boolean[] trees = treeBin;
        int n = tab.length;
        Node<K, V>[] nt = (Node<K, V>[]) new Node<?, ?>[n << 1];
        boolean[] ntrees = new boolean[n << 1];
        for (int i = n - 1; i >= 0; i--) {
            Node<K, V> f = tab[i];
            if (f == null) {
                continue;
            }
            Node<K, V> ln = null, hn = null;
            if (!trees[i]) {
                int runBit = f.hash & n;
                Node<K, V> lastRun = f;
                for (Node<K, V> p = f.next; p != null; p = p.next) {
                    int b = p.hash & n;
                    if (b != runBit) {
                        runBit = b;
                        lastRun = p;
                    }
                }
                if (runBit == 0) {
                    ln = lastRun;
                } else {
                    hn = lastRun;
                }
                for (Node<K, V> p = f; p != lastRun; p = p.next) {
                    if ((p.hash & n) == 0) {
                        ln = new Node<K, V>(p.hash, p.key, p.val, ln, this);
                    } else {
                        hn = new Node<K, V>(p.hash, p.key, p.val, hn, this);
                    }
                }
                nt[i] = ln;
                nt[i + n] = hn;
            } else {
                Node<K, V> lt = null, ht = null;
                int lc = 0, hc = 0;
                for (Node<K, V> p = f; p != null; p = p.next) {
                    Node<K, V> c = new Node<K, V>(p.hash, p.key, p.val, null, this);
                    if ((p.hash & n) == 0) {
                        if (lt == null) {
                            ln = c;
                        } else {
                            lt.next = c;
                        }
                        lt = c;
                        lc++;
                    } else {
                        if (ht == null) {
                            hn = c;
                        } else {
                            ht.next = c;
                        }
                        ht = c;
                        hc++;
                    }
                }
                nt[i] = ln;
                nt[i + n] = hn;
                ntrees[i] = lc > UNTREEIFY_THRESHOLD;
                ntrees[i + n] = hc > UNTREEIFY_THRESHOLD;
            }
        }
        table = nt;
        treeBin = ntrees;
        sizeCtl = (n << 1) - (n >>> 1);
    }

    private void tryPresize(int size) {
        int c = (size >= (MAXIMUM_CAPACITY >>> 1)) ? MAXIMUM_CAPACITY : tableSizeFor(size + (size >>> 1) + 1);
        for (;;) {
            int sc = sizeCtl;
            Node<K, V>[] tab = table;
            if (tab == null) {
                newTable((sc > c) ? sc : c);
            } else if (c <= sc || tab.length >= MAXIMUM_CAPACITY) {
                break;
            } else {
                transfer();
            }
        }
    }

    private void treeifyBin(int index) {
        Node<K, V>[] tab = table;
        if (tab.length < MIN_TREEIFY_CAPACITY) {
            tryPresize(tab.length << 1);
        } else if (tab[index] != null) {
            treeBin[index] = true;
        }
    }

    private void addCount(long x, int check) {
        count += x;
        if (check >= 0) {
            while (count >= (long) sizeCtl && table != null && table.length < MAXIMUM_CAPACITY) {
                transfer();
            }
        }
    }

    private Node<K, V> findNode(Object key) {
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int h = spread(key.hashCode());
        for (Node<K, V> e = tab[(tab.length - 1) & h]; e != null; e = e.next) {
            if (e.hash == h && (e.key == key || key.equals(e.key))) {
                return e;
            }
        }
        return null;
    }

    /*
     * Find key in its bin, or add a node made by `make` (value supplier
     * result; null = do not add).  Returns the existing node or null; sets
     * addedBinCount[0] to the JDK's binCount, addedBinCount[1] to 1 if added.
     */
    private V putVal(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        int hash = spread(key.hashCode());
        synchronized (lock) {
            Node<K, V>[] tab = initTable();
            int i = (tab.length - 1) & hash;
            Node<K, V> f = tab[i];
            if (f == null) {
                tab[i] = new Node<K, V>(hash, key, value, null, this);
                addCount(1L, 0);
                return null;
            }
            V oldVal = null;
            int binCount;
            if (treeBin[i]) {
                binCount = 2;
                Node<K, V> p = f;
                for (; p != null; p = p.next) {
                    if (p.hash == hash && (p.key == key || key.equals(p.key))) {
                        break;
                    }
                }
                if (p != null) {
                    oldVal = p.val;
                    if (!onlyIfAbsent) {
                        p.val = value;
                    }
                } else {
                    tab[i] = new Node<K, V>(hash, key, value, f, this);
                }
            } else {
                binCount = 1;
                for (Node<K, V> e = f;; ++binCount) {
                    if (e.hash == hash && (e.key == key || key.equals(e.key))) {
                        oldVal = e.val;
                        if (!onlyIfAbsent) {
                            e.val = value;
                        }
                        break;
                    }
                    Node<K, V> pred = e;
                    if ((e = e.next) == null) {
                        pred.next = new Node<K, V>(hash, key, value, null, this);
                        break;
                    }
                }
            }
            if (binCount >= TREEIFY_THRESHOLD) {
                treeifyBin(i);
            }
            if (oldVal != null) {
                return oldVal;
            }
            addCount(1L, binCount);
            return null;
        }
    }

    /* Remove or replace the node of key (value null = remove), if cv is null or matches. */
    private V replaceNode(Object key, V value, Object cv) {
        int hash = spread(key.hashCode());
        synchronized (lock) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                return null;
            }
            int i = (tab.length - 1) & hash;
            for (Node<K, V> e = tab[i], pred = null; e != null; pred = e, e = e.next) {
                if (e.hash == hash && (e.key == key || key.equals(e.key))) {
                    V ev = e.val;
                    if (cv != null && cv != ev && !cv.equals(ev)) {
                        return null;
                    }
                    if (value != null) {
                        e.val = value;
                    } else {
                        if (pred == null) {
                            tab[i] = e.next;
                        } else {
                            pred.next = e.next;
                        }
                        if (tab[i] == null) {
                            treeBin[i] = false;
                        }
                        addCount(-1L, -1);
                    }
                    return ev;
                }
            }
            return null;
        }
    }

    /* ------------------------------------------------------------- Map */

    public int size() {
        synchronized (lock) {
            return count > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) count;
        }
    }

    public long mappingCount() {
        synchronized (lock) {
            return count;
        }
    }

    public boolean isEmpty() {
        synchronized (lock) {
            return count <= 0;
        }
    }

    public V get(Object key) {
        synchronized (lock) {
            Node<K, V> e = findNode(key);
            return e == null ? null : e.val;
        }
    }

    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    public boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> e : snapshot()) {
            V v = e.val;
            if (v == value || value.equals(v)) {
                return true;
            }
        }
        return false;
    }

    public boolean contains(Object value) {
        return containsValue(value);
    }

    public V put(K key, V value) {
        return putVal(key, value, false);
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        synchronized (lock) {
            tryPresize(m.size());
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            putVal(e.getKey(), e.getValue(), false);
        }
    }

    public V remove(Object key) {
        return replaceNode(key, null, null);
    }

    public void clear() {
        synchronized (lock) {
            Node<K, V>[] tab = table;
            if (tab != null) {
                for (int i = 0; i < tab.length; i++) {
                    tab[i] = null;
                    treeBin[i] = false;
                }
            }
            count = 0;
        }
    }

    public V putIfAbsent(K key, V value) {
        return putVal(key, value, true);
    }

    public boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        return value != null && replaceNode(key, null, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, newValue, oldValue) != null;
    }

    public V replace(K key, V value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, value, null);
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> e : snapshot()) {
            action.accept(e.key, e.val);
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> e : snapshot()) {
            for (;;) {
                V old = get(e.key);
                if (old == null) {
                    break;
                }
                V nv = function.apply(e.key, old);
                if (nv == null) {
                    throw new NullPointerException();
                }
                if (replaceNode(e.key, nv, old) != null) {
                    break;
                }
            }
        }
    }

    /*
     * The compute family runs the function with the lock held (the JDK
     * holds the bin's lock: the function must not touch this map).
     * mode: 0 computeIfAbsent, 1 computeIfPresent, 2 compute, 3 merge.
     */
    private V doCompute(K key, int mode, Function<? super K, ? extends V> mf,
                        BiFunction<? super K, ? super V, ? extends V> rf, V mergeValue,
                        BiFunction<? super V, ? super V, ? extends V> mergeFn) {
        if (key == null || (mf == null && rf == null && mergeFn == null)) {
            throw new NullPointerException();
        }
        int hash = spread(key.hashCode());
        synchronized (lock) {
            Node<K, V>[] tab = initTable();
            int i = (tab.length - 1) & hash;
            Node<K, V> pred = null, e = tab[i];
            int binCount = 0;
            boolean tree = treeBin[i];
            if (e != null) {
                binCount = tree ? 2 : 1;
            }
            for (; e != null; pred = e, e = e.next) {
                if (e.hash == hash && (e.key == key || key.equals(e.key))) {
                    break;
                }
                if (!tree && e.next != null) {
                    binCount++;
                }
            }
            if (e != null) {
                V old = e.val;
                V nv;
                if (mode == 0) {
                    return old;
                } else if (mode == 3) {
                    nv = mergeFn.apply(old, mergeValue);
                } else {
                    nv = rf.apply(key, old);
                }
                if (nv != null) {
                    e.val = nv;
                } else {
                    if (pred == null) {
                        tab[i] = e.next;
                    } else {
                        pred.next = e.next;
                    }
                    if (tab[i] == null) {
                        treeBin[i] = false;
                    }
                    addCount(-1L, binCount);
                }
                if (binCount >= TREEIFY_THRESHOLD) {
                    treeifyBin(i);
                }
                return nv;
            }
            V nv;
            if (mode == 0) {
                nv = mf.apply(key);
            } else if (mode == 1) {
                return null;
            } else if (mode == 3) {
                nv = mergeValue;
            } else {
                nv = rf.apply(key, null);
            }
            if (nv == null) {
                return null;
            }
            if (table != tab) {
                throw new IllegalStateException("Recursive update");
            }
            Node<K, V> n = new Node<K, V>(hash, key, nv, null, this);
            if (tab[i] == null) {
                tab[i] = n;
                binCount = 1;
            } else if (tree) {
                n.next = tab[i];
                tab[i] = n;
            } else {
                pred.next = n;
            }
            if (binCount >= TREEIFY_THRESHOLD) {
                treeifyBin(i);
            }
            addCount(1L, binCount);
            return nv;
        }
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (mappingFunction == null) {
            throw new NullPointerException();
        }
        return doCompute(key, 0, mappingFunction, null, null, null);
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        return doCompute(key, 1, null, remappingFunction, null, null);
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        return doCompute(key, 2, null, remappingFunction, null, null);
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        return doCompute(key, 3, null, null, value, remappingFunction);
    }

    /* The live nodes in iteration order, taken under the lock. */
    @SuppressWarnings("unchecked")
    private Node<K, V>[] snapshot() {
        synchronized (lock) {
            Node<K, V>[] out = (Node<K, V>[]) new Node<?, ?>[(int) count];
            Node<K, V>[] tab = table;
            int k = 0;
            if (tab != null) {
                for (int i = 0; i < tab.length; i++) {
                    for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                        out[k++] = e;
                    }
                }
            }
            return out;
        }
    }

    private abstract class SnapIter<T> implements Iterator<T> {
        private final Node<K, V>[] nodes = snapshot();
        private int next;
        private Node<K, V> last;

        public boolean hasNext() {
            return next < nodes.length;
        }

        Node<K, V> nextNode() {
            if (next >= nodes.length) {
                throw new NoSuchElementException();
            }
            return last = nodes[next++];
        }

        public void remove() {
            if (last == null) {
                throw new IllegalStateException();
            }
            ConcurrentHashMap.this.remove(last.key);
            last = null;
        }
    }

    public Enumeration<K> keys() {
        final Iterator<K> it = keySet().iterator();
        return new Enumeration<K>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public K nextElement() {
                return it.next();
            }
        };
    }

    public Enumeration<V> elements() {
        final Iterator<V> it = values().iterator();
        return new Enumeration<V>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public V nextElement() {
                return it.next();
            }
        };
    }

    public KeySetView<K, V> keySet() {
        return new KeySetView<K, V>(this, null);
    }

    public KeySetView<K, V> keySet(V mappedValue) {
        if (mappedValue == null) {
            throw new NullPointerException();
        }
        return new KeySetView<K, V>(this, mappedValue);
    }

    public static <K> KeySetView<K, Boolean> newKeySet() {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(), Boolean.TRUE);
    }

    public static <K> KeySetView<K, Boolean> newKeySet(int initialCapacity) {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(initialCapacity), Boolean.TRUE);
    }

    public Collection<V> values() {
        return new AbstractCollection<V>() {
            public Iterator<V> iterator() {
                return new SnapIter<V>() {
                    public V next() {
                        return nextNode().val;
                    }
                };
            }

            public int size() {
                return ConcurrentHashMap.this.size();
            }

            public boolean contains(Object o) {
                return containsValue(o);
            }

            public void clear() {
                ConcurrentHashMap.this.clear();
            }
        };
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                return new SnapIter<Map.Entry<K, V>>() {
                    public Map.Entry<K, V> next() {
                        return nextNode();
                    }
                };
            }

            public int size() {
                return ConcurrentHashMap.this.size();
            }

            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                Object k = e.getKey(), v = e.getValue();
                Object r;
                return k != null && v != null && (r = get(k)) != null && (r == v || r.equals(v));
            }

            public boolean remove(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                Object k = e.getKey(), v = e.getValue();
                return k != null && v != null && ConcurrentHashMap.this.remove(k, v);
            }

            public void clear() {
                ConcurrentHashMap.this.clear();
            }
        };
    }

    Iterator<K> keyIterator() {
        return new SnapIter<K>() {
            public K next() {
                return nextNode().key;
            }
        };
    }

    public int hashCode() {
        int h = 0;
        for (Node<K, V> e : snapshot()) {
            h += e.key.hashCode() ^ e.val.hashCode();
        }
        return h;
    }

    public String toString() {
        Node<K, V>[] nodes = snapshot();
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < nodes.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            Object k = nodes[i].key, v = nodes[i].val;
            sb.append(k == this ? "(this Map)" : k);
            sb.append('=');
            sb.append(v == this ? "(this Map)" : v);
        }
        return sb.append('}').toString();
    }

    /** A Set view of the keys; add() maps a key to the view's default value if one was given. */
    public static class KeySetView<K, V> extends AbstractSet<K> implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final ConcurrentHashMap<K, V> map;
        private final V value;

        KeySetView(ConcurrentHashMap<K, V> map, V value) {
            this.map = map;
            this.value = value;
        }

        public ConcurrentHashMap<K, V> getMap() {
            return map;
        }

        public V getMappedValue() {
            return value;
        }

        public Iterator<K> iterator() {
            return map.keyIterator();
        }

        public int size() {
            return map.size();
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        public void clear() {
            map.clear();
        }

        public boolean add(K e) {
            if (value == null) {
                throw new UnsupportedOperationException();
            }
            return map.putVal(e, value, true) == null;
        }

        public boolean addAll(Collection<? extends K> c) {
            boolean added = false;
            for (K e : c) {
                if (add(e)) {
                    added = true;
                }
            }
            return added;
        }
    }
}
