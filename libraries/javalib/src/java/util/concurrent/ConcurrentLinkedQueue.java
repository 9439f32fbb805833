package java.util.concurrent;

import java.util.Collection;

/** An unbounded thread-safe FIFO queue (monitor-guarded; see MonitorQueue). */
public class ConcurrentLinkedQueue<E> extends MonitorQueue<E> implements java.io.Serializable {
    /* The stock JVM's serial form: no fields; (custom data) each element,
     * then null. */
    private static final long serialVersionUID = 0x02bafb2a664c708cL;

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        writeElements(s);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        readElements(s);
    }

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
