package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;

/**
 * An unbounded TransferQueue on one private monitor (not the JDK's dual
 * queue).  Elements sit in a FIFO of nodes; a transferring producer waits
 * until its node has been taken.  Every change does notifyAll.
 *
 * Invariants (under mon): every node in {@code q} has taken == false; a
 * node leaves q exactly when it is taken (by a consumer, remove, clear or
 * drainTo) or its producer gives up; {@code waiting} counts consumers
 * blocked in take or a timed poll.  tryTransfer(e) succeeds only when more
 * consumers are blocked than elements are queued; such a consumer re-checks
 * the queue before it times out, so it receives the element -- unless it is
 * interrupted at that very moment, in which case the element stays queued
 * for the next consumer.  Iterators work on a snapshot.
 */
public class LinkedTransferQueue<E> extends AbstractQueue<E> implements TransferQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private static final class Node<E> {
        final E item;
        boolean taken;

        Node(E item) {
            this.item = item;
        }
    }

    private final Object mon = new Object();
    private final ArrayDeque<Node<E>> q = new ArrayDeque<Node<E>>();
    private int waiting;

    public LinkedTransferQueue() {
    }

    public LinkedTransferQueue(Collection<? extends E> c) {
        addAll(c);
    }

    private static void checkNotNull(Object e) {
        if (e == null) {
            throw new NullPointerException();
        }
    }

    /* Takes the head node; caller holds mon and has checked q is not empty. */
    private E takeHead() {
        Node<E> n = q.pollFirst();
        n.taken = true;
        mon.notifyAll();
        return n.item;
    }

    public boolean offer(E e) {
        checkNotNull(e);
        synchronized (mon) {
            q.addLast(new Node<E>(e));
            mon.notifyAll();
            return true;
        }
    }

    public boolean add(E e) {
        return offer(e);
    }

    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    public boolean tryTransfer(E e) {
        checkNotNull(e);
        synchronized (mon) {
            if (waiting <= q.size()) {
                return false;
            }
            q.addLast(new Node<E>(e));
            mon.notifyAll();
            return true;
        }
    }

    public void transfer(E e) throws InterruptedException {
        doTransfer(e, -1L);
    }

    public boolean tryTransfer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return doTransfer(e, Math.max(0L, unit.toNanos(timeout)));
    }

    /* Enqueues e and waits until it is taken; nanos < 0 waits forever. */
    private boolean doTransfer(E e, long nanos) throws InterruptedException {
        checkNotNull(e);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + nanos;
        synchronized (mon) {
            Node<E> n = new Node<E>(e);
            q.addLast(n);
            mon.notifyAll();
            try {
                while (!n.taken) {
                    if (nanos < 0) {
                        mon.wait();
                    } else {
                        long left = deadline - System.nanoTime();
                        if (left <= 0) {
                            q.remove(n);
                            return false;
                        }
                        MonitorWait.nanos(mon, left);
                    }
                }
                return true;
            } catch (InterruptedException ie) {
                if (n.taken) {
                    Thread.currentThread().interrupt();
                    return true;
                }
                q.remove(n);
                throw ie;
            }
        }
    }

    public E poll() {
        synchronized (mon) {
            return q.isEmpty() ? null : takeHead();
        }
    }

    public E take() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (mon) {
            waiting++;
            try {
                while (q.isEmpty()) {
                    mon.wait();
                }
            } finally {
                waiting--;
            }
            return takeHead();
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (mon) {
            waiting++;
            try {
                while (q.isEmpty()) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        return null;
                    }
                    MonitorWait.nanos(mon, left);
                }
            } finally {
                waiting--;
            }
            return takeHead();
        }
    }

    public E peek() {
        synchronized (mon) {
            Node<E> n = q.peekFirst();
            return n == null ? null : n.item;
        }
    }

    public int size() {
        synchronized (mon) {
            return q.size();
        }
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    public boolean hasWaitingConsumer() {
        synchronized (mon) {
            return waiting > 0;
        }
    }

    public int getWaitingConsumerCount() {
        synchronized (mon) {
            return waiting;
        }
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (mon) {
            Iterator<Node<E>> it = q.iterator();
            while (it.hasNext()) {
                Node<E> n = it.next();
                if (o.equals(n.item)) {
                    it.remove();
                    n.taken = true;
                    mon.notifyAll();
                    return true;
                }
            }
            return false;
        }
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (mon) {
            for (Node<E> n : q) {
                if (o.equals(n.item)) {
                    return true;
                }
            }
            return false;
        }
    }

    public void clear() {
        synchronized (mon) {
            while (!q.isEmpty()) {
                takeHead();
            }
        }
    }

    public Object[] toArray() {
        synchronized (mon) {
            Object[] a = new Object[q.size()];
            int i = 0;
            for (Node<E> n : q) {
                a[i++] = n.item;
            }
            return a;
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
        int k = 0;
        synchronized (mon) {
            while (k < maxElements && !q.isEmpty()) {
                c.add(takeHead());
                k++;
            }
        }
        return k;
    }

    public Iterator<E> iterator() {
        return new SnapshotIterator<E>(toArray(), false) {
            void removeSnapshotElement(Object o) {
                synchronized (mon) {
                    Iterator<Node<E>> it = q.iterator();
                    while (it.hasNext()) {
                        Node<E> n = it.next();
                        if (n.item == o) {
                            it.remove();
                            n.taken = true;
                            mon.notifyAll();
                            break;
                        }
                    }
                }
            }
        };
    }
}
