package java.lang;

/** A task with no result. */
@FunctionalInterface
public interface Runnable {
    void run();
}
