package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.PriorityQueue;

/**
 * An unbounded blocking priority queue: a java.util.PriorityQueue guarded
 * by a private monitor (same heap order, so iteration and toString match a
 * PriorityQueue with the same operations); iterators are snapshots.
 */
public class PriorityBlockingQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private final Object mon = new Object();
    private final PriorityQueue<E> q;

    public PriorityBlockingQueue() {
        q = new PriorityQueue<E>();
    }

    public PriorityBlockingQueue(int initialCapacity) {
        q = new PriorityQueue<E>(initialCapacity);
    }

    public PriorityBlockingQueue(int initialCapacity, Comparator<? super E> comparator) {
        q = new PriorityQueue<E>(initialCapacity, comparator);
    }

    public PriorityBlockingQueue(Collection<? extends E> c) {
        q = new PriorityQueue<E>(c);
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        synchronized (mon) {
            q.offer(e);
            mon.notifyAll();
            return true;
        }
    }

    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    public E poll() {
        synchronized (mon) {
            return q.poll();
        }
    }

    public E take() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (mon) {
            while (q.isEmpty()) {
                mon.wait();
            }
            return q.poll();
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (mon) {
            while (q.isEmpty()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                MonitorWait.nanos(mon, left);
            }
            return q.poll();
        }
    }

    public E peek() {
        synchronized (mon) {
            return q.peek();
        }
    }

    public Comparator<? super E> comparator() {
        return q.comparator();
    }

    public int size() {
        synchronized (mon) {
            return q.size();
        }
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    public boolean remove(Object o) {
        synchronized (mon) {
            return q.remove(o);
        }
    }

    public boolean contains(Object o) {
        synchronized (mon) {
            return q.contains(o);
        }
    }

    public void clear() {
        synchronized (mon) {
            q.clear();
        }
    }

    public Object[] toArray() {
        synchronized (mon) {
            return q.toArray();
        }
    }

    public <T> T[] toArray(T[] a) {
        synchronized (mon) {
            return q.toArray(a);
        }
    }

    public String toString() {
        synchronized (mon) {
            return q.toString();
        }
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        synchronized (mon) {
            while (n < maxElements && !q.isEmpty()) {
                c.add(q.poll());
                n++;
            }
        }
        return n;
    }

    public Iterator<E> iterator() {
        final ArrayList<E> snap;
        synchronized (mon) {
            snap = new ArrayList<E>(q);
        }
        final Iterator<E> it = snap.iterator();
        return new Iterator<E>() {
            private E last;

            public boolean hasNext() {
                return it.hasNext();
            }

            public E next() {
                return last = it.next();
            }

            public void remove() {
                if (last == null) {
                    throw new IllegalStateException();
                }
                synchronized (mon) {
                    Iterator<E> qi = q.iterator();
                    while (qi.hasNext()) {
                        if (qi.next() == last) {
                            qi.remove();
                            break;
                        }
                    }
                }
                last = null;
            }
        };
    }
}
