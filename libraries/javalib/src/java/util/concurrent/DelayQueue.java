package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.PriorityQueue;

/**
 * An unbounded blocking queue of Delayed elements, each available only once
 * its delay has run out: a PriorityQueue (ordered by Delayed.compareTo)
 * guarded by a private monitor.  take() waits on the monitor for at most the
 * head's remaining delay and re-checks after every wake-up; every insertion
 * does notifyAll, so a new, earlier head shortens the wait.  Iterators
 * (over expired and unexpired elements) work on a snapshot.
 */
public class DelayQueue<E extends Delayed> extends AbstractQueue<E> implements BlockingQueue<E> {
    private final Object mon = new Object();
    private final PriorityQueue<E> q = new PriorityQueue<E>();

    public DelayQueue() {
    }

    public DelayQueue(Collection<? extends E> c) {
        addAll(c);
    }

    /* The head if its delay has run out, else null; caller holds mon. */
    private E expiredHead() {
        E h = q.peek();
        return h != null && h.getDelay(TimeUnit.NANOSECONDS) <= 0 ? h : null;
    }

    public boolean add(E e) {
        return offer(e);
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
            return expiredHead() == null ? null : q.poll();
        }
    }

    public E take() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (mon) {
            for (;;) {
                E h = q.peek();
                if (h == null) {
                    mon.wait();
                    continue;
                }
                long d = h.getDelay(TimeUnit.NANOSECONDS);
                if (d <= 0) {
                    return q.poll();
                }
                MonitorWait.nanos(mon, d);
            }
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (mon) {
            for (;;) {
                E h = q.peek();
                long d = h == null ? Long.MAX_VALUE : h.getDelay(TimeUnit.NANOSECONDS);
                if (d <= 0) {
                    return q.poll();
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                MonitorWait.nanos(mon, Math.min(left, d));
            }
        }
    }

    /** The head, expired or not (null when empty). */
    public E peek() {
        synchronized (mon) {
            return q.peek();
        }
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

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    /** Moves expired elements only, earliest first. */
    public int drainTo(Collection<? super E> c, int maxElements) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        synchronized (mon) {
            while (n < maxElements && expiredHead() != null) {
                c.add(q.poll());
                n++;
            }
        }
        return n;
    }

    public Iterator<E> iterator() {
        return new SnapshotIterator<E>(toArray(), false) {
            void removeSnapshotElement(Object o) {
                synchronized (mon) {
                    Iterator<E> it = q.iterator();
                    while (it.hasNext()) {
                        if (it.next() == o) {
                            it.remove();
                            break;
                        }
                    }
                }
            }
        };
    }
}
