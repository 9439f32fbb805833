package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/*
 * A list in an array that grows by half its length (at least to what is
 * needed) when full.  Structural changes bump modCount so iterators and
 * sub-lists fail fast.  Index errors carry the JDK's messages: "Index 5 out
 * of bounds for length 3" for access, "Index: 5, Size: 3" for insertion.
 */
public class ArrayList<E> extends AbstractList<E> implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private static final Object[] NONE = {};

    private transient Object[] items;
    private int n;

    /* The stock JVM's serial form: the field `int size`, then (custom data)
     * the capacity as an int, which is ignored, and the elements. */
    private static final long serialVersionUID = 8683452581122892189L;
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("size", int.class)
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        int count = n, mc = modCount;
        s.putFields().put("size", count);
        s.writeFields();
        s.writeInt(count);
        for (int i = 0; i < count; i++) s.writeObject(items[i]);
        if (modCount != mc) throw new ConcurrentModificationException();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        int count = s.readFields().get("size", 0);
        if (count < 0) throw new java.io.InvalidObjectException("Invalid size: " + count);
        s.readInt();
        items = NONE;
        n = 0;
        // grown as elements arrive, so a forged size meets the end of the stream first
        for (int i = 0; i < count; i++) {
            Object e = s.readObject();
            room(n + 1);
            items[n++] = e;
        }
    }

    public ArrayList(int initialCapacity) {
        if (initialCapacity < 0) throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
        items = initialCapacity == 0 ? NONE : new Object[initialCapacity];
    }
    public ArrayList() { items = NONE; }
    public ArrayList(Collection<? extends E> c) {
        Object[] a = c.toArray();
        items = a.length == 0 ? NONE : Arrays.copyOf(a, a.length, Object[].class);
        n = a.length;
    }

    private void room(int need) {
        if (need <= items.length) return;
        int cap = items.length + (items.length >> 1);
        if (cap < need) cap = Math.max(need, 10);
        if (cap < 0) cap = Integer.MAX_VALUE - 8;
        items = Arrays.copyOf(items, cap);
    }

    private void checkIndex(int i) {
        if (i < 0 || i >= n) throw new IndexOutOfBoundsException("Index " + i + " out of bounds for length " + n);
    }

    public void trimToSize() { modCount++; if (n < items.length) items = n == 0 ? NONE : Arrays.copyOf(items, n); }
    public void ensureCapacity(int minCapacity) { if (minCapacity > items.length) { modCount++; room(minCapacity); } }

    public int size() { return n; }
    public boolean isEmpty() { return n == 0; }
    public boolean contains(Object o) { return indexOf(o) >= 0; }
    public int indexOf(Object o) { for (int i = 0; i < n; i++) if (Objects.equals(o, items[i])) return i; return -1; }
    public int lastIndexOf(Object o) { for (int i = n - 1; i >= 0; i--) if (Objects.equals(o, items[i])) return i; return -1; }

    @SuppressWarnings("unchecked")
    public E get(int index) { checkIndex(index); return (E) items[index]; }

    @SuppressWarnings("unchecked")
    public E set(int index, E element) {
        checkIndex(index);
        E old = (E) items[index];
        items[index] = element;
        return old;
    }

    public boolean add(E e) {
        modCount++;
        room(n + 1);
        items[n++] = e;
        return true;
    }

    public void add(int index, E element) {
        checkInsertIndex(index);
        modCount++;
        room(n + 1);
        System.arraycopy(items, index, items, index + 1, n - index);
        items[index] = element;
        n++;
    }

    @SuppressWarnings("unchecked")
    public E remove(int index) {
        checkIndex(index);
        E old = (E) items[index];
        cut(index, index + 1);
        return old;
    }

    public boolean remove(Object o) {
        int i = indexOf(o);
        if (i < 0) return false;
        cut(i, i + 1);
        return true;
    }

    /* Remove [from, to) and clear the vacated slots. */
    private void cut(int from, int to) {
        modCount++;
        System.arraycopy(items, to, items, from, n - to);
        int newN = n - (to - from);
        Arrays.fill(items, newN, n, null);
        n = newN;
    }

    protected void removeRange(int fromIndex, int toIndex) {
        if (fromIndex > toIndex)
            throw new IndexOutOfBoundsException("From Index: " + fromIndex + " > To Index: " + toIndex);
        cut(fromIndex, toIndex);
    }

    public void clear() { modCount++; Arrays.fill(items, 0, n, null); n = 0; }

    public boolean addAll(Collection<? extends E> c) { return addAll(n, c); }

    public boolean addAll(int index, Collection<? extends E> c) {
        checkInsertIndex(index);
        Object[] a = c.toArray();
        modCount++;
        if (a.length == 0) return false;
        room(n + a.length);
        System.arraycopy(items, index, items, index + a.length, n - index);
        System.arraycopy(a, 0, items, index, a.length);
        n += a.length;
        return true;
    }

    /* Keep the elements for which keep(e) says so; true if any went. */
    private boolean keepIf(Predicate<? super E> keep) {
        int seen = modCount, w = 0, total = n;
        Object[] a = items;
        for (int r = 0; r < total; r++) {
            @SuppressWarnings("unchecked") E e = (E) a[r];
            if (keep.test(e)) a[w++] = e;
        }
        if (modCount != seen) throw new ConcurrentModificationException();
        if (w == total) return false;
        Arrays.fill(a, w, total, null);
        n = w;
        modCount++;
        return true;
    }

    public boolean removeAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return keepIf(new Predicate<E>() { public boolean test(E e) { return !c.contains(e); } });
    }
    public boolean retainAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return keepIf(new Predicate<E>() { public boolean test(E e) { return c.contains(e); } });
    }
    public boolean removeIf(final Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return keepIf(new Predicate<E>() { public boolean test(E e) { return !filter.test(e); } });
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int seen = modCount;
        for (int i = 0; i < n && modCount == seen; i++) action.accept((E) items[i]);
        if (modCount != seen) throw new ConcurrentModificationException();
    }

    @SuppressWarnings("unchecked")
    public void replaceAll(UnaryOperator<E> op) {
        Objects.requireNonNull(op);
        int seen = modCount;
        for (int i = 0; i < n && modCount == seen; i++) items[i] = op.apply((E) items[i]);
        if (modCount != seen) throw new ConcurrentModificationException();
        modCount++;
    }

    @SuppressWarnings("unchecked")
    public void sort(Comparator<? super E> c) {
        int seen = modCount;
        Arrays.sort((E[]) items, 0, n, c);
        if (modCount != seen) throw new ConcurrentModificationException();
        modCount++;
    }

    public Object[] toArray() { return Arrays.copyOf(items, n); }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        if (a.length < n) return (T[]) Arrays.copyOf(items, n, a.getClass());
        System.arraycopy(items, 0, a, 0, n);
        if (a.length > n) a[n] = null;
        return a;
    }

    public Object clone() {
        try {
            @SuppressWarnings("unchecked") ArrayList<E> c = (ArrayList<E>) super.clone();
            c.items = Arrays.copyOf(items, n);
            c.modCount = 0;
            return c;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
