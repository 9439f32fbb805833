package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableSet;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A sorted concurrent map: a skip list guarded by one private monitor
 * ({@code lock}), not the JDK's lock-free list.  Every operation, including
 * each compound one (putIfAbsent, replace, compute*, merge, pollFirstEntry)
 * and each view operation, runs entirely while holding {@code lock}, so all
 * are atomic and linearizable.  The remapping functions of compute* and
 * merge run under the lock, exactly once per call.
 *
 * Invariants (under lock): level 0 of the list holds every mapping in
 * strictly ascending key order; level i > 0 is a subsequence of level i - 1;
 * {@code level} is the number of levels in use (>= 1); {@code size} counts
 * the level-0 nodes; no key or value is null.
 *
 * Iterators never throw ConcurrentModificationException: they remember the
 * last key returned and find its successor under the lock at each step, so
 * they are weakly consistent (they see each key at most once, in order, and
 * reflect every change made before they reach its position).  Entries handed
 * out are immutable snapshots (setValue throws
 * UnsupportedOperationException), as in the JDK.
 */
public class ConcurrentSkipListMap<K, V> extends AbstractMap<K, V>
        implements ConcurrentNavigableMap<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -8627078645895051609L;

    static final int MAX_LEVEL = 32;
    static final int LT = 0, LE = 1, GE = 2, GT = 3;

    static final class Node<K, V> {
        final K key;
        V value;
        final Node<K, V>[] next;
        @SuppressWarnings("unchecked")
        Node(K key, V value, int levels) {
            this.key = key;
            this.value = value;
            this.next = (Node<K, V>[]) new Node[levels];
        }
    }

    final Object lock = new Object();
    private final Comparator<? super K> comparator;
    private transient Node<K, V> head = new Node<K, V>(null, null, MAX_LEVEL);
    private transient int level = 1;
    private transient int size;
    private transient int seed = 0x5DEECE6;
    private transient SubMap<K, V> all;

    public ConcurrentSkipListMap() { comparator = null; init(); }
    public ConcurrentSkipListMap(Comparator<? super K> comparator) { this.comparator = comparator; init(); }
    public ConcurrentSkipListMap(Map<? extends K, ? extends V> m) { comparator = null; init(); putAll(m); }
    public ConcurrentSkipListMap(SortedMap<K, ? extends V> m) { comparator = m.comparator(); init(); putAll(m); }

    private void init() {
        all = new SubMap<K, V>(this, false, null, false, false, null, false, false);
    }

    @SuppressWarnings("unchecked")
    final int compare(Object a, Object b) {
        if (a == null || b == null) throw new NullPointerException();
        return comparator != null ? comparator.compare((K) a, (K) b) : ((Comparable<Object>) a).compareTo(b);
    }

    /* Random level in 1..MAX_LEVEL, each extra level with probability 1/4. */
    private int randomLevel() {
        int x = seed;
        x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
        seed = x;
        int l = 1;
        while ((x & 3) == 0 && l < MAX_LEVEL) { l++; x >>>= 2; if (x == 0) break; }
        return l;
    }

    /* Fills preds[i] with the last node at level i whose key is < key (head when none). Under lock. */
    private Node<K, V> findPreds(Object key, Node<K, V>[] preds) {
        Node<K, V> x = head;
        for (int i = level - 1; i >= 0; i--) {
            Node<K, V> n;
            while ((n = x.next[i]) != null && compare(n.key, key) < 0) x = n;
            if (preds != null) preds[i] = x;
        }
        return x;
    }

    /* The node related to key by rel (LT, LE, GE, GT), or null. Under lock. */
    final Node<K, V> find(Object key, int rel) {
        if (key == null) throw new NullPointerException();
        Node<K, V> p = findPreds(key, null);
        Node<K, V> n = p.next[0];
        boolean eq = n != null && compare(n.key, key) == 0;
        switch (rel) {
        case LT: return p == head ? null : p;
        case LE: return eq ? n : (p == head ? null : p);
        case GE: return n;
        default: return eq ? n.next[0] : n;
        }
    }

    final Node<K, V> getNode(Object key) {
        if (key == null) throw new NullPointerException();
        Node<K, V> n = findPreds(key, null).next[0];
        return n != null && compare(n.key, key) == 0 ? n : null;
    }

    final Node<K, V> firstNode() { return head.next[0]; }

    final Node<K, V> lastNode() {
        Node<K, V> x = head;
        for (int i = level - 1; i >= 0; i--) while (x.next[i] != null) x = x.next[i];
        return x == head ? null : x;
    }

    /* Inserts or (unless onlyIfAbsent) replaces; returns the previous value. Under lock. */
    @SuppressWarnings("unchecked")
    final V doPut(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null) throw new NullPointerException();
        Node<K, V>[] preds = (Node<K, V>[]) new Node[MAX_LEVEL];
        Node<K, V> n = findPreds(key, preds).next[0];
        if (n != null && compare(n.key, key) == 0) {
            V old = n.value;
            if (!onlyIfAbsent) n.value = value;
            return old;
        }
        int l = randomLevel();
        if (l > level) {
            for (int i = level; i < l; i++) preds[i] = head;
            level = l;
        }
        Node<K, V> x = new Node<K, V>(key, value, l);
        for (int i = 0; i < l; i++) {
            x.next[i] = preds[i].next[i];
            preds[i].next[i] = x;
        }
        size++;
        return null;
    }

    /* Removes key's node; returns its value or null. Under lock. */
    @SuppressWarnings("unchecked")
    final V doRemove(Object key) {
        if (key == null) throw new NullPointerException();
        Node<K, V>[] preds = (Node<K, V>[]) new Node[MAX_LEVEL];
        Node<K, V> n = findPreds(key, preds).next[0];
        if (n == null || compare(n.key, key) != 0) return null;
        for (int i = 0; i < n.next.length; i++) {
            if (preds[i].next[i] == n) preds[i].next[i] = n.next[i];
        }
        while (level > 1 && head.next[level - 1] == null) level--;
        size--;
        return n.value;
    }

    static <K, V> Map.Entry<K, V> snapshot(Node<K, V> n) {
        return n == null ? null : new AbstractMap.SimpleImmutableEntry<K, V>(n.key, n.value);
    }

    public Comparator<? super K> comparator() { return comparator; }
    public int size() { synchronized (lock) { return size; } }
    public boolean isEmpty() { synchronized (lock) { return size == 0; } }
    public V get(Object key) { synchronized (lock) { Node<K, V> n = getNode(key); return n == null ? null : n.value; } }
    public boolean containsKey(Object key) { synchronized (lock) { return getNode(key) != null; } }
    public V getOrDefault(Object key, V defaultValue) { V v = get(key); return v == null ? defaultValue : v; }
    public boolean containsValue(Object value) {
        if (value == null) throw new NullPointerException();
        synchronized (lock) {
            for (Node<K, V> n = head.next[0]; n != null; n = n.next[0]) if (value.equals(n.value)) return true;
            return false;
        }
    }
    public V put(K key, V value) { synchronized (lock) { return doPut(key, value, false); } }
    public V putIfAbsent(K key, V value) { synchronized (lock) { return doPut(key, value, true); } }
    public V remove(Object key) { synchronized (lock) { return doRemove(key); } }
    public boolean remove(Object key, Object value) {
        if (key == null) throw new NullPointerException();
        if (value == null) return false;
        synchronized (lock) {
            Node<K, V> n = getNode(key);
            if (n == null || !value.equals(n.value)) return false;
            doRemove(key);
            return true;
        }
    }
    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) throw new NullPointerException();
        synchronized (lock) {
            Node<K, V> n = getNode(key);
            if (n == null || !oldValue.equals(n.value)) return false;
            n.value = newValue;
            return true;
        }
    }
    public V replace(K key, V value) {
        if (key == null || value == null) throw new NullPointerException();
        synchronized (lock) {
            Node<K, V> n = getNode(key);
            if (n == null) return null;
            V old = n.value;
            n.value = value;
            return old;
        }
    }
    public void clear() {
        synchronized (lock) {
            for (int i = 0; i < MAX_LEVEL; i++) head.next[i] = null;
            level = 1;
            size = 0;
        }
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> f) {
        if (key == null || f == null) throw new NullPointerException();
        synchronized (lock) {
            Node<K, V> n = getNode(key);
            if (n != null) return n.value;
            V v = f.apply(key);
            if (v != null) doPut(key, v, false);
            return v;
        }
    }
    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> f) {
        if (key == null || f == null) throw new NullPointerException();
        synchronized (lock) {
            Node<K, V> n = getNode(key);
            if (n == null) return null;
            V v = f.apply(key, n.value);
            if (v == null) doRemove(key); else n.value = v;
            return v;
        }
    }
    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> f) {
        if (key == null || f == null) throw new NullPointerException();
        synchronized (lock) {
            Node<K, V> n = getNode(key);
            V v = f.apply(key, n == null ? null : n.value);
            if (v == null) { if (n != null) doRemove(key); }
            else if (n != null) n.value = v;
            else doPut(key, v, false);
            return v;
        }
    }
    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> f) {
        if (key == null || value == null || f == null) throw new NullPointerException();
        synchronized (lock) {
            Node<K, V> n = getNode(key);
            if (n == null) { doPut(key, value, false); return value; }
            V v = f.apply(n.value, value);
            if (v == null) doRemove(key); else n.value = v;
            return v;
        }
    }
    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> f) {
        if (f == null) throw new NullPointerException();
        synchronized (lock) {
            for (Node<K, V> n = head.next[0]; n != null; n = n.next[0]) {
                V v = f.apply(n.key, n.value);
                if (v == null) throw new NullPointerException();
                n.value = v;
            }
        }
    }

    public Map.Entry<K, V> lowerEntry(K key) { return all.lowerEntry(key); }
    public K lowerKey(K key) { return all.lowerKey(key); }
    public Map.Entry<K, V> floorEntry(K key) { return all.floorEntry(key); }
    public K floorKey(K key) { return all.floorKey(key); }
    public Map.Entry<K, V> ceilingEntry(K key) { return all.ceilingEntry(key); }
    public K ceilingKey(K key) { return all.ceilingKey(key); }
    public Map.Entry<K, V> higherEntry(K key) { return all.higherEntry(key); }
    public K higherKey(K key) { return all.higherKey(key); }
    public Map.Entry<K, V> firstEntry() { return all.firstEntry(); }
    public Map.Entry<K, V> lastEntry() { return all.lastEntry(); }
    public Map.Entry<K, V> pollFirstEntry() { return all.pollFirstEntry(); }
    public Map.Entry<K, V> pollLastEntry() { return all.pollLastEntry(); }
    public K firstKey() { return all.firstKey(); }
    public K lastKey() { return all.lastKey(); }
    public Set<Map.Entry<K, V>> entrySet() { return all.entrySet(); }
    public Collection<V> values() { return all.values(); }
    public NavigableSet<K> keySet() { return all.navigableKeySet(); }
    public NavigableSet<K> navigableKeySet() { return all.navigableKeySet(); }
    public NavigableSet<K> descendingKeySet() { return all.descendingKeySet(); }
    public ConcurrentNavigableMap<K, V> descendingMap() { return all.descendingMap(); }
    public ConcurrentNavigableMap<K, V> subMap(K from, boolean fi, K to, boolean ti) { return all.subMap(from, fi, to, ti); }
    public ConcurrentNavigableMap<K, V> headMap(K to, boolean inc) { return all.headMap(to, inc); }
    public ConcurrentNavigableMap<K, V> tailMap(K from, boolean inc) { return all.tailMap(from, inc); }
    public ConcurrentNavigableMap<K, V> subMap(K from, K to) { return all.subMap(from, true, to, false); }
    public ConcurrentNavigableMap<K, V> headMap(K to) { return all.headMap(to, false); }
    public ConcurrentNavigableMap<K, V> tailMap(K from) { return all.tailMap(from, true); }

    @SuppressWarnings("unchecked")
    public ConcurrentSkipListMap<K, V> clone() {
        ConcurrentSkipListMap<K, V> c = new ConcurrentSkipListMap<K, V>(comparator);
        synchronized (lock) {
            for (Node<K, V> n = head.next[0]; n != null; n = n.next[0]) c.doPut(n.key, n.value, false);
        }
        return c;
    }

    /**
     * A range of the map (optional low and high bounds, each inclusive or
     * not), possibly in descending order.  The whole map is the unbounded
     * ascending instance {@code all}.  Bounds are always in the list's
     * ascending sense; a descending view swaps the directions of relations.
     * Every method takes the map's lock, so compound view operations are
     * atomic too.
     */
    static final class SubMap<K, V> extends AbstractMap<K, V> implements ConcurrentNavigableMap<K, V> {
        final ConcurrentSkipListMap<K, V> m;
        final boolean desc, hasLo, loInc, hasHi, hiInc;
        final K lo, hi;

        SubMap(ConcurrentSkipListMap<K, V> m, boolean desc, K lo, boolean hasLo, boolean loInc, K hi, boolean hasHi, boolean hiInc) {
            this.m = m; this.desc = desc; this.lo = lo; this.hasLo = hasLo; this.loInc = loInc;
            this.hi = hi; this.hasHi = hasHi; this.hiInc = hiInc;
        }

        boolean tooLow(Object k) { if (!hasLo) return false; int c = m.compare(k, lo); return c < 0 || (c == 0 && !loInc); }
        boolean tooHigh(Object k) { if (!hasHi) return false; int c = m.compare(k, hi); return c > 0 || (c == 0 && !hiInc); }
        boolean inRange(Object k) { return !tooLow(k) && !tooHigh(k); }
        void checkKey(Object k) { if (k == null) throw new NullPointerException(); }

        /* Ascending navigation clipped to the range; callers hold m.lock. */
        Node<K, V> absLowest() {
            Node<K, V> n = !hasLo ? m.firstNode() : m.find(lo, loInc ? GE : GT);
            return n == null || tooHigh(n.key) ? null : n;
        }
        Node<K, V> absHighest() {
            Node<K, V> n = !hasHi ? m.lastNode() : m.find(hi, hiInc ? LE : LT);
            return n == null || tooLow(n.key) ? null : n;
        }
        Node<K, V> absRel(Object key, int rel) {
            checkKey(key);
            if ((rel == GE || rel == GT) && tooLow(key)) return absLowest();
            if ((rel == LE || rel == LT) && tooHigh(key)) return absHighest();
            Node<K, V> n = m.find(key, rel);
            return n == null || !inRange(n.key) ? null : n;
        }
        /* Relations in view order; callers hold m.lock. */
        Node<K, V> rel(Object key, int r) { return absRel(key, desc ? 3 - r : r); }
        Node<K, V> first() { return desc ? absHighest() : absLowest(); }
        Node<K, V> last() { return desc ? absLowest() : absHighest(); }

        Map.Entry<K, V> entry(Object key, int r) { synchronized (m.lock) { return snapshot(rel(key, r)); } }
        K key(Object key, int r) { synchronized (m.lock) { Node<K, V> n = rel(key, r); return n == null ? null : n.key; } }

        public Comparator<? super K> comparator() {
            Comparator<? super K> c = m.comparator;
            if (!desc) return c;
            return c == null ? Collections.<K>reverseOrder() : Collections.reverseOrder(c);
        }
        public Map.Entry<K, V> lowerEntry(K k) { return entry(k, LT); }
        public K lowerKey(K k) { return key(k, LT); }
        public Map.Entry<K, V> floorEntry(K k) { return entry(k, LE); }
        public K floorKey(K k) { return key(k, LE); }
        public Map.Entry<K, V> ceilingEntry(K k) { return entry(k, GE); }
        public K ceilingKey(K k) { return key(k, GE); }
        public Map.Entry<K, V> higherEntry(K k) { return entry(k, GT); }
        public K higherKey(K k) { return key(k, GT); }
        public Map.Entry<K, V> firstEntry() { synchronized (m.lock) { return snapshot(first()); } }
        public Map.Entry<K, V> lastEntry() { synchronized (m.lock) { return snapshot(last()); } }
        public K firstKey() {
            synchronized (m.lock) { Node<K, V> n = first(); if (n == null) throw new NoSuchElementException(); return n.key; }
        }
        public K lastKey() {
            synchronized (m.lock) { Node<K, V> n = last(); if (n == null) throw new NoSuchElementException(); return n.key; }
        }
        public Map.Entry<K, V> pollFirstEntry() {
            synchronized (m.lock) {
                Node<K, V> n = first();
                if (n == null) return null;
                m.doRemove(n.key);
                return snapshot(n);
            }
        }
        public Map.Entry<K, V> pollLastEntry() {
            synchronized (m.lock) {
                Node<K, V> n = last();
                if (n == null) return null;
                m.doRemove(n.key);
                return snapshot(n);
            }
        }

        public int size() {
            synchronized (m.lock) {
                if (!hasLo && !hasHi) return m.size;
                int c = 0;
                Node<K, V> n = absLowest();
                while (n != null && !tooHigh(n.key)) { c++; n = n.next[0]; }
                return c;
            }
        }
        public boolean isEmpty() { synchronized (m.lock) { return first() == null; } }
        public boolean containsKey(Object k) { checkKey(k); synchronized (m.lock) { return inRange(k) && m.getNode(k) != null; } }
        public V get(Object k) {
            checkKey(k);
            synchronized (m.lock) { if (!inRange(k)) return null; Node<K, V> n = m.getNode(k); return n == null ? null : n.value; }
        }
        public boolean containsValue(Object v) {
            if (v == null) throw new NullPointerException();
            synchronized (m.lock) {
                Node<K, V> n = absLowest();
                for (; n != null && !tooHigh(n.key); n = n.next[0]) if (v.equals(n.value)) return true;
                return false;
            }
        }
        private void checkPut(Object k) {
            checkKey(k);
            if (!inRange(k)) throw new IllegalArgumentException("key out of range");
        }
        public V put(K k, V v) { synchronized (m.lock) { checkPut(k); return m.doPut(k, v, false); } }
        public V putIfAbsent(K k, V v) { synchronized (m.lock) { checkPut(k); return m.doPut(k, v, true); } }
        public V remove(Object k) { checkKey(k); synchronized (m.lock) { return inRange(k) ? m.doRemove(k) : null; } }
        public boolean remove(Object k, Object v) {
            checkKey(k);
            synchronized (m.lock) { return inRange(k) && m.remove(k, v); }
        }
        public boolean replace(K k, V o, V v) {
            checkKey(k);
            synchronized (m.lock) { return inRange(k) && m.replace(k, o, v); }
        }
        public V replace(K k, V v) {
            checkKey(k);
            synchronized (m.lock) { return inRange(k) ? m.replace(k, v) : null; }
        }
        public V computeIfAbsent(K k, Function<? super K, ? extends V> f) {
            synchronized (m.lock) { checkPut(k); return m.computeIfAbsent(k, f); }
        }
        public V computeIfPresent(K k, BiFunction<? super K, ? super V, ? extends V> f) {
            synchronized (m.lock) { checkPut(k); return m.computeIfPresent(k, f); }
        }
        public V compute(K k, BiFunction<? super K, ? super V, ? extends V> f) {
            synchronized (m.lock) { checkPut(k); return m.compute(k, f); }
        }
        public V merge(K k, V v, BiFunction<? super V, ? super V, ? extends V> f) {
            synchronized (m.lock) { checkPut(k); return m.merge(k, v, f); }
        }
        public void clear() {
            synchronized (m.lock) {
                if (!hasLo && !hasHi) { m.clear(); return; }
                Node<K, V> n;
                while ((n = absLowest()) != null) m.doRemove(n.key);
            }
        }

        public ConcurrentNavigableMap<K, V> descendingMap() {
            return new SubMap<K, V>(m, !desc, lo, hasLo, loInc, hi, hasHi, hiInc);
        }
        public NavigableSet<K> navigableKeySet() { return new KeySet<K>(this); }
        public NavigableSet<K> keySet() { return navigableKeySet(); }
        public NavigableSet<K> descendingKeySet() { return new KeySet<K>((SubMap<K, V>) descendingMap()); }

        /* Bounds given in view order become ascending bounds. */
        public ConcurrentNavigableMap<K, V> subMap(K from, boolean fi, K to, boolean ti) {
            checkKey(from); checkKey(to);
            if (m.compare(from, to) * (desc ? -1 : 1) > 0) throw new IllegalArgumentException("fromKey > toKey");
            return desc ? sub(to, true, ti, from, true, fi) : sub(from, true, fi, to, true, ti);
        }
        public ConcurrentNavigableMap<K, V> headMap(K to, boolean inc) {
            checkKey(to);
            return desc ? sub(to, true, inc, null, false, false) : sub(null, false, false, to, true, inc);
        }
        public ConcurrentNavigableMap<K, V> tailMap(K from, boolean inc) {
            checkKey(from);
            return desc ? sub(null, false, false, from, true, inc) : sub(from, true, inc, null, false, false);
        }
        public ConcurrentNavigableMap<K, V> subMap(K from, K to) { return subMap(from, true, to, false); }
        public ConcurrentNavigableMap<K, V> headMap(K to) { return headMap(to, false); }
        public ConcurrentNavigableMap<K, V> tailMap(K from) { return tailMap(from, true); }

        private SubMap<K, V> sub(K l, boolean hl, boolean li, K h, boolean hh, boolean hi2) {
            if (hl && !inRange(l) && !(hasLo && m.compare(l, lo) == 0)) throw new IllegalArgumentException("fromKey out of range");
            if (hh && !inRange(h) && !(hasHi && m.compare(h, hi) == 0)) throw new IllegalArgumentException("toKey out of range");
            K nl = lo; boolean nhl = hasLo, nli = loInc;
            if (hl) { nl = l; nhl = true; nli = li && (!hasLo || m.compare(l, lo) != 0 || loInc); }
            K nh = hi; boolean nhh = hasHi, nhi = hiInc;
            if (hh) { nh = h; nhh = true; nhi = hi2 && (!hasHi || m.compare(h, hi) != 0 || hiInc); }
            return new SubMap<K, V>(m, desc, nl, nhl, nli, nh, nhh, nhi);
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() { return new Iter<Map.Entry<K, V>>(SubMap.this, 2); }
                public int size() { return SubMap.this.size(); }
                public boolean isEmpty() { return SubMap.this.isEmpty(); }
                public boolean contains(Object o) {
                    if (!(o instanceof Map.Entry)) return false;
                    Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                    Object k = e.getKey(), v = e.getValue();
                    if (k == null || v == null) return false;
                    synchronized (m.lock) {
                        if (!inRange(k)) return false;
                        Node<K, V> n = m.getNode(k);
                        return n != null && v.equals(n.value);
                    }
                }
                public boolean remove(Object o) {
                    if (!(o instanceof Map.Entry)) return false;
                    Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                    Object k = e.getKey(), v = e.getValue();
                    if (k == null || v == null) return false;
                    return SubMap.this.remove(k, v);
                }
                public void clear() { SubMap.this.clear(); }
            };
        }
        public Collection<V> values() {
            return new AbstractCollection<V>() {
                public Iterator<V> iterator() { return new Iter<V>(SubMap.this, 1); }
                public int size() { return SubMap.this.size(); }
                public boolean isEmpty() { return SubMap.this.isEmpty(); }
                public boolean contains(Object o) { return SubMap.this.containsValue(o); }
                public void clear() { SubMap.this.clear(); }
            };
        }
    }

    /*
     * Iterates a view in view order: what = 0 keys, 1 values, 2 entries.
     * Holds the next key and value read under the lock; the following one is
     * looked up (under the lock) from that key, so removals and insertions
     * elsewhere never invalidate it.
     */
    static final class Iter<T> implements Iterator<T> {
        private final SubMap<?, ?> v;
        private final int what;
        private Object nextKey, nextValue, lastKey;

        Iter(SubMap<?, ?> v, int what) {
            this.v = v;
            this.what = what;
            synchronized (v.m.lock) { load(v.first()); }
        }
        private void load(Node<?, ?> n) {
            if (n == null) { nextKey = null; nextValue = null; }
            else { nextKey = n.key; nextValue = n.value; }
        }
        public boolean hasNext() { return nextKey != null; }
        @SuppressWarnings("unchecked")
        public T next() {
            Object k = nextKey, val = nextValue;
            if (k == null) throw new NoSuchElementException();
            lastKey = k;
            synchronized (v.m.lock) { load(v.rel(k, GT)); }
            if (what == 0) return (T) k;
            if (what == 1) return (T) val;
            return (T) new AbstractMap.SimpleImmutableEntry<Object, Object>(k, val);
        }
        public void remove() {
            Object k = lastKey;
            if (k == null) throw new IllegalStateException();
            v.m.remove(k);
            lastKey = null;
        }
    }

    /* The keys of a view as a NavigableSet (removal supported, no additions). */
    static final class KeySet<K> extends AbstractSet<K> implements NavigableSet<K> {
        final SubMap<K, ?> v;
        KeySet(SubMap<K, ?> v) { this.v = v; }
        public Iterator<K> iterator() { return new Iter<K>(v, 0); }
        public Iterator<K> descendingIterator() { return descendingSet().iterator(); }
        public int size() { return v.size(); }
        public boolean isEmpty() { return v.isEmpty(); }
        public boolean contains(Object o) { return v.containsKey(o); }
        public boolean remove(Object o) { return v.remove(o) != null; }
        public void clear() { v.clear(); }
        public Comparator<? super K> comparator() { return v.comparator(); }
        public K first() { return v.firstKey(); }
        public K last() { return v.lastKey(); }
        public K lower(K e) { return v.lowerKey(e); }
        public K floor(K e) { return v.floorKey(e); }
        public K ceiling(K e) { return v.ceilingKey(e); }
        public K higher(K e) { return v.higherKey(e); }
        public K pollFirst() { Map.Entry<K, ?> e = v.pollFirstEntry(); return e == null ? null : e.getKey(); }
        public K pollLast() { Map.Entry<K, ?> e = v.pollLastEntry(); return e == null ? null : e.getKey(); }
        public NavigableSet<K> descendingSet() { return new KeySet<K>((SubMap<K, ?>) v.descendingMap()); }
        public NavigableSet<K> subSet(K f, boolean fi, K t, boolean ti) { return new KeySet<K>((SubMap<K, ?>) v.subMap(f, fi, t, ti)); }
        public NavigableSet<K> headSet(K t, boolean inc) { return new KeySet<K>((SubMap<K, ?>) v.headMap(t, inc)); }
        public NavigableSet<K> tailSet(K f, boolean inc) { return new KeySet<K>((SubMap<K, ?>) v.tailMap(f, inc)); }
        public SortedSet<K> subSet(K f, K t) { return subSet(f, true, t, false); }
        public SortedSet<K> headSet(K t) { return headSet(t, false); }
        public SortedSet<K> tailSet(K f) { return tailSet(f, true); }
    }
}
