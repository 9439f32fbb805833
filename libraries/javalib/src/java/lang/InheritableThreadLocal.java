package java.lang;

/** A thread-local whose value is inherited by child threads (not yet: behaves as ThreadLocal). */
public class InheritableThreadLocal<T> extends ThreadLocal<T> {
    public InheritableThreadLocal() {}

    protected T childValue(T parentValue) {
        return parentValue;
    }
}
