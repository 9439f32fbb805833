package java.util.concurrent;

import java.util.AbstractSet;
import java.util.Collection;
import java.util.Iterator;

/** A Set backed by a CopyOnWriteArrayList (insertion order, snapshot iterators). */
public class CopyOnWriteArraySet<E> extends AbstractSet<E> implements java.io.Serializable {
    private static final long serialVersionUID = 0x4bbdd092901569d7L;   /* the stock JVM's; field `al` */
    private final CopyOnWriteArrayList<E> al;

    public CopyOnWriteArraySet() {
        al = new CopyOnWriteArrayList<E>();
    }

    public CopyOnWriteArraySet(Collection<? extends E> c) {
        al = new CopyOnWriteArrayList<E>();
        al.addAllAbsent(c);
    }

    public int size() { return al.size(); }
    public boolean isEmpty() { return al.isEmpty(); }
    public boolean contains(Object o) { return al.contains(o); }
    public Object[] toArray() { return al.toArray(); }
    public <T> T[] toArray(T[] a) { return al.toArray(a); }
    public void clear() { al.clear(); }
    public boolean remove(Object o) { return al.remove(o); }
    public boolean add(E e) { return al.addIfAbsent(e); }
    public boolean addAll(Collection<? extends E> c) { return al.addAllAbsent(c) > 0; }
    public Iterator<E> iterator() { return al.iterator(); }
    public String toString() { return al.toString(); }
}
