package java.util.concurrent;

/** A ScheduledFuture that is Runnable. */
public interface RunnableScheduledFuture<V> extends RunnableFuture<V>, ScheduledFuture<V> {
    boolean isPeriodic();
}
