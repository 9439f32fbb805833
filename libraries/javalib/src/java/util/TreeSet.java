package java.util;

/* A sorted set: the keys of a TreeMap whose values are all PRESENT. */
public class TreeSet<E> extends AbstractSet<E> implements NavigableSet<E>, Cloneable, java.io.Serializable {
    private static final Object PRESENT = new Object();
    private transient NavigableMap<E, Object> m;

    /* The stock JVM's serial form: no fields; (custom data) the comparator
     * (an object, null for the natural order), the size and each element in
     * order. */
    private static final long serialVersionUID = -2479143000061671589L;

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeObject(m.comparator());
        s.writeInt(m.size());
        for (E e : m.navigableKeySet()) s.writeObject(e);
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        Comparator<? super E> c = (Comparator<? super E>) s.readObject();
        m = new TreeMap<E, Object>(c);
        int n = s.readInt();
        if (n < 0) throw new java.io.InvalidObjectException("Illegal size: " + n);
        for (int i = 0; i < n; i++) m.put((E) s.readObject(), PRESENT);
    }

    private TreeSet(NavigableMap<E, Object> m) { this.m = m; }
    public TreeSet() { this(new TreeMap<E, Object>()); }
    public TreeSet(Comparator<? super E> c) { this(new TreeMap<E, Object>(c)); }
    public TreeSet(Collection<? extends E> c) { this(); addAll(c); }
    public TreeSet(SortedSet<E> s) { this(s.comparator()); addAll(s); }

    public Iterator<E> iterator() { return m.navigableKeySet().iterator(); }
    public Iterator<E> descendingIterator() { return m.descendingKeySet().iterator(); }
    public NavigableSet<E> descendingSet() { return new TreeSet<E>(m.descendingMap()); }
    public int size() { return m.size(); }
    public boolean isEmpty() { return m.isEmpty(); }
    public boolean contains(Object o) { return m.containsKey(o); }
    public boolean add(E e) { return m.put(e, PRESENT) == null; }
    public boolean remove(Object o) { return m.remove(o) == PRESENT; }
    public void clear() { m.clear(); }
    public Comparator<? super E> comparator() { return m.comparator(); }
    public E first() { return m.firstKey(); }
    public E last() { return m.lastKey(); }
    public E lower(E e) { return m.lowerKey(e); }
    public E floor(E e) { return m.floorKey(e); }
    public E ceiling(E e) { return m.ceilingKey(e); }
    public E higher(E e) { return m.higherKey(e); }
    public E pollFirst() { Map.Entry<E, ?> e = m.pollFirstEntry(); return e == null ? null : e.getKey(); }
    public E pollLast() { Map.Entry<E, ?> e = m.pollLastEntry(); return e == null ? null : e.getKey(); }
    public NavigableSet<E> subSet(E f, boolean fi, E t, boolean ti) { return new TreeSet<E>(m.subMap(f, fi, t, ti)); }
    public NavigableSet<E> headSet(E t, boolean inc) { return new TreeSet<E>(m.headMap(t, inc)); }
    public NavigableSet<E> tailSet(E f, boolean inc) { return new TreeSet<E>(m.tailMap(f, inc)); }
    public SortedSet<E> subSet(E f, E t) { return subSet(f, true, t, false); }
    public SortedSet<E> headSet(E t) { return headSet(t, false); }
    public SortedSet<E> tailSet(E f) { return tailSet(f, true); }
    public Object clone() { TreeSet<E> s = new TreeSet<E>(comparator()); s.addAll(this); return s; }
}
