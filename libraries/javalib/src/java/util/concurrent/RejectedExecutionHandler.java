package java.util.concurrent;

/** Handles tasks a ThreadPoolExecutor cannot run. */
public interface RejectedExecutionHandler {
    void rejectedExecution(Runnable r, ThreadPoolExecutor executor);
}
