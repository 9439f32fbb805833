package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.Collection;
import java.util.Deque;
import java.util.Iterator;

/**
 * An unbounded thread-safe deque.  Monitor-based, not the JDK's lock-free
 * list: every operation delegates to an unbounded LinkedBlockingDeque (one
 * private monitor; iterators over snapshots, weakly consistent, never
 * ConcurrentModificationException).  Unlike ConcurrentLinkedQueue here, it
 * exposes only the Deque interface, as in the JDK.
 */
public class ConcurrentLinkedDeque<E> extends AbstractCollection<E> implements Deque<E>, java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private final LinkedBlockingDeque<E> d = new LinkedBlockingDeque<E>();

    public ConcurrentLinkedDeque() {
    }

    public ConcurrentLinkedDeque(Collection<? extends E> c) {
        for (E e : c) {
            d.addLast(e);
        }
    }

    public void addFirst(E e) { d.addFirst(e); }
    public void addLast(E e) { d.addLast(e); }
    public boolean offerFirst(E e) { return d.offerFirst(e); }
    public boolean offerLast(E e) { return d.offerLast(e); }
    public E removeFirst() { return d.removeFirst(); }
    public E removeLast() { return d.removeLast(); }
    public E pollFirst() { return d.pollFirst(); }
    public E pollLast() { return d.pollLast(); }
    public E getFirst() { return d.getFirst(); }
    public E getLast() { return d.getLast(); }
    public E peekFirst() { return d.peekFirst(); }
    public E peekLast() { return d.peekLast(); }
    public boolean removeFirstOccurrence(Object o) { MonitorQueue.checkNotNull(o); return d.removeFirstOccurrence(o); }
    public boolean removeLastOccurrence(Object o) { MonitorQueue.checkNotNull(o); return d.removeLastOccurrence(o); }
    public boolean add(E e) { return d.add(e); }
    public boolean offer(E e) { return d.offer(e); }
    public E remove() { return d.removeFirst(); }
    public E poll() { return d.pollFirst(); }
    public E element() { return d.getFirst(); }
    public E peek() { return d.peekFirst(); }
    public void push(E e) { d.push(e); }
    public E pop() { return d.pop(); }
    public boolean remove(Object o) { return removeFirstOccurrence(o); }
    public boolean contains(Object o) { return o != null && d.contains(o); }
    public int size() { return d.size(); }
    public boolean isEmpty() { return d.isEmpty(); }
    public void clear() { d.clear(); }
    public Object[] toArray() { return d.toArray(); }
    public <T> T[] toArray(T[] a) { return d.toArray(a); }
    public Iterator<E> iterator() { return d.iterator(); }
    public Iterator<E> descendingIterator() { return d.descendingIterator(); }

    public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        boolean changed = false;
        for (E e : c) {
            addLast(e);
            changed = true;
        }
        return changed;
    }
}
