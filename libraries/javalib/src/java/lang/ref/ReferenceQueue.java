package java.lang.ref;

/**
 * Where the reference handler thread puts references the collector cleared
 * (a LIFO list through Reference.next, guarded by {@code lock}).
 */
public class ReferenceQueue<T> {
    /* Markers kept in Reference.queue: removed from a queue / on one. */
    static final ReferenceQueue<Object> NULL = new ReferenceQueue<Object>();
    static final ReferenceQueue<Object> ENQUEUED = new ReferenceQueue<Object>();

    private final Object lock = new Object();
    private volatile Reference<? extends T> head;   // read without the lock by poll

    private static boolean handlerStarted;

    public ReferenceQueue() {
    }

    boolean enqueue(Reference<?> r) {
        if (this == NULL || this == ENQUEUED)
            return false;
        synchronized (lock) {
            if (r.queue != this)
                return false;
            r.queue = ENQUEUED;
            @SuppressWarnings("unchecked")
            Reference<? extends T> rr = (Reference<? extends T>) r;
            rr.next = head == null ? rr : head;
            head = rr;
            lock.notifyAll();
            return true;
        }
    }

    /* From the handler: the reference may already have been enqueued (or
     * removed) by the program. */
    void enqueueRaw(Reference<?> r) {
        enqueue(r);
    }

    private Reference<? extends T> take() {
        Reference<? extends T> r = head;
        if (r == null)
            return null;
        @SuppressWarnings("unchecked")
        Reference<? extends T> n = (Reference<? extends T>) r.next;
        head = n == r ? null : n;
        r.next = null;
        r.queue = NULL;
        return r;
    }

    public Reference<? extends T> poll() {
        if (head == null)
            return null;
        synchronized (lock) {
            return take();
        }
    }

    public Reference<? extends T> remove(long timeout) throws InterruptedException {
        if (timeout < 0)
            throw new IllegalArgumentException("Negative timeout value");
        synchronized (lock) {
            Reference<? extends T> r = take();
            if (r != null)
                return r;
            long end = timeout == 0 ? 0 : System.nanoTime() / 1000000L + timeout;
            for (;;) {
                long wait = 0;
                if (timeout != 0) {
                    wait = end - System.nanoTime() / 1000000L;
                    if (wait <= 0)
                        return null;
                }
                lock.wait(wait);
                r = take();
                if (r != null)
                    return r;
            }
        }
    }

    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }

    /* The reference handler: a daemon thread of the system group, started
     * when the first reference with a queue is made. */
    static synchronized void startHandler() {
        if (handlerStarted)
            return;
        handlerStarted = true;
        ThreadGroup g = Thread.currentThread().getThreadGroup();
        while (g.getParent() != null)
            g = g.getParent();
        Thread t = new Thread(g, new Runnable() {
            public void run() {
                for (;;) {
                    if (!Reference.processPending()) {
                        try {
                            Thread.sleep(10);
                        } catch (InterruptedException e) {
                            // keep going
                        }
                    }
                }
            }
        }, "Reference Handler");
        t.setDaemon(true);
        t.setPriority(Thread.MAX_PRIORITY);
        ristretto.internal.Cluster.startHere(t);   /* it serves this node's collector */
        t.start();
    }
}
