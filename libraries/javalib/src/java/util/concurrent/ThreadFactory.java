package java.util.concurrent;

/** Creates threads on demand. */
public interface ThreadFactory {
    Thread newThread(Runnable r);
}
