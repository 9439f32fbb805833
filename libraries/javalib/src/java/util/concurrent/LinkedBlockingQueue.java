package java.util.concurrent;

import java.util.Collection;

/** An optionally bounded blocking FIFO queue (see MonitorQueue). */
public class LinkedBlockingQueue<E> extends MonitorQueue<E> {
    private static final long serialVersionUID = 1L;

    public LinkedBlockingQueue() {
        super(Integer.MAX_VALUE);
    }

    public LinkedBlockingQueue(int capacity) {
        super(capacity);
    }

    public LinkedBlockingQueue(Collection<? extends E> c) {
        super(Integer.MAX_VALUE);
        for (E e : c) {
            checkNotNull(e);
            if (!offer(e)) {
                throw new IllegalStateException("Queue full");
            }
        }
    }
}
