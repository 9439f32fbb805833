package java.lang.ref;

/**
 * Kept while memory allows: this VM clears soft references only in the
 * collection it makes when an allocation still fails after an ordinary one,
 * so always before an OutOfMemoryError.
 */
public class SoftReference<T> extends Reference<T> {
    public SoftReference(T referent) {
        super(referent);
    }

    public SoftReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}
