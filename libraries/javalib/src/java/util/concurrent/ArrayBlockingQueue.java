package java.util.concurrent;

import java.util.Collection;

/** A bounded blocking FIFO queue (see MonitorQueue); fairness accepted, not enforced. */
public class ArrayBlockingQueue<E> extends MonitorQueue<E> implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private static final java.io.ObjectStreamField[] serialPersistentFields = CAPACITY_FIELD;

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        writeBounded(s);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        readBounded(s);
    }

    public ArrayBlockingQueue(int capacity) {
        super(capacity);
    }

    public ArrayBlockingQueue(int capacity, boolean fair) {
        super(capacity);
    }

    public ArrayBlockingQueue(int capacity, boolean fair, Collection<? extends E> c) {
        super(capacity);
        for (E e : c) {
            checkNotNull(e);
            if (!offer(e)) {
                throw new IllegalArgumentException();
            }
        }
    }
}
