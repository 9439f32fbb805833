package java.util;

/*
 * A binary min-heap in an array: slot 0 holds the least element, the
 * children of slot k are 2k+1 and 2k+2.  The order of the array — what
 * iteration and toString() show — depends only on the sequence of
 * operations, and follows the classic algorithms the JDK also uses:
 * sift-up on insertion, sift-down of the last element on removal of the
 * head, bottom-up heap construction from a collection, and removal from the
 * middle by moving the last element into the hole and sifting it down, or
 * up if it did not move down.
 */
public class PriorityQueue<E> extends AbstractQueue<E> implements java.io.Serializable {
    private transient Object[] heap;
    private transient int n;
    private transient Comparator<? super E> order;   /* final but for readObject */
    transient int modCount;

    /* The stock JVM's serial form: fields `int size` and `Comparator
     * comparator`; (custom data) an int (size + 1, at least 2), then the
     * elements in heap-array order.  Read back, the array is heapified as
     * the stock JVM does (a no-op on a valid heap). */
    private static final long serialVersionUID = 0x94da30b4fb3f82b1L;
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("size", int.class),
        new java.io.ObjectStreamField("comparator", Comparator.class)
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField pf = s.putFields();
        pf.put("size", n);
        pf.put("comparator", order);
        s.writeFields();
        s.writeInt(Math.max(2, n + 1));
        for (int i = 0; i < n; i++) s.writeObject(heap[i]);
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField gf = s.readFields();
        int size = gf.get("size", 0);
        order = (Comparator<? super E>) gf.get("comparator", null);
        if (size < 0) throw new java.io.StreamCorruptedException("Illegal size: " + size);
        s.readInt();
        // grown as the elements arrive: a forged size meets the end of the stream
        heap = new Object[Math.max(1, Math.min(size, 1024))];
        n = 0;
        for (int i = 0; i < size; i++) {
            Object o = s.readObject();
            if (o == null) throw new java.io.StreamCorruptedException("null element");
            if (n == heap.length) heap = Arrays.copyOf(heap, (int) Math.min((long) size, 2L * n));
            heap[n++] = o;
        }
        for (int k = (n >>> 1) - 1; k >= 0; k--) down(k, heap[k]);
    }

    public PriorityQueue() { this(11, null); }
    public PriorityQueue(int initialCapacity) { this(initialCapacity, null); }
    public PriorityQueue(Comparator<? super E> comparator) { this(11, comparator); }
    public PriorityQueue(int initialCapacity, Comparator<? super E> comparator) {
        if (initialCapacity < 1) throw new IllegalArgumentException();
        heap = new Object[initialCapacity];
        order = comparator;
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(Collection<? extends E> c) {
        if (c instanceof SortedSet) {
            order = (Comparator<? super E>) ((SortedSet<? extends E>) c).comparator();
            fill(c);
        } else if (c instanceof PriorityQueue) {
            order = (Comparator<? super E>) ((PriorityQueue<? extends E>) c).comparator();
            fill(c);
        } else {
            order = null;
            fill(c);
            for (int k = (n >>> 1) - 1; k >= 0; k--) down(k, heap[k]);
        }
    }
    public PriorityQueue(PriorityQueue<? extends E> c) { this((Collection<? extends E>) c); }
    public PriorityQueue(SortedSet<? extends E> c) { this((Collection<? extends E>) c); }

    private void fill(Collection<? extends E> c) {
        Object[] a = c.toArray();
        for (Object o : a) if (o == null) throw new NullPointerException();
        heap = a.length == 0 ? new Object[1] : Arrays.copyOf(a, a.length, Object[].class);
        n = a.length;
    }

    @SuppressWarnings("unchecked")
    private int cmp(Object a, Object b) {
        return order != null ? order.compare((E) a, (E) b) : ((Comparable<Object>) a).compareTo(b);
    }

    private void up(int k, Object x) {
        while (k > 0) {
            int p = (k - 1) >>> 1;
            if (cmp(x, heap[p]) >= 0) break;
            heap[k] = heap[p];
            k = p;
        }
        heap[k] = x;
    }

    private void down(int k, Object x) {
        int half = n >>> 1;
        while (k < half) {
            int c = 2 * k + 1, r = c + 1;
            if (r < n && cmp(heap[c], heap[r]) > 0) c = r;
            if (cmp(x, heap[c]) <= 0) break;
            heap[k] = heap[c];
            k = c;
        }
        heap[k] = x;
    }

    public boolean add(E e) { return offer(e); }

    public boolean offer(E e) {
        if (e == null) throw new NullPointerException();
        modCount++;
        if (n == heap.length) heap = Arrays.copyOf(heap, n < 64 ? n * 2 + 2 : n + (n >> 1));
        if (n == 0 && order == null) cmp(e, e);   // a non-Comparable fails here, as on the JDK
        up(n++, e);
        return true;
    }

    @SuppressWarnings("unchecked")
    public E peek() { return n == 0 ? null : (E) heap[0]; }

    @SuppressWarnings("unchecked")
    public E poll() {
        if (n == 0) return null;
        E top = (E) heap[0];
        modCount++;
        Object last = heap[--n];
        heap[n] = null;
        if (n > 0) down(0, last);
        return top;
    }

    /* Remove slot i.  If the last element, moved into the hole, ended up
     * before i (it moved up), return it: an iterator past i must still
     * visit it. */
    private Object removeSlot(int i) {
        modCount++;
        int s = --n;
        if (s == i) {
            heap[i] = null;
            return null;
        }
        Object moved = heap[s];
        heap[s] = null;
        down(i, moved);
        if (heap[i] == moved) {
            up(i, moved);
            if (heap[i] != moved) return moved;
        }
        return null;
    }

    private int slotOf(Object o) {
        if (o != null) for (int i = 0; i < n; i++) if (o.equals(heap[i])) return i;
        return -1;
    }

    public boolean remove(Object o) {
        int i = slotOf(o);
        if (i < 0) return false;
        removeSlot(i);
        return true;
    }

    public boolean contains(Object o) { return slotOf(o) >= 0; }
    public int size() { return n; }
    public Comparator<? super E> comparator() { return order; }

    public void clear() {
        modCount++;
        Arrays.fill(heap, 0, n, null);
        n = 0;
    }

    public Object[] toArray() { return Arrays.copyOf(heap, n); }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        if (a.length < n) return (T[]) Arrays.copyOf(heap, n, a.getClass());
        System.arraycopy(heap, 0, a, 0, n);
        if (a.length > n) a[n] = null;
        return a;
    }

    /* Walks the array; elements that removal moved behind the walk are
     * kept in `later` and visited at the end. */
    public Iterator<E> iterator() {
        return new Iterator<E>() {
            int next, seen = modCount, lastSlot = -1;
            ArrayDeque<Object> later;
            Object lastLater;

            public boolean hasNext() { return next < n || (later != null && !later.isEmpty()); }

            @SuppressWarnings("unchecked")
            public E next() {
                if (seen != modCount) throw new ConcurrentModificationException();
                if (next < n) {
                    lastSlot = next;
                    return (E) heap[next++];
                }
                if (later != null && !later.isEmpty()) {
                    lastSlot = -1;
                    lastLater = later.poll();
                    return (E) lastLater;
                }
                throw new NoSuchElementException();
            }

            public void remove() {
                if (seen != modCount) throw new ConcurrentModificationException();
                if (lastSlot >= 0) {
                    Object moved = removeSlot(lastSlot);
                    lastSlot = -1;
                    if (moved == null) {
                        next--;
                    } else {
                        if (later == null) later = new ArrayDeque<Object>();
                        later.add(moved);
                    }
                } else if (lastLater != null) {
                    for (int i = 0; i < n; i++)
                        if (heap[i] == lastLater) { removeSlot(i); break; }
                    lastLater = null;
                } else {
                    throw new IllegalStateException();
                }
                seen = modCount;
            }
        };
    }
}
