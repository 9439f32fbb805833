package java.util;

/*
 * Skeleton of a random-access list: subclasses give get() and size() (and
 * set/add/remove to be modifiable).  One cursor class serves iterator() and
 * listIterator(); it is fail-fast through modCount, which every structural
 * change must bump.  subList() returns a window (Window) over the parent
 * that checks the parent's modCount on each use.
 */
public abstract class AbstractList<E> extends AbstractCollection<E> implements List<E> {
    protected transient int modCount = 0;

    protected AbstractList() {}

    public abstract E get(int index);

    public boolean add(E e) { add(size(), e); return true; }
    public E set(int index, E element) { throw new UnsupportedOperationException(); }
    public void add(int index, E element) { throw new UnsupportedOperationException(); }
    public E remove(int index) { throw new UnsupportedOperationException(); }

    static String outOfBounds(int index, int size) { return "Index: " + index + ", Size: " + size; }

    void checkInsertIndex(int index) {
        if (index < 0 || index > size()) throw new IndexOutOfBoundsException(outOfBounds(index, size()));
    }

    public int indexOf(Object o) {
        for (int i = 0, n = size(); i < n; i++) if (Objects.equals(o, get(i))) return i;
        return -1;
    }

    public int lastIndexOf(Object o) {
        for (int i = size() - 1; i >= 0; i--) if (Objects.equals(o, get(i))) return i;
        return -1;
    }

    public void clear() { removeRange(0, size()); }

    public boolean addAll(int index, Collection<? extends E> c) {
        checkInsertIndex(index);
        int at = index;
        for (E e : c) add(at++, e);
        return at != index;
    }

    public Iterator<E> iterator() { return new Cursor(0); }
    public ListIterator<E> listIterator() { return new Cursor(0); }
    public ListIterator<E> listIterator(int index) {
        checkInsertIndex(index);
        return new Cursor(index);
    }

    /* Position `at` lies between elements at-1 and at; `last` is the index
     * next()/previous() returned, -1 after add/remove. */
    private final class Cursor implements ListIterator<E> {
        int at, last = -1, seen = modCount;

        Cursor(int at) { this.at = at; }
        private void check() { if (modCount != seen) throw new ConcurrentModificationException(); }

        public boolean hasNext() { return at != size(); }
        public boolean hasPrevious() { return at != 0; }
        public int nextIndex() { return at; }
        public int previousIndex() { return at - 1; }

        public E next() {
            check();
            if (at >= size()) throw new NoSuchElementException();
            E e = get(at);
            last = at++;
            return e;
        }
        public E previous() {
            check();
            if (at <= 0) throw new NoSuchElementException();
            E e = get(at - 1);
            last = --at;
            return e;
        }
        public void remove() {
            if (last < 0) throw new IllegalStateException();
            check();
            AbstractList.this.remove(last);
            if (last < at) at--;
            last = -1;
            seen = modCount;
        }
        public void set(E e) {
            if (last < 0) throw new IllegalStateException();
            check();
            AbstractList.this.set(last, e);
            seen = modCount;
        }
        public void add(E e) {
            check();
            AbstractList.this.add(at++, e);
            last = -1;
            seen = modCount;
        }
    }

    public List<E> subList(int fromIndex, int toIndex) {
        if (fromIndex < 0) throw new IndexOutOfBoundsException("fromIndex = " + fromIndex);
        if (toIndex > size()) throw new IndexOutOfBoundsException("toIndex = " + toIndex);
        if (fromIndex > toIndex)
            throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
        return new Window<E>(this, fromIndex, toIndex);
    }

    public boolean equals(Object o) {
        if (o == this) return true;
        if (!(o instanceof List)) return false;
        Iterator<E> a = iterator();
        Iterator<?> b = ((List<?>) o).iterator();
        while (a.hasNext() && b.hasNext())
            if (!Objects.equals(a.next(), b.next())) return false;
        return !a.hasNext() && !b.hasNext();
    }

    public int hashCode() {
        int h = 1;
        for (E e : this) h = 31 * h + Objects.hashCode(e);
        return h;
    }

    protected void removeRange(int fromIndex, int toIndex) {
        for (int n = toIndex - fromIndex; n > 0; n--) remove(fromIndex);
    }

    /* A view of parent[from, from + size). */
    static final class Window<E> extends AbstractList<E> implements RandomAccess {
        private final AbstractList<E> parent;
        private final int from;
        private int size;

        Window(AbstractList<E> parent, int from, int to) {
            this.parent = parent;
            this.from = from;
            this.size = to - from;
            this.modCount = parent.modCount;
        }
        private void check() { if (parent.modCount != modCount) throw new ConcurrentModificationException(); }
        private void checkIndex(int i) {
            if (i < 0 || i >= size) throw new IndexOutOfBoundsException(outOfBounds(i, size));
        }
        private void synced(int delta) { size += delta; modCount = parent.modCount; }

        public int size() { check(); return size; }
        public E get(int i) { checkIndex(i); check(); return parent.get(from + i); }
        public E set(int i, E e) { checkIndex(i); check(); return parent.set(from + i, e); }
        public void add(int i, E e) {
            if (i < 0 || i > size) throw new IndexOutOfBoundsException(outOfBounds(i, size));
            check();
            parent.add(from + i, e);
            synced(1);
        }
        public E remove(int i) {
            checkIndex(i);
            check();
            E e = parent.remove(from + i);
            synced(-1);
            return e;
        }
        protected void removeRange(int a, int b) {
            check();
            parent.removeRange(from + a, from + b);
            synced(a - b);
        }
        public boolean addAll(Collection<? extends E> c) { return addAll(size, c); }
        public boolean addAll(int i, Collection<? extends E> c) {
            if (i < 0 || i > size) throw new IndexOutOfBoundsException(outOfBounds(i, size));
            int n = c.size();
            if (n == 0) return false;
            check();
            parent.addAll(from + i, c);
            synced(n);
            return true;
        }
    }
}
