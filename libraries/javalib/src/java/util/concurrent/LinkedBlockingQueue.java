package java.util.concurrent;

import java.util.Collection;

/** An optionally bounded blocking FIFO queue (see MonitorQueue). */
public class LinkedBlockingQueue<E> extends MonitorQueue<E> implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private static final java.io.ObjectStreamField[] serialPersistentFields = CAPACITY_FIELD;

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        writeBounded(s);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        readBounded(s);
    }

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
