package java.util.concurrent;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.ListIterator;
import java.util.NoSuchElementException;
import java.util.RandomAccess;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * A list whose every mutation copies the backing array under the private
 * lock and then publishes the new array; reads and iterators use whatever
 * array they saw (iterators are snapshots and do not support remove/set/add).
 * Structural changes bump modCount so AbstractList's subList windows see them.
 */
public class CopyOnWriteArrayList<E> extends AbstractList<E> implements RandomAccess, Cloneable, java.io.Serializable {
    /* The stock JVM's serial form: no fields; (custom data) the length,
     * then each element. */
    private static final long serialVersionUID = 0x785d9fd546ab90c3L;
    /* Not final: readObject makes a fresh one (no constructor runs there). */
    private transient Object lock = new Object();
    private transient volatile Object[] array;

    public CopyOnWriteArrayList() {
        array = new Object[0];
    }

    public CopyOnWriteArrayList(Collection<? extends E> c) {
        array = Arrays.copyOf(c.toArray(), c.size(), Object[].class);
    }

    public CopyOnWriteArrayList(E[] toCopyIn) {
        array = Arrays.copyOf(toCopyIn, toCopyIn.length, Object[].class);
    }

    private static String oob(int index, int size) {
        return "Index: " + index + ", Size: " + size;
    }

    public int size() {
        return array.length;
    }

    public boolean isEmpty() {
        return array.length == 0;
    }

    @SuppressWarnings("unchecked")
    public E get(int index) {
        Object[] a = array;
        if (index < 0 || index >= a.length) {
            throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length " + a.length);
        }
        return (E) a[index];
    }

    public int indexOf(Object o) {
        Object[] a = array;
        for (int i = 0; i < a.length; i++) {
            if (o == null ? a[i] == null : o.equals(a[i])) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(Object o) {
        Object[] a = array;
        for (int i = a.length - 1; i >= 0; i--) {
            if (o == null ? a[i] == null : o.equals(a[i])) {
                return i;
            }
        }
        return -1;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public Object[] toArray() {
        Object[] a = array;
        return Arrays.copyOf(a, a.length);
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] dst) {
        Object[] a = array;
        if (dst.length < a.length) {
            return (T[]) Arrays.copyOf(a, a.length, dst.getClass());
        }
        System.arraycopy(a, 0, dst, 0, a.length);
        if (dst.length > a.length) {
            dst[a.length] = null;
        }
        return dst;
    }

    @SuppressWarnings("unchecked")
    public E set(int index, E element) {
        synchronized (lock) {
            Object[] a = array;
            if (index < 0 || index >= a.length) {
                throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length " + a.length);
            }
            E old = (E) a[index];
            if (old != element) {
                Object[] n = Arrays.copyOf(a, a.length);
                n[index] = element;
                array = n;
            }
            return old;
        }
    }

    public boolean add(E e) {
        synchronized (lock) {
            Object[] a = array;
            Object[] n = Arrays.copyOf(a, a.length + 1);
            n[a.length] = e;
            array = n;
            modCount++;
            return true;
        }
    }

    public void add(int index, E element) {
        synchronized (lock) {
            Object[] a = array;
            if (index < 0 || index > a.length) {
                throw new IndexOutOfBoundsException(oob(index, a.length));
            }
            Object[] n = new Object[a.length + 1];
            System.arraycopy(a, 0, n, 0, index);
            n[index] = element;
            System.arraycopy(a, index, n, index + 1, a.length - index);
            array = n;
            modCount++;
        }
    }

    @SuppressWarnings("unchecked")
    public E remove(int index) {
        synchronized (lock) {
            Object[] a = array;
            if (index < 0 || index >= a.length) {
                throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length " + a.length);
            }
            E old = (E) a[index];
            Object[] n = new Object[a.length - 1];
            System.arraycopy(a, 0, n, 0, index);
            System.arraycopy(a, index + 1, n, index, a.length - index - 1);
            array = n;
            modCount++;
            return old;
        }
    }

    public boolean remove(Object o) {
        synchronized (lock) {
            int i = indexOf(o);
            if (i < 0) {
                return false;
            }
            remove(i);
            return true;
        }
    }

    public boolean addIfAbsent(E e) {
        synchronized (lock) {
            if (indexOf(e) >= 0) {
                return false;
            }
            return add(e);
        }
    }

    public int addAllAbsent(Collection<? extends E> c) {
        int n = 0;
        synchronized (lock) {
            for (E e : c) {
                if (addIfAbsent(e)) {
                    n++;
                }
            }
        }
        return n;
    }

    public boolean addAll(Collection<? extends E> c) {
        Object[] add = c.toArray();
        if (add.length == 0) {
            return false;
        }
        synchronized (lock) {
            Object[] a = array;
            Object[] n = Arrays.copyOf(a, a.length + add.length);
            System.arraycopy(add, 0, n, a.length, add.length);
            array = n;
            modCount++;
            return true;
        }
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        Object[] add = c.toArray();
        synchronized (lock) {
            Object[] a = array;
            if (index < 0 || index > a.length) {
                throw new IndexOutOfBoundsException(oob(index, a.length));
            }
            if (add.length == 0) {
                return false;
            }
            Object[] n = new Object[a.length + add.length];
            System.arraycopy(a, 0, n, 0, index);
            System.arraycopy(add, 0, n, index, add.length);
            System.arraycopy(a, index, n, index + add.length, a.length - index);
            array = n;
            modCount++;
            return true;
        }
    }

    public boolean removeAll(Collection<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        return filter(c, true);
    }

    public boolean retainAll(Collection<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        return filter(c, false);
    }

    private boolean filter(Collection<?> c, boolean removeContained) {
        synchronized (lock) {
            Object[] a = array;
            Object[] keep = new Object[a.length];
            int k = 0;
            for (Object o : a) {
                if (c.contains(o) != removeContained) {
                    keep[k++] = o;
                }
            }
            if (k == a.length) {
                return false;
            }
            array = Arrays.copyOf(keep, k);
            modCount++;
            return true;
        }
    }

    @SuppressWarnings("unchecked")
    public boolean removeIf(Predicate<? super E> filter) {
        if (filter == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            Object[] a = array;
            Object[] keep = new Object[a.length];
            int k = 0;
            for (Object o : a) {
                if (!filter.test((E) o)) {
                    keep[k++] = o;
                }
            }
            if (k == a.length) {
                return false;
            }
            array = Arrays.copyOf(keep, k);
            modCount++;
            return true;
        }
    }

    @SuppressWarnings("unchecked")
    public void replaceAll(UnaryOperator<E> operator) {
        if (operator == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            Object[] n = Arrays.copyOf(array, array.length);
            for (int i = 0; i < n.length; i++) {
                n[i] = operator.apply((E) n[i]);
            }
            array = n;
        }
    }

    @SuppressWarnings("unchecked")
    public void sort(Comparator<? super E> c) {
        synchronized (lock) {
            Object[] n = Arrays.copyOf(array, array.length);
            Arrays.sort(n, (Comparator<Object>) c);
            array = n;
        }
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Object o : array) {
            action.accept((E) o);
        }
    }

    public void clear() {
        synchronized (lock) {
            array = new Object[0];
            modCount++;
        }
    }

    public Iterator<E> iterator() {
        return new Snapshot<E>(array, 0);
    }

    public ListIterator<E> listIterator() {
        return new Snapshot<E>(array, 0);
    }

    public ListIterator<E> listIterator(int index) {
        Object[] a = array;
        if (index < 0 || index > a.length) {
            throw new IndexOutOfBoundsException(oob(index, a.length));
        }
        return new Snapshot<E>(a, index);
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError();
        }
    }

    public String toString() {
        return Arrays.toString(array);
    }

    /** An iterator over one published array. */
    static final class Snapshot<E> implements ListIterator<E> {
        private final Object[] snap;
        private int cursor;

        Snapshot(Object[] snap, int start) {
            this.snap = snap;
            this.cursor = start;
        }

        public boolean hasNext() {
            return cursor < snap.length;
        }

        public boolean hasPrevious() {
            return cursor > 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (cursor >= snap.length) {
                throw new NoSuchElementException();
            }
            return (E) snap[cursor++];
        }

        @SuppressWarnings("unchecked")
        public E previous() {
            if (cursor <= 0) {
                throw new NoSuchElementException();
            }
            return (E) snap[--cursor];
        }

        public int nextIndex() {
            return cursor;
        }

        public int previousIndex() {
            return cursor - 1;
        }

        public void remove() {
            throw new UnsupportedOperationException();
        }

        public void set(E e) {
            throw new UnsupportedOperationException();
        }

        public void add(E e) {
            throw new UnsupportedOperationException();
        }
    }

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        Object[] a = array;
        s.defaultWriteObject();
        s.writeInt(a.length);
        for (Object o : a) {
            s.writeObject(o);
        }
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        int n = s.readInt();
        if (n < 0) {
            throw new java.io.StreamCorruptedException("Illegal length: " + n);
        }
        // grown as the elements arrive: a forged length meets the end of the stream
        Object[] a = new Object[Math.min(n, 1024)];
        for (int i = 0; i < n; i++) {
            if (i == a.length) {
                a = Arrays.copyOf(a, (int) Math.min((long) n, 2L * a.length));
            }
            a[i] = s.readObject();
        }
        lock = new Object();
        array = a;
    }
}
