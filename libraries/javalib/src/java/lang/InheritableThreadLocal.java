package java.lang;

/** A thread-local whose values a new thread copies from the thread that creates it. */
public class InheritableThreadLocal<T> extends ThreadLocal<T> {
    public InheritableThreadLocal() {}

    protected T childValue(T parentValue) {
        return parentValue;
    }

    @Override
    ThreadLocal.Map getMap(Thread t) {
        return t.inheritableThreadLocals;
    }

    @Override
    void setMap(Thread t, ThreadLocal.Map m) {
        t.inheritableThreadLocals = m;
    }
}
