package java.util;

/** Resizable circular-array Deque. Null elements are not permitted. */
public class ArrayDeque<E> extends AbstractCollection<E> implements Deque<E>, Cloneable, java.io.Serializable {
    transient Object[] elements;
    transient int head;
    transient int tail;
    private transient int modCount;

    public ArrayDeque() {
        elements = new Object[16 + 1];
    }

    public ArrayDeque(int numElements) {
        elements = new Object[(numElements < 1) ? 1 : (numElements == Integer.MAX_VALUE) ? Integer.MAX_VALUE : numElements + 1];
    }

    public ArrayDeque(Collection<? extends E> c) {
        this(c.size());
        for (E e : c) {
            addLast(e);
        }
    }

    private int inc(int i) {
        return ++i >= elements.length ? 0 : i;
    }

    private int dec(int i) {
        return --i < 0 ? elements.length - 1 : i;
    }

    public void addFirst(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        head = dec(head);
        elements[head] = e;
        modCount++;
        if (head == tail) {
            growFull();
        }
    }

    private void growFull() {
        // head == tail means full; linearize from head
        int oldCapacity = elements.length;
        int jump = (oldCapacity < 64) ? oldCapacity + 2 : oldCapacity >> 1;
        Object[] es = new Object[oldCapacity + jump];
        for (int i = 0, j = head; i < oldCapacity; i++, j = inc(j)) {
            es[i] = elements[j];
        }
        elements = es;
        head = 0;
        tail = oldCapacity;
    }

    public void addLast(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        elements[tail] = e;
        tail = inc(tail);
        modCount++;
        if (head == tail) {
            growFull();
        }
    }

    public boolean addAll(Collection<? extends E> c) {
        boolean m = false;
        for (E e : c) {
            addLast(e);
            m = true;
        }
        return m;
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    @SuppressWarnings("unchecked")
    public E pollFirst() {
        if (head == tail) {
            return null;
        }
        E e = (E) elements[head];
        elements[head] = null;
        head = inc(head);
        modCount++;
        return e;
    }

    @SuppressWarnings("unchecked")
    public E pollLast() {
        if (head == tail) {
            return null;
        }
        tail = dec(tail);
        E e = (E) elements[tail];
        elements[tail] = null;
        modCount++;
        return e;
    }

    @SuppressWarnings("unchecked")
    public E getFirst() {
        if (head == tail) {
            throw new NoSuchElementException();
        }
        return (E) elements[head];
    }

    @SuppressWarnings("unchecked")
    public E getLast() {
        if (head == tail) {
            throw new NoSuchElementException();
        }
        return (E) elements[dec(tail)];
    }

    @SuppressWarnings("unchecked")
    public E peekFirst() {
        return head == tail ? null : (E) elements[head];
    }

    @SuppressWarnings("unchecked")
    public E peekLast() {
        return head == tail ? null : (E) elements[dec(tail)];
    }

    public boolean removeFirstOccurrence(Object o) {
        if (o != null) {
            for (int i = head; i != tail; i = inc(i)) {
                if (o.equals(elements[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean removeLastOccurrence(Object o) {
        if (o != null) {
            for (int i = dec(tail); head != tail; i = dec(i)) {
                if (o.equals(elements[i])) {
                    delete(i);
                    return true;
                }
                if (i == head) {
                    break;
                }
            }
        }
        return false;
    }

    void delete(int i) {
        // shift the following elements back by one
        int j = i;
        int k = inc(j);
        while (k != tail) {
            elements[j] = elements[k];
            j = k;
            k = inc(k);
        }
        elements[j] = null;
        tail = j;
        modCount++;
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public E remove() {
        return removeFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E element() {
        return getFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    public int size() {
        int n = tail - head;
        return n < 0 ? n + elements.length : n;
    }

    public boolean isEmpty() {
        return head == tail;
    }

    public Iterator<E> iterator() {
        return new Iterator<E>() {
            int cursor = head;
            int lastRet = -1;
            int expected = modCount;

            public boolean hasNext() {
                return cursor != tail;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (cursor == tail) {
                    throw new NoSuchElementException();
                }
                if (modCount != expected) {
                    throw new ConcurrentModificationException();
                }
                E e = (E) elements[cursor];
                lastRet = cursor;
                cursor = inc(cursor);
                return e;
            }

            public void remove() {
                if (lastRet < 0) {
                    throw new IllegalStateException();
                }
                delete(lastRet);
                cursor = lastRet;
                lastRet = -1;
                expected = modCount;
            }
        };
    }

    public Iterator<E> descendingIterator() {
        return new Iterator<E>() {
            int cursor = tail;
            int lastRet = -1;

            public boolean hasNext() {
                return cursor != head;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (cursor == head) {
                    throw new NoSuchElementException();
                }
                cursor = dec(cursor);
                lastRet = cursor;
                return (E) elements[cursor];
            }

            public void remove() {
                if (lastRet < 0) {
                    throw new IllegalStateException();
                }
                delete(lastRet);
                lastRet = -1;
            }
        };
    }

    public boolean contains(Object o) {
        if (o != null) {
            for (int i = head; i != tail; i = inc(i)) {
                if (o.equals(elements[i])) {
                    return true;
                }
            }
        }
        return false;
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public void clear() {
        for (int i = head; i != tail; i = inc(i)) {
            elements[i] = null;
        }
        head = tail = 0;
        modCount++;
    }

    public Object[] toArray() {
        Object[] r = new Object[size()];
        for (int i = 0, j = head; j != tail; i++, j = inc(j)) {
            r[i] = elements[j];
        }
        return r;
    }

    @SuppressWarnings("unchecked")
    public ArrayDeque<E> clone() {
        try {
            ArrayDeque<E> result = (ArrayDeque<E>) super.clone();
            result.elements = Arrays.copyOf(elements, elements.length);
            return result;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError();
        }
    }
}
