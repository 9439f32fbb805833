package java.util;

/*
 * A doubly linked list around one sentinel node: the sentinel's after is the
 * first element and its before the last, so an empty list is the sentinel
 * pointing at itself and no operation needs a null check on its neighbours.
 * Index lookups walk from whichever end is nearer.  Structural changes bump
 * modCount for the fail-fast iterators.
 */
public class LinkedList<E> extends AbstractSequentialList<E>
        implements List<E>, Deque<E>, Cloneable, java.io.Serializable {

    private static final class Link<E> {
        E item;
        Link<E> before, after;
        Link(E item) { this.item = item; }
    }

    private transient Link<E> head = newSentinel();
    private transient int n;

    private static <E> Link<E> newSentinel() {
        Link<E> s = new Link<E>(null);
        s.before = s.after = s;
        return s;
    }

    /* The stock JVM's serial form: no fields; (custom data) the size, then
     * each element from first to last. */
    private static final long serialVersionUID = 876323262645176354L;

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeInt(n);
        for (Link<E> l = head.after; l != head; l = l.after) s.writeObject(l.item);
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        head = newSentinel();
        n = 0;
        int size = s.readInt();
        if (size < 0) throw new java.io.InvalidObjectException("Illegal size: " + size);
        for (int i = 0; i < size; i++) insertBefore(head, (E) s.readObject());
    }

    public LinkedList() {}
    public LinkedList(Collection<? extends E> c) { addAll(c); }

    /* Put e before link `at`. */
    private void insertBefore(Link<E> at, E e) {
        Link<E> l = new Link<E>(e);
        l.after = at;
        l.before = at.before;
        at.before.after = l;
        at.before = l;
        n++;
        modCount++;
    }

    private E drop(Link<E> l) {
        l.before.after = l.after;
        l.after.before = l.before;
        n--;
        modCount++;
        E e = l.item;
        l.item = null;
        l.before = l.after = null;
        return e;
    }

    private Link<E> linkAt(int index) {
        if (index < 0 || index >= n) throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + n);
        Link<E> l;
        if (index < n / 2) {
            l = head.after;
            for (int i = 0; i < index; i++) l = l.after;
        } else {
            l = head;
            for (int i = n; i > index; i--) l = l.before;
        }
        return l;
    }

    private Link<E> firstLink() { if (n == 0) throw new NoSuchElementException(); return head.after; }
    private Link<E> lastLink() { if (n == 0) throw new NoSuchElementException(); return head.before; }

    public E getFirst() { return firstLink().item; }
    public E getLast() { return lastLink().item; }
    public E removeFirst() { return drop(firstLink()); }
    public E removeLast() { return drop(lastLink()); }
    public void addFirst(E e) { insertBefore(head.after, e); }
    public void addLast(E e) { insertBefore(head, e); }
    public boolean contains(Object o) { return indexOf(o) >= 0; }
    public int size() { return n; }
    public boolean add(E e) { insertBefore(head, e); return true; }

    public boolean remove(Object o) {
        for (Link<E> l = head.after; l != head; l = l.after)
            if (Objects.equals(o, l.item)) { drop(l); return true; }
        return false;
    }

    public boolean addAll(Collection<? extends E> c) { return addAll(n, c); }

    public boolean addAll(int index, Collection<? extends E> c) {
        if (index < 0 || index > n) throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + n);
        Object[] a = c.toArray();
        if (a.length == 0) return false;
        Link<E> at = index == n ? head : linkAt(index);
        for (Object o : a) {
            @SuppressWarnings("unchecked") E e = (E) o;
            insertBefore(at, e);
        }
        return true;
    }

    public void clear() {
        Link<E> l = head.after;
        while (l != head) {
            Link<E> next = l.after;
            l.item = null;
            l.before = l.after = null;
            l = next;
        }
        head.before = head.after = head;
        n = 0;
        modCount++;
    }

    public E get(int index) { return linkAt(index).item; }
    public E set(int index, E element) {
        Link<E> l = linkAt(index);
        E old = l.item;
        l.item = element;
        return old;
    }
    public void add(int index, E element) {
        if (index < 0 || index > n) throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + n);
        insertBefore(index == n ? head : linkAt(index), element);
    }
    public E remove(int index) { return drop(linkAt(index)); }

    public int indexOf(Object o) {
        int i = 0;
        for (Link<E> l = head.after; l != head; l = l.after, i++)
            if (Objects.equals(o, l.item)) return i;
        return -1;
    }
    public int lastIndexOf(Object o) {
        int i = n - 1;
        for (Link<E> l = head.before; l != head; l = l.before, i--)
            if (Objects.equals(o, l.item)) return i;
        return -1;
    }

    public E peek() { return n == 0 ? null : head.after.item; }
    public E element() { return getFirst(); }
    public E poll() { return n == 0 ? null : drop(head.after); }
    public E remove() { return removeFirst(); }
    public boolean offer(E e) { return add(e); }
    public boolean offerFirst(E e) { addFirst(e); return true; }
    public boolean offerLast(E e) { addLast(e); return true; }
    public E peekFirst() { return peek(); }
    public E peekLast() { return n == 0 ? null : head.before.item; }
    public E pollFirst() { return poll(); }
    public E pollLast() { return n == 0 ? null : drop(head.before); }
    public void push(E e) { addFirst(e); }
    public E pop() { return removeFirst(); }
    public boolean removeFirstOccurrence(Object o) { return remove(o); }
    public boolean removeLastOccurrence(Object o) {
        for (Link<E> l = head.before; l != head; l = l.before)
            if (Objects.equals(o, l.item)) { drop(l); return true; }
        return false;
    }

    public ListIterator<E> listIterator(int index) {
        if (index < 0 || index > n) throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + n);
        return new Walker(index);
    }

    /* `ahead` is the link next() would return (the sentinel at the end). */
    private final class Walker implements ListIterator<E> {
        Link<E> ahead, last;
        int pos, seen = modCount;

        Walker(int index) { ahead = index == n ? head : linkAt(index); pos = index; }
        private void check() { if (modCount != seen) throw new ConcurrentModificationException(); }
        public boolean hasNext() { return pos < n; }
        public boolean hasPrevious() { return pos > 0; }
        public int nextIndex() { return pos; }
        public int previousIndex() { return pos - 1; }
        public E next() {
            check();
            if (pos >= n) throw new NoSuchElementException();
            last = ahead;
            ahead = ahead.after;
            pos++;
            return last.item;
        }
        public E previous() {
            check();
            if (pos <= 0) throw new NoSuchElementException();
            ahead = ahead.before;
            last = ahead;
            pos--;
            return last.item;
        }
        public void remove() {
            check();
            if (last == null) throw new IllegalStateException();
            if (last == ahead) ahead = ahead.after; else pos--;
            drop(last);
            last = null;
            seen = modCount;
        }
        public void set(E e) {
            if (last == null) throw new IllegalStateException();
            check();
            last.item = e;
        }
        public void add(E e) {
            check();
            insertBefore(ahead, e);
            pos++;
            last = null;
            seen = modCount;
        }
    }

    public Iterator<E> descendingIterator() {
        final ListIterator<E> it = listIterator(n);
        return new Iterator<E>() {
            public boolean hasNext() { return it.hasPrevious(); }
            public E next() { return it.previous(); }
            public void remove() { it.remove(); }
        };
    }

    public Object clone() {
        try {
            @SuppressWarnings("unchecked") LinkedList<E> c = (LinkedList<E>) super.clone();
            c.head = newSentinel();
            c.n = 0;
            c.modCount = 0;
            for (Link<E> l = head.after; l != head; l = l.after) c.add(l.item);
            return c;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public Object[] toArray() {
        Object[] a = new Object[n];
        int i = 0;
        for (Link<E> l = head.after; l != head; l = l.after) a[i++] = l.item;
        return a;
    }
}
