package java.util.concurrent;

/** A Future that is also a Runnable. */
public interface RunnableFuture<V> extends Runnable, Future<V> {
    void run();
}
