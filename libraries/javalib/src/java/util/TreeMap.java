package java.util;

/*
 * A sorted map kept in an AVL tree.  The tree itself is private: what users
 * see is the key order, which is the comparator's (or the keys' natural
 * order).  Navigation is done by descending from the root, so iterators
 * remember the last key they returned and ask for the next higher one; they
 * are fail-fast through modCount.  Sub-maps and descending maps are views
 * (class View) over the same tree, bounded by optional low and high keys.
 */
public class TreeMap<K, V> extends AbstractMap<K, V>
        implements NavigableMap<K, V>, Cloneable, java.io.Serializable {

    static final class Node<K, V> implements Map.Entry<K, V> {
        K key;
        V value;
        Node<K, V> left, right;
        int height = 1;

        Node(K key, V value) { this.key = key; this.value = value; }
        public K getKey() { return key; }
        public V getValue() { return value; }
        public V setValue(V v) { V old = value; value = v; return old; }
        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return Objects.equals(key, e.getKey()) && Objects.equals(value, e.getValue());
        }
        public int hashCode() { return Objects.hashCode(key) ^ Objects.hashCode(value); }
        public String toString() { return key + "=" + value; }
    }

    private final Comparator<? super K> comparator;
    private transient Node<K, V> root;
    private transient int size;
    transient int modCount;

    /* The stock JVM's serial form: the field `Comparator comparator`, then
     * (custom data) the size and each key and value in key order. */
    private static final long serialVersionUID = 919286545866124006L;

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeInt(size);
        writeNodes(s, root);
    }

    private static void writeNodes(java.io.ObjectOutputStream s, Node<?, ?> n) throws java.io.IOException {
        while (n != null) {
            writeNodes(s, n.left);
            s.writeObject(n.key);
            s.writeObject(n.value);
            n = n.right;
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        all = new View<K, V>(this, false, null, false, false, null, false, false);
        int n = s.readInt();
        if (n < 0) throw new java.io.InvalidObjectException("Illegal size: " + n);
        for (int i = 0; i < n; i++) {
            K k = (K) s.readObject();
            put(k, (V) s.readObject());
        }
    }

    public TreeMap() { comparator = null; }
    public TreeMap(Comparator<? super K> comparator) { this.comparator = comparator; }
    public TreeMap(Map<? extends K, ? extends V> m) { comparator = null; putAll(m); }
    public TreeMap(SortedMap<K, ? extends V> m) { comparator = m.comparator(); putAll(m); }

    @SuppressWarnings("unchecked")
    final int compare(Object a, Object b) {
        if (comparator != null) return comparator.compare((K) a, (K) b);
        if (a == null || b == null) throw new NullPointerException();
        return ((Comparable<Object>) a).compareTo(b);
    }

    public Comparator<? super K> comparator() { return comparator; }
    public int size() { return size; }

    /* ------------------------------------------------------------ AVL */

    private static int h(Node<?, ?> n) { return n == null ? 0 : n.height; }
    private static void fix(Node<?, ?> n) { n.height = Math.max(h(n.left), h(n.right)) + 1; }

    private static <K, V> Node<K, V> rotateRight(Node<K, V> n) {
        Node<K, V> l = n.left;
        n.left = l.right;
        l.right = n;
        fix(n);
        fix(l);
        return l;
    }

    private static <K, V> Node<K, V> rotateLeft(Node<K, V> n) {
        Node<K, V> r = n.right;
        n.right = r.left;
        r.left = n;
        fix(n);
        fix(r);
        return r;
    }

    private static <K, V> Node<K, V> balance(Node<K, V> n) {
        fix(n);
        int b = h(n.left) - h(n.right);
        if (b > 1) {
            if (h(n.left.left) < h(n.left.right)) n.left = rotateLeft(n.left);
            return rotateRight(n);
        }
        if (b < -1) {
            if (h(n.right.right) < h(n.right.left)) n.right = rotateRight(n.right);
            return rotateLeft(n);
        }
        return n;
    }

    private transient V oldValue;
    private transient boolean found;

    private Node<K, V> insert(Node<K, V> n, K key, V value) {
        if (n == null) {
            size++;
            modCount++;
            found = false;
            return new Node<K, V>(key, value);
        }
        int c = compare(key, n.key);
        if (c == 0) {
            found = true;
            oldValue = n.value;
            n.value = value;
            return n;
        }
        if (c < 0) n.left = insert(n.left, key, value);
        else n.right = insert(n.right, key, value);
        return balance(n);
    }

    private Node<K, V> removeMin(Node<K, V> n, Node<K, V>[] min) {
        if (n.left == null) {
            min[0] = n;
            return n.right;
        }
        n.left = removeMin(n.left, min);
        return balance(n);
    }

    @SuppressWarnings("unchecked")
    private Node<K, V> delete(Node<K, V> n, Object key) {
        if (n == null) { found = false; return null; }
        int c = compare(key, n.key);
        if (c < 0) { n.left = delete(n.left, key); return balance(n); }
        if (c > 0) { n.right = delete(n.right, key); return balance(n); }
        found = true;
        oldValue = n.value;
        size--;
        modCount++;
        if (n.left == null) return n.right;
        if (n.right == null) return n.left;
        Node<K, V>[] min = (Node<K, V>[]) new Node[1];
        Node<K, V> r = removeMin(n.right, min);
        Node<K, V> m = min[0];
        m.right = r;
        m.left = n.left;
        return balance(m);
    }

    public V put(K key, V value) {
        if (root == null) compare(key, key);   // type and null check, as the JDK does
        root = insert(root, key, value);
        V old = found ? oldValue : null;
        oldValue = null;
        return old;
    }

    public V remove(Object key) {
        if (getNode(key) == null) return null;
        root = delete(root, key);
        V old = oldValue;
        oldValue = null;
        return old;
    }

    public void clear() { root = null; size = 0; modCount++; }

    final Node<K, V> getNode(Object key) {
        Node<K, V> n = root;
        if (n == null && key == null && comparator == null) throw new NullPointerException();
        while (n != null) {
            int c = compare(key, n.key);
            if (c == 0) return n;
            n = c < 0 ? n.left : n.right;
        }
        return null;
    }

    public V get(Object key) { Node<K, V> n = getNode(key); return n == null ? null : n.value; }
    public boolean containsKey(Object key) { return getNode(key) != null; }

    /* Navigation over the whole tree: rel is one of the relations below. */
    static final int LT = 0, LE = 1, GE = 2, GT = 3;

    final Node<K, V> find(Object key, int rel) {
        Node<K, V> n = root, best = null;
        while (n != null) {
            int c = compare(key, n.key);
            if (rel == LT || rel == LE) {
                if (c > 0 || (c == 0 && rel == LE)) { best = n; if (c == 0) return n; n = n.right; }
                else n = n.left;
            } else {
                if (c < 0 || (c == 0 && rel == GE)) { best = n; if (c == 0) return n; n = n.left; }
                else n = n.right;
            }
        }
        return best;
    }

    final Node<K, V> firstNode() { Node<K, V> n = root; if (n != null) while (n.left != null) n = n.left; return n; }
    final Node<K, V> lastNode() { Node<K, V> n = root; if (n != null) while (n.right != null) n = n.right; return n; }

    private transient View<K, V> all = new View<K, V>(this, false, null, false, false, null, false, false);

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
    public Set<K> keySet() { return all.navigableKeySet(); }
    public NavigableSet<K> navigableKeySet() { return all.navigableKeySet(); }
    public NavigableSet<K> descendingKeySet() { return all.descendingKeySet(); }
    public NavigableMap<K, V> descendingMap() { return all.descendingMap(); }
    public NavigableMap<K, V> subMap(K from, boolean fi, K to, boolean ti) { return all.subMap(from, fi, to, ti); }
    public NavigableMap<K, V> headMap(K to, boolean inc) { return all.headMap(to, inc); }
    public NavigableMap<K, V> tailMap(K from, boolean inc) { return all.tailMap(from, inc); }
    public SortedMap<K, V> subMap(K from, K to) { return all.subMap(from, true, to, false); }
    public SortedMap<K, V> headMap(K to) { return all.headMap(to, false); }
    public SortedMap<K, V> tailMap(K from) { return all.tailMap(from, true); }

    @SuppressWarnings("unchecked")
    public Object clone() {
        TreeMap<K, V> m = new TreeMap<K, V>(comparator);
        m.putAll(this);
        return m;
    }

    static <K, V> Map.Entry<K, V> snapshot(Node<K, V> n) {
        return n == null ? null : new AbstractMap.SimpleImmutableEntry<K, V>(n.key, n.value);
    }

    /*
     * A range of the tree, ascending or descending.  Bounds are optional
     * (hasLo/hasHi); "lower"/"higher" are in the view's own order, so a
     * descending view swaps the directions of the tree's relations.
     */
    static final class View<K, V> extends AbstractMap<K, V> implements NavigableMap<K, V> {
        final TreeMap<K, V> m;
        final boolean desc, hasLo, loInc, hasHi, hiInc;
        final K lo, hi;

        View(TreeMap<K, V> m, boolean desc, K lo, boolean hasLo, boolean loInc, K hi, boolean hasHi, boolean hiInc) {
            this.m = m; this.desc = desc; this.lo = lo; this.hasLo = hasLo; this.loInc = loInc;
            this.hi = hi; this.hasHi = hasHi; this.hiInc = hiInc;
        }

        boolean tooLow(Object k) { if (!hasLo) return false; int c = m.compare(k, lo); return c < 0 || (c == 0 && !loInc); }
        boolean tooHigh(Object k) { if (!hasHi) return false; int c = m.compare(k, hi); return c > 0 || (c == 0 && !hiInc); }
        boolean inRange(Object k) { return !tooLow(k) && !tooHigh(k); }

        /* Tree-order navigation clipped to the range. */
        Node<K, V> absLowest() {
            Node<K, V> n = !hasLo ? m.firstNode() : m.find(lo, loInc ? GE : GT);
            return n == null || tooHigh(n.key) ? null : n;
        }
        Node<K, V> absHighest() {
            Node<K, V> n = !hasHi ? m.lastNode() : m.find(hi, hiInc ? LE : LT);
            return n == null || tooLow(n.key) ? null : n;
        }
        Node<K, V> absRel(Object key, int rel) {
            if ((rel == GE || rel == GT) && tooLow(key)) return absLowest();
            if ((rel == LE || rel == LT) && tooHigh(key)) return absHighest();
            Node<K, V> n = m.find(key, rel);
            return n == null || !inRange(n.key) ? null : n;
        }
        /* Relations in view order. */
        Node<K, V> rel(Object key, int r) { return absRel(key, desc ? 3 - r : r); }
        Node<K, V> first() { return desc ? absHighest() : absLowest(); }
        Node<K, V> last() { return desc ? absLowest() : absHighest(); }
        Node<K, V> next(K key) { return rel(key, GT); }

        public Comparator<? super K> comparator() {
            Comparator<? super K> c = m.comparator;
            if (!desc) return c;
            return c == null ? Collections.<K>reverseOrder() : Collections.reverseOrder(c);
        }
        public Map.Entry<K, V> lowerEntry(K k) { return snapshot(rel(k, LT)); }
        public K lowerKey(K k) { Node<K, V> n = rel(k, LT); return n == null ? null : n.key; }
        public Map.Entry<K, V> floorEntry(K k) { return snapshot(rel(k, LE)); }
        public K floorKey(K k) { Node<K, V> n = rel(k, LE); return n == null ? null : n.key; }
        public Map.Entry<K, V> ceilingEntry(K k) { return snapshot(rel(k, GE)); }
        public K ceilingKey(K k) { Node<K, V> n = rel(k, GE); return n == null ? null : n.key; }
        public Map.Entry<K, V> higherEntry(K k) { return snapshot(rel(k, GT)); }
        public K higherKey(K k) { Node<K, V> n = rel(k, GT); return n == null ? null : n.key; }
        public Map.Entry<K, V> firstEntry() { return snapshot(first()); }
        public Map.Entry<K, V> lastEntry() { return snapshot(last()); }
        public K firstKey() { Node<K, V> n = first(); if (n == null) throw new NoSuchElementException(); return n.key; }
        public K lastKey() { Node<K, V> n = last(); if (n == null) throw new NoSuchElementException(); return n.key; }
        public Map.Entry<K, V> pollFirstEntry() {
            Node<K, V> n = first();
            if (n == null) return null;
            Map.Entry<K, V> e = snapshot(n);
            m.remove(n.key);
            return e;
        }
        public Map.Entry<K, V> pollLastEntry() {
            Node<K, V> n = last();
            if (n == null) return null;
            Map.Entry<K, V> e = snapshot(n);
            m.remove(n.key);
            return e;
        }

        public int size() {
            if (!hasLo && !hasHi) return m.size;
            int c = 0;
            for (Node<K, V> n = first(); n != null; n = next(n.key)) c++;
            return c;
        }
        public boolean isEmpty() { return first() == null; }
        public boolean containsKey(Object k) { return inRange(k) && m.getNode(k) != null; }
        public V get(Object k) { return inRange(k) ? m.get(k) : null; }
        public V put(K k, V v) {
            if (!inRange(k)) throw new IllegalArgumentException("key out of range");
            return m.put(k, v);
        }
        public V remove(Object k) { return inRange(k) ? m.remove(k) : null; }
        public void clear() {
            if (!hasLo && !hasHi) { m.clear(); return; }
            Node<K, V> n;
            while ((n = first()) != null) m.remove(n.key);
        }

        public NavigableMap<K, V> descendingMap() {
            return new View<K, V>(m, !desc, lo, hasLo, loInc, hi, hasHi, hiInc);
        }
        public NavigableSet<K> navigableKeySet() { return new KeySet<K>(this); }
        public Set<K> keySet() { return navigableKeySet(); }
        public NavigableSet<K> descendingKeySet() { return descendingMap().navigableKeySet(); }

        /* Bounds given in view order become tree bounds. */
        public NavigableMap<K, V> subMap(K from, boolean fi, K to, boolean ti) {
            if (m.compare(from, to) * (desc ? -1 : 1) > 0) throw new IllegalArgumentException("fromKey > toKey");
            return desc ? sub(to, true, ti, from, true, fi) : sub(from, true, fi, to, true, ti);
        }
        public NavigableMap<K, V> headMap(K to, boolean inc) {
            return desc ? sub(to, true, inc, null, false, false) : sub(null, false, false, to, true, inc);
        }
        public NavigableMap<K, V> tailMap(K from, boolean inc) {
            return desc ? sub(null, false, false, from, true, inc) : sub(from, true, inc, null, false, false);
        }
        public SortedMap<K, V> subMap(K from, K to) { return subMap(from, true, to, false); }
        public SortedMap<K, V> headMap(K to) { return headMap(to, false); }
        public SortedMap<K, V> tailMap(K from) { return tailMap(from, true); }

        private View<K, V> sub(K l, boolean hl, boolean li, K h, boolean hh, boolean hi2) {
            if (hl) { m.compare(l, l); if (!inRange(l) && !(hasLo && m.compare(l, lo) == 0)) throw new IllegalArgumentException("fromKey out of range"); }
            if (hh) { m.compare(h, h); if (!inRange(h) && !(hasHi && m.compare(h, hi) == 0)) throw new IllegalArgumentException("toKey out of range"); }
            K nl = lo; boolean nhl = hasLo, nli = loInc;
            if (hl) { nl = l; nhl = true; nli = li && (!hasLo || m.compare(l, lo) != 0 || loInc); }
            K nh = hi; boolean nhh = hasHi, nhi = hiInc;
            if (hh) { nh = h; nhh = true; nhi = hi2 && (!hasHi || m.compare(h, hi) != 0 || hiInc); }
            return new View<K, V>(m, desc, nl, nhl, nli, nh, nhh, nhi);
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() { return new Iter<Map.Entry<K, V>>(View.this, 2); }
                public int size() { return View.this.size(); }
                public boolean contains(Object o) {
                    if (!(o instanceof Map.Entry)) return false;
                    Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                    Object k = e.getKey();
                    if (!inRange(k)) return false;
                    Node<K, V> n = m.getNode(k);
                    return n != null && Objects.equals(n.value, e.getValue());
                }
                public boolean remove(Object o) {
                    if (!contains(o)) return false;
                    m.remove(((Map.Entry<?, ?>) o).getKey());
                    return true;
                }
                public void clear() { View.this.clear(); }
            };
        }
        public Collection<V> values() {
            return new AbstractCollection<V>() {
                public Iterator<V> iterator() { return new Iter<V>(View.this, 1); }
                public int size() { return View.this.size(); }
                public void clear() { View.this.clear(); }
            };
        }
    }

    /* Iterates a view: what = 0 keys, 1 values, 2 entries. */
    static final class Iter<T> implements Iterator<T> {
        private final View<?, ?> v;
        private final int what;
        private Node<?, ?> next, last;
        private int expected;

        Iter(View<?, ?> v, int what) {
            this.v = v;
            this.what = what;
            next = v.first();
            expected = v.m.modCount;
        }
        public boolean hasNext() { return next != null; }
        @SuppressWarnings({"unchecked", "rawtypes"})
        public T next() {
            if (next == null) throw new NoSuchElementException();
            if (v.m.modCount != expected) throw new ConcurrentModificationException();
            last = next;
            next = ((View) v).next(last.key);
            return (T) (what == 0 ? last.key : what == 1 ? last.value : last);
        }
        public void remove() {
            if (last == null) throw new IllegalStateException();
            if (v.m.modCount != expected) throw new ConcurrentModificationException();
            v.m.remove(last.key);
            last = null;
            expected = v.m.modCount;
        }
    }

    static final class KeySet<K> extends AbstractSet<K> implements NavigableSet<K> {
        final View<K, ?> v;
        KeySet(View<K, ?> v) { this.v = v; }
        public Iterator<K> iterator() { return new Iter<K>(v, 0); }
        public Iterator<K> descendingIterator() { return descendingSet().iterator(); }
        public int size() { return v.size(); }
        public boolean isEmpty() { return v.isEmpty(); }
        public boolean contains(Object o) { return v.containsKey(o); }
        public boolean remove(Object o) { if (!v.containsKey(o)) return false; v.remove(o); return true; }
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
        public NavigableSet<K> descendingSet() { return new KeySet<K>((View<K, ?>) v.descendingMap()); }
        public NavigableSet<K> subSet(K f, boolean fi, K t, boolean ti) { return new KeySet<K>((View<K, ?>) v.subMap(f, fi, t, ti)); }
        public NavigableSet<K> headSet(K t, boolean inc) { return new KeySet<K>((View<K, ?>) v.headMap(t, inc)); }
        public NavigableSet<K> tailSet(K f, boolean inc) { return new KeySet<K>((View<K, ?>) v.tailMap(f, inc)); }
        public SortedSet<K> subSet(K f, K t) { return subSet(f, true, t, false); }
        public SortedSet<K> headSet(K t) { return headSet(t, false); }
        public SortedSet<K> tailSet(K f) { return tailSet(f, true); }
    }
}
