package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;

/**
 * A hand-off queue without capacity: offer() succeeds only when a thread
 * is already waiting in take()/poll(timeout) and has not yet been matched.
 * `waiting` counts such takers, `pending` holds handed-over elements not yet
 * collected (at most `waiting` of them).  Guarded by the private monitor.
 */
public class SynchronousQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private final Object mon = new Object();
    private final java.util.ArrayDeque<E> pending = new java.util.ArrayDeque<E>();
    private int waiting;

    public SynchronousQueue() {
    }

    public SynchronousQueue(boolean fair) {
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        synchronized (mon) {
            if (waiting > pending.size()) {
                pending.addLast(e);
                mon.notifyAll();
                return true;
            }
            return false;
        }
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (mon) {
            while (waiting <= pending.size()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                mon.wait(left / 1000000L, (int) (left % 1000000L));
            }
            pending.addLast(e);
            mon.notifyAll();
            return true;
        }
    }

    public void put(E e) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        synchronized (mon) {
            while (waiting <= pending.size()) {
                mon.wait();
            }
            pending.addLast(e);
            mon.notifyAll();
        }
    }

    private E doTake(boolean timed, long nanos) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + nanos;
        synchronized (mon) {
            waiting++;
            mon.notifyAll();
            try {
                while (pending.isEmpty()) {
                    if (timed) {
                        long left = deadline - System.nanoTime();
                        if (left <= 0) {
                            return null;
                        }
                        mon.wait(left / 1000000L, (int) (left % 1000000L));
                    } else {
                        mon.wait();
                    }
                }
                return pending.pollFirst();
            } finally {
                waiting--;
            }
        }
    }

    public E take() throws InterruptedException {
        return doTake(false, 0L);
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        return doTake(true, unit.toNanos(timeout));
    }

    public E poll() {
        return null;
    }

    public E peek() {
        return null;
    }

    public int size() {
        return 0;
    }

    public boolean isEmpty() {
        return true;
    }

    public int remainingCapacity() {
        return 0;
    }

    public Iterator<E> iterator() {
        return Collections.<E>emptyList().iterator();
    }

    public boolean contains(Object o) {
        return false;
    }

    public boolean remove(Object o) {
        return false;
    }

    public void clear() {
    }

    public Object[] toArray() {
        return new Object[0];
    }

    public <T> T[] toArray(T[] a) {
        if (a.length > 0) {
            a[0] = null;
        }
        return a;
    }

    public int drainTo(Collection<? super E> c) {
        return 0;
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        return 0;
    }

    public String toString() {
        return "[]";
    }
}
