package java.util.concurrent;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * The iterator of the monitor-based queues and deques: it walks a snapshot
 * (the collection's toArray() when the iterator was made), forwards or
 * backwards, so it is weakly consistent and never throws
 * ConcurrentModificationException; remove() asks the collection to drop
 * the element last returned, by identity, under the collection's lock.
 */
abstract class SnapshotIterator<E> implements Iterator<E> {
    private final Object[] snap;
    private final boolean descending;
    private int returned;
    private int last = -1;

    SnapshotIterator(Object[] snap, boolean descending) {
        this.snap = snap;
        this.descending = descending;
    }

    /** Remove the element identical to o (the first one met in this
     *  iterator's direction), if it is still there. */
    abstract void removeSnapshotElement(Object o);

    public boolean hasNext() {
        return returned < snap.length;
    }

    @SuppressWarnings("unchecked")
    public E next() {
        if (returned >= snap.length) {
            throw new NoSuchElementException();
        }
        last = descending ? snap.length - 1 - returned : returned;
        returned++;
        return (E) snap[last];
    }

    public void remove() {
        if (last < 0) {
            throw new IllegalStateException();
        }
        removeSnapshotElement(snap[last]);
        last = -1;
    }
}
