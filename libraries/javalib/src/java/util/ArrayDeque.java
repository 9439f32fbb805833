package java.util;

/*
 * A double-ended queue in a ring buffer: `start` is the slot of the first
 * element and `n` the number of elements, so element i lives at
 * (start + i) mod length.  A full ring is copied, in order, into one twice
 * as large.  Null elements are not permitted.
 */
public class ArrayDeque<E> extends AbstractCollection<E> implements Deque<E>, Cloneable, java.io.Serializable {
    private transient Object[] ring;
    private transient int start, n;
    private transient int modCount;

    /* The stock JVM's serial form: no fields; (custom data) the size, then
     * each element from first to last. */
    private static final long serialVersionUID = 2340985798034038923L;

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeInt(n);
        for (int i = 0; i < n; i++) s.writeObject(ring[slot(i)]);
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        int size = s.readInt();
        if (size < 0) throw new java.io.InvalidObjectException("Illegal size: " + size);
        // grown as the elements arrive: a forged size meets the stream's end
        ring = new Object[Math.min(size, 1 << 16) + 1];
        start = 0;
        n = 0;
        for (int i = 0; i < size; i++) {
            Object e = s.readObject();
            if (e == null) throw new java.io.StreamCorruptedException("null element");
            addLast((E) e);
        }
    }

    public ArrayDeque() { ring = new Object[16]; }
    public ArrayDeque(int numElements) { ring = new Object[Math.max(numElements, 1)]; }
    public ArrayDeque(Collection<? extends E> c) {
        this(c.size());
        for (E e : c) addLast(e);
    }

    private int slot(int i) {
        int s = start + i;
        return s >= ring.length ? s - ring.length : s;
    }

    private void makeRoom() {
        if (n < ring.length) return;
        Object[] bigger = new Object[ring.length * 2 + 2];
        for (int i = 0; i < n; i++) bigger[i] = ring[slot(i)];
        ring = bigger;
        start = 0;
    }

    public void addFirst(E e) {
        if (e == null) throw new NullPointerException();
        makeRoom();
        start = start == 0 ? ring.length - 1 : start - 1;
        ring[start] = e;
        n++;
        modCount++;
    }

    public void addLast(E e) {
        if (e == null) throw new NullPointerException();
        makeRoom();
        ring[slot(n)] = e;
        n++;
        modCount++;
    }

    public boolean addAll(Collection<? extends E> c) {
        for (E e : c) addLast(e);
        return !c.isEmpty();
    }
    public boolean offerFirst(E e) { addFirst(e); return true; }
    public boolean offerLast(E e) { addLast(e); return true; }

    @SuppressWarnings("unchecked")
    public E pollFirst() {
        if (n == 0) return null;
        E e = (E) ring[start];
        ring[start] = null;
        start = slot(1 % Math.max(ring.length, 1));
        if (--n == 0) start = 0;
        modCount++;
        return e;
    }

    @SuppressWarnings("unchecked")
    public E pollLast() {
        if (n == 0) return null;
        int s = slot(n - 1);
        E e = (E) ring[s];
        ring[s] = null;
        n--;
        modCount++;
        return e;
    }

    public E removeFirst() { E e = pollFirst(); if (e == null) throw new NoSuchElementException(); return e; }
    public E removeLast() { E e = pollLast(); if (e == null) throw new NoSuchElementException(); return e; }
    @SuppressWarnings("unchecked")
    public E getFirst() { if (n == 0) throw new NoSuchElementException(); return (E) ring[start]; }
    @SuppressWarnings("unchecked")
    public E getLast() { if (n == 0) throw new NoSuchElementException(); return (E) ring[slot(n - 1)]; }
    @SuppressWarnings("unchecked")
    public E peekFirst() { return n == 0 ? null : (E) ring[start]; }
    @SuppressWarnings("unchecked")
    public E peekLast() { return n == 0 ? null : (E) ring[slot(n - 1)]; }

    /* Remove element i, closing the gap from the nearer end. */
    private void removeAt(int i) {
        if (i < n / 2) {
            for (int k = i; k > 0; k--) ring[slot(k)] = ring[slot(k - 1)];
            ring[start] = null;
            start = slot(1 % Math.max(ring.length, 1));
        } else {
            for (int k = i; k < n - 1; k++) ring[slot(k)] = ring[slot(k + 1)];
            ring[slot(n - 1)] = null;
        }
        n--;
        if (n == 0) start = 0;
        modCount++;
    }

    public boolean removeFirstOccurrence(Object o) {
        if (o != null)
            for (int i = 0; i < n; i++) if (o.equals(ring[slot(i)])) { removeAt(i); return true; }
        return false;
    }
    public boolean removeLastOccurrence(Object o) {
        if (o != null)
            for (int i = n - 1; i >= 0; i--) if (o.equals(ring[slot(i)])) { removeAt(i); return true; }
        return false;
    }

    public boolean add(E e) { addLast(e); return true; }
    public boolean offer(E e) { addLast(e); return true; }
    public E remove() { return removeFirst(); }
    public E poll() { return pollFirst(); }
    public E element() { return getFirst(); }
    public E peek() { return peekFirst(); }
    public void push(E e) { addFirst(e); }
    public E pop() { return removeFirst(); }
    public int size() { return n; }
    public boolean isEmpty() { return n == 0; }

    private final class Walk implements Iterator<E> {
        final boolean back;
        int i, last = -1, seen = modCount;
        Walk(boolean back) { this.back = back; i = back ? n - 1 : 0; }
        public boolean hasNext() { return back ? i >= 0 : i < n; }
        @SuppressWarnings("unchecked")
        public E next() {
            if (seen != modCount) throw new ConcurrentModificationException();
            if (!hasNext()) throw new NoSuchElementException();
            last = i;
            i += back ? -1 : 1;
            return (E) ring[slot(last)];
        }
        public void remove() {
            if (last < 0) throw new IllegalStateException();
            if (seen != modCount) throw new ConcurrentModificationException();
            removeAt(last);
            if (!back) i = last;
            last = -1;
            seen = modCount;
        }
    }

    public Iterator<E> iterator() { return new Walk(false); }
    public Iterator<E> descendingIterator() { return new Walk(true); }
    public boolean contains(Object o) {
        if (o != null) for (int i = 0; i < n; i++) if (o.equals(ring[slot(i)])) return true;
        return false;
    }
    public boolean remove(Object o) { return removeFirstOccurrence(o); }
    public void clear() {
        for (int i = 0; i < n; i++) ring[slot(i)] = null;
        start = n = 0;
        modCount++;
    }
    public Object[] toArray() {
        Object[] a = new Object[n];
        for (int i = 0; i < n; i++) a[i] = ring[slot(i)];
        return a;
    }
    public ArrayDeque<E> clone() {
        ArrayDeque<E> d = new ArrayDeque<E>(Math.max(n, 1));
        for (int i = 0; i < n; i++) {
            @SuppressWarnings("unchecked") E e = (E) ring[slot(i)];
            d.addLast(e);
        }
        return d;
    }
}
