package java.util.concurrent;

/** A CompletionService over an Executor: finished tasks are queued in completion order. */
public class ExecutorCompletionService<V> implements CompletionService<V> {
    private final Executor executor;
    private final BlockingQueue<Future<V>> completionQueue;

    private final class QueueingFuture extends FutureTask<V> {
        private final Future<V> task;

        QueueingFuture(Callable<V> c) {
            super(c);
            this.task = this;
        }

        QueueingFuture(Runnable r, V result) {
            super(r, result);
            this.task = this;
        }

        protected void done() {
            completionQueue.add(task);
        }
    }

    public ExecutorCompletionService(Executor executor) {
        this(executor, new LinkedBlockingQueue<Future<V>>());
    }

    public ExecutorCompletionService(Executor executor, BlockingQueue<Future<V>> completionQueue) {
        if (executor == null || completionQueue == null) {
            throw new NullPointerException();
        }
        this.executor = executor;
        this.completionQueue = completionQueue;
    }

    public Future<V> submit(Callable<V> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        QueueingFuture f = new QueueingFuture(task);
        executor.execute(f);
        return f;
    }

    public Future<V> submit(Runnable task, V result) {
        if (task == null) {
            throw new NullPointerException();
        }
        QueueingFuture f = new QueueingFuture(task, result);
        executor.execute(f);
        return f;
    }

    public Future<V> take() throws InterruptedException {
        return completionQueue.take();
    }

    public Future<V> poll() {
        return completionQueue.poll();
    }

    public Future<V> poll(long timeout, TimeUnit unit) throws InterruptedException {
        return completionQueue.poll(timeout, unit);
    }
}
