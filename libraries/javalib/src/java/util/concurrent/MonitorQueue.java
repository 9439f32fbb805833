package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;

/**
 * The bounded FIFO behind ArrayBlockingQueue and LinkedBlockingQueue: an
 * ArrayDeque guarded by a private monitor; take/put wait on that monitor
 * and every change does notifyAll.  Iterators work on a snapshot (weakly
 * consistent, never throw ConcurrentModificationException); their remove()
 * removes that element from the queue.
 */
abstract class MonitorQueue<E> extends AbstractQueue<E> implements BlockingQueue<E> {
    final Object mon = new Object();
    final ArrayDeque<E> items = new ArrayDeque<E>();
    int capacity;   /* final but for the subclasses' readObject */

    MonitorQueue(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.capacity = capacity;
    }

    /*
     * Serialization.  This class is not Serializable, so that a subclass's
     * class descriptor has no serializable superclass, as on the stock JVM
     * (ConcurrentLinkedQueue's form is the stock one: no fields, then the
     * elements and a null).  Reading runs this constructor (it makes mon and
     * items); each subclass writes its own fields, then writeElements.
     */
    MonitorQueue() {
        this.capacity = Integer.MAX_VALUE;
    }

    final void writeElements(java.io.ObjectOutputStream s) throws java.io.IOException {
        for (Object e : toArray()) {
            s.writeObject(e);
        }
        s.writeObject(null);
    }

    @SuppressWarnings("unchecked")
    final void readElements(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        for (;;) {
            E e = (E) s.readObject();
            if (e == null) {
                return;
            }
            if (items.size() >= capacity) {
                throw new java.io.StreamCorruptedException("more elements than the capacity " + capacity);
            }
            items.addLast(e);
        }
    }

    /* The form of the bounded subclasses (not the stock JVM's, whose fields
     * are its lock objects): field `int capacity`, then the elements. */
    static final java.io.ObjectStreamField[] CAPACITY_FIELD = {
        new java.io.ObjectStreamField("capacity", int.class)
    };

    final void writeBounded(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField pf = s.putFields();
        pf.put("capacity", capacity);
        s.writeFields();
        writeElements(s);
    }

    final void readBounded(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        int c = s.readFields().get("capacity", 0);
        if (c <= 0) {
            throw new java.io.InvalidObjectException("Illegal capacity: " + c);
        }
        capacity = c;
        readElements(s);
    }

    static void checkNotNull(Object e) {
        if (e == null) {
            throw new NullPointerException();
        }
    }

    public boolean offer(E e) {
        checkNotNull(e);
        synchronized (mon) {
            if (items.size() >= capacity) {
                return false;
            }
            items.addLast(e);
            mon.notifyAll();
            return true;
        }
    }

    public void put(E e) throws InterruptedException {
        checkNotNull(e);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (mon) {
            while (items.size() >= capacity) {
                mon.wait();
            }
            items.addLast(e);
            mon.notifyAll();
        }
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        checkNotNull(e);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (mon) {
            while (items.size() >= capacity) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                mon.wait(left / 1000000L, (int) (left % 1000000L));
            }
            items.addLast(e);
            mon.notifyAll();
            return true;
        }
    }

    public E poll() {
        synchronized (mon) {
            E e = items.pollFirst();
            if (e != null) {
                mon.notifyAll();
            }
            return e;
        }
    }

    public E take() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (mon) {
            while (items.isEmpty()) {
                mon.wait();
            }
            E e = items.pollFirst();
            mon.notifyAll();
            return e;
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (mon) {
            while (items.isEmpty()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                mon.wait(left / 1000000L, (int) (left % 1000000L));
            }
            E e = items.pollFirst();
            mon.notifyAll();
            return e;
        }
    }

    public E peek() {
        synchronized (mon) {
            return items.peekFirst();
        }
    }

    public int size() {
        synchronized (mon) {
            return items.size();
        }
    }

    public int remainingCapacity() {
        synchronized (mon) {
            return capacity - items.size();
        }
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (mon) {
            boolean r = items.removeFirstOccurrence(o);
            if (r) {
                mon.notifyAll();
            }
            return r;
        }
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (mon) {
            return items.contains(o);
        }
    }

    public void clear() {
        synchronized (mon) {
            items.clear();
            mon.notifyAll();
        }
    }

    public Object[] toArray() {
        synchronized (mon) {
            return items.toArray();
        }
    }

    public <T> T[] toArray(T[] a) {
        synchronized (mon) {
            return items.toArray(a);
        }
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        checkNotNull(c);
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        synchronized (mon) {
            while (n < maxElements && !items.isEmpty()) {
                c.add(items.pollFirst());
                n++;
            }
            if (n > 0) {
                mon.notifyAll();
            }
        }
        return n;
    }

    public Iterator<E> iterator() {
        return new SnapshotIterator<E>(toArray(), false) {
            void removeSnapshotElement(Object o) {
                synchronized (mon) {
                    Iterator<E> it = items.iterator();
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
