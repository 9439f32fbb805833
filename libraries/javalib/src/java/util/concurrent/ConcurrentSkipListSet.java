package java.util.concurrent;

import java.util.AbstractSet;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableSet;
import java.util.SortedSet;

/**
 * A sorted concurrent set: the keys of a ConcurrentSkipListMap (or of one of
 * its views) mapped to Boolean.TRUE.  Atomicity and weakly consistent
 * iteration are the map's (see ConcurrentSkipListMap); subset and descending
 * views are sets over the corresponding map views, so they are live.
 */
public class ConcurrentSkipListSet<E> extends AbstractSet<E>
        implements NavigableSet<E>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -2479143111061671589L;

    private final ConcurrentNavigableMap<E, Object> m;

    public ConcurrentSkipListSet() { m = new ConcurrentSkipListMap<E, Object>(); }
    public ConcurrentSkipListSet(Comparator<? super E> comparator) { m = new ConcurrentSkipListMap<E, Object>(comparator); }
    public ConcurrentSkipListSet(Collection<? extends E> c) { m = new ConcurrentSkipListMap<E, Object>(); addAll(c); }
    public ConcurrentSkipListSet(SortedSet<E> s) { m = new ConcurrentSkipListMap<E, Object>(s.comparator()); addAll(s); }
    ConcurrentSkipListSet(ConcurrentNavigableMap<E, Object> m) { this.m = m; }

    public int size() { return m.size(); }
    public boolean isEmpty() { return m.isEmpty(); }
    public boolean contains(Object o) { return m.containsKey(o); }
    public boolean add(E e) { return m.putIfAbsent(e, Boolean.TRUE) == null; }
    public boolean remove(Object o) { return m.remove(o, Boolean.TRUE); }
    public void clear() { m.clear(); }
    public Iterator<E> iterator() { return m.navigableKeySet().iterator(); }
    public Iterator<E> descendingIterator() { return m.descendingKeySet().iterator(); }
    public Comparator<? super E> comparator() { return m.comparator(); }
    public E first() { return m.firstKey(); }
    public E last() { return m.lastKey(); }
    public E lower(E e) { return m.lowerKey(e); }
    public E floor(E e) { return m.floorKey(e); }
    public E ceiling(E e) { return m.ceilingKey(e); }
    public E higher(E e) { return m.higherKey(e); }
    public E pollFirst() { Map.Entry<E, Object> e = m.pollFirstEntry(); return e == null ? null : e.getKey(); }
    public E pollLast() { Map.Entry<E, Object> e = m.pollLastEntry(); return e == null ? null : e.getKey(); }

    public boolean removeAll(Collection<?> c) {
        boolean changed = false;
        for (Object o : c) if (remove(o)) changed = true;
        return changed;
    }

    public NavigableSet<E> descendingSet() { return new ConcurrentSkipListSet<E>(m.descendingMap()); }
    public NavigableSet<E> subSet(E f, boolean fi, E t, boolean ti) { return new ConcurrentSkipListSet<E>(m.subMap(f, fi, t, ti)); }
    public NavigableSet<E> headSet(E t, boolean inc) { return new ConcurrentSkipListSet<E>(m.headMap(t, inc)); }
    public NavigableSet<E> tailSet(E f, boolean inc) { return new ConcurrentSkipListSet<E>(m.tailMap(f, inc)); }
    public NavigableSet<E> subSet(E f, E t) { return subSet(f, true, t, false); }
    public NavigableSet<E> headSet(E t) { return headSet(t, false); }
    public NavigableSet<E> tailSet(E f) { return tailSet(f, true); }

    @SuppressWarnings("unchecked")
    public ConcurrentSkipListSet<E> clone() {
        ConcurrentSkipListSet<E> c = new ConcurrentSkipListSet<E>(m.comparator());
        c.addAll(this);
        return c;
    }
}
