package java.util.concurrent;

import java.util.Collection;

/** An unbounded thread-safe FIFO queue (monitor-guarded; see MonitorQueue). */
public class ConcurrentLinkedQueue<E> extends MonitorQueue<E> {
    private static final long serialVersionUID = 1L;

    public ConcurrentLinkedQueue() {
        super(Integer.MAX_VALUE);
    }

    public ConcurrentLinkedQueue(Collection<? extends E> c) {
        super(Integer.MAX_VALUE);
        for (E e : c) {
            checkNotNull(e);
            offer(e);
        }
    }
}
