package java.lang.ref;

/**
 * A reference object: holds its referent in a way the collector knows about.
 *
 * The collector does not trace {@code referent} (its offset is looked up by
 * the VM at start-up); it clears the field when nothing else reaches the
 * referent and, when the reference was made with a queue, hands it to the
 * reference handler thread through {@code discovered} (see
 * doc/vm-core.md, "References").
 */
public abstract class Reference<T> {
    private T referent;
    /* The queue given at construction, then ReferenceQueue.ENQUEUED while
     * on it and ReferenceQueue.NULL once removed (or with no queue: null). */
    volatile ReferenceQueue<? super T> queue;
    /* Next on the collector's pending list (the last points to itself);
     * null when not pending. */
    private Reference<?> discovered;
    /* Next on the queue (the last points to itself). */
    Reference<?> next;

    Reference(T referent) {
        this(referent, null);
    }

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = queue;
        if (queue != null)
            ReferenceQueue.startHandler();
    }

    public T get() {
        return referent;
    }

    public final boolean refersTo(T obj) {
        return referent == obj;
    }

    public void clear() {
        referent = null;
    }

    public boolean isEnqueued() {
        return queue == ReferenceQueue.ENQUEUED;
    }

    public boolean enqueue() {
        referent = null;
        ReferenceQueue<? super T> q = queue;
        return q != null && q.enqueue(this);
    }

    public static void reachabilityFence(Object ref) {
    }

    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    /* The list the collector filled since the last call, or null. */
    private static native Reference<?> takePending0();

    /* Enqueue every reference the collector cleared; true if there was one. */
    static boolean processPending() {
        Reference<?> r = takePending0();
        if (r == null)
            return false;
        while (r != null) {
            Reference<?> n = r.discovered;
            r.discovered = null;
            if (n == r)
                n = null;
            ReferenceQueue<?> q = r.queue;
            if (q != null)
                q.enqueueRaw(r);
            r = n;
        }
        return true;
    }
}
