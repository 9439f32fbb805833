package java.util.concurrent;

import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * An optionally bounded blocking deque: MonitorQueue's ArrayDeque and
 * private monitor, with insertion and removal at both ends.  Every change
 * does notifyAll on the monitor; blocked putters and takers re-check their
 * condition.  Iterators (both directions) work on a snapshot: weakly
 * consistent, never ConcurrentModificationException.
 */
public class LinkedBlockingDeque<E> extends MonitorQueue<E> implements BlockingDeque<E>, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private static final java.io.ObjectStreamField[] serialPersistentFields = CAPACITY_FIELD;

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        writeBounded(s);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        readBounded(s);
    }

    public LinkedBlockingDeque() {
        super(Integer.MAX_VALUE);
    }

    public LinkedBlockingDeque(int capacity) {
        super(capacity);
    }

    public LinkedBlockingDeque(Collection<? extends E> c) {
        super(Integer.MAX_VALUE);
        for (E e : c) {
            addLast(e);
        }
    }

    /* Inserts at one end if there is room; caller holds mon. */
    private boolean insert(E e, boolean first) {
        if (items.size() >= capacity) {
            return false;
        }
        if (first) {
            items.addFirst(e);
        } else {
            items.addLast(e);
        }
        mon.notifyAll();
        return true;
    }

    /* Removes from one end or returns null; caller holds mon. */
    private E extract(boolean first) {
        E e = first ? items.pollFirst() : items.pollLast();
        if (e != null) {
            mon.notifyAll();
        }
        return e;
    }

    private static void checkInterrupt() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
    }

    public boolean offerFirst(E e) {
        checkNotNull(e);
        synchronized (mon) {
            return insert(e, true);
        }
    }

    public boolean offerLast(E e) {
        checkNotNull(e);
        synchronized (mon) {
            return insert(e, false);
        }
    }

    public void addFirst(E e) {
        if (!offerFirst(e)) {
            throw new IllegalStateException("Deque full");
        }
    }

    public void addLast(E e) {
        if (!offerLast(e)) {
            throw new IllegalStateException("Deque full");
        }
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public void push(E e) {
        addFirst(e);
    }

    private void putAt(E e, boolean first) throws InterruptedException {
        checkNotNull(e);
        checkInterrupt();
        synchronized (mon) {
            while (!insert(e, first)) {
                mon.wait();
            }
        }
    }

    public void putFirst(E e) throws InterruptedException {
        putAt(e, true);
    }

    public void putLast(E e) throws InterruptedException {
        putAt(e, false);
    }

    private boolean offerAt(E e, boolean first, long timeout, TimeUnit unit) throws InterruptedException {
        checkNotNull(e);
        checkInterrupt();
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (mon) {
            while (!insert(e, first)) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                MonitorWait.nanos(mon, left);
            }
            return true;
        }
    }

    public boolean offerFirst(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return offerAt(e, true, timeout, unit);
    }

    public boolean offerLast(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return offerAt(e, false, timeout, unit);
    }

    public E pollFirst() {
        synchronized (mon) {
            return extract(true);
        }
    }

    public E pollLast() {
        synchronized (mon) {
            return extract(false);
        }
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

    public E pop() {
        return removeFirst();
    }

    private E takeAt(boolean first) throws InterruptedException {
        checkInterrupt();
        synchronized (mon) {
            E e;
            while ((e = extract(first)) == null) {
                mon.wait();
            }
            return e;
        }
    }

    public E takeFirst() throws InterruptedException {
        return takeAt(true);
    }

    public E takeLast() throws InterruptedException {
        return takeAt(false);
    }

    private E pollAt(boolean first, long timeout, TimeUnit unit) throws InterruptedException {
        checkInterrupt();
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (mon) {
            E e;
            while ((e = extract(first)) == null) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                MonitorWait.nanos(mon, left);
            }
            return e;
        }
    }

    public E pollFirst(long timeout, TimeUnit unit) throws InterruptedException {
        return pollAt(true, timeout, unit);
    }

    public E pollLast(long timeout, TimeUnit unit) throws InterruptedException {
        return pollAt(false, timeout, unit);
    }

    public E getFirst() {
        E e = peekFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E getLast() {
        E e = peekLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E peekFirst() {
        synchronized (mon) {
            return items.peekFirst();
        }
    }

    public E peekLast() {
        synchronized (mon) {
            return items.peekLast();
        }
    }

    public boolean removeFirstOccurrence(Object o) {
        return remove(o);
    }

    public boolean removeLastOccurrence(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (mon) {
            boolean r = items.removeLastOccurrence(o);
            if (r) {
                mon.notifyAll();
            }
            return r;
        }
    }

    public Iterator<E> descendingIterator() {
        return new SnapshotIterator<E>(toArray(), true) {
            void removeSnapshotElement(Object o) {
                synchronized (mon) {
                    Iterator<E> it = items.descendingIterator();
                    while (it.hasNext()) {
                        if (it.next() == o) {
                            it.remove();
                            mon.notifyAll();
                            break;
                        }
                    }
                }
            }
        };
    }
}
