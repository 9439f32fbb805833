package java.util.concurrent;

/** Runs submitted Runnable tasks. */
public interface Executor {
    void execute(Runnable command);
}
