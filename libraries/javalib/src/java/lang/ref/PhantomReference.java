package java.lang.ref;

/**
 * Never gives its referent back; cleared and enqueued once the referent is
 * unreachable (after the finalization stage of the collection).
 */
public class PhantomReference<T> extends Reference<T> {
    public PhantomReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }

    public T get() {
        return null;
    }
}
