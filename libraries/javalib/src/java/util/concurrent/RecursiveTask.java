package java.util.concurrent;

/** A result-bearing ForkJoinTask computed by compute(). */
public abstract class RecursiveTask<V> extends ForkJoinTask<V> {
    private static final long serialVersionUID = 1L;
    V result;

    public RecursiveTask() {
    }

    protected abstract V compute();

    public final V getRawResult() {
        return result;
    }

    protected final void setRawResult(V value) {
        result = value;
    }

    protected final boolean exec() {
        result = compute();
        return true;
    }
}
