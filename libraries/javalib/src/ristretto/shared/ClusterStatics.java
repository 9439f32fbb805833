package ristretto.shared;

/**
 * Statics of the class library that a program sees as one per JVM, and so
 * must be one per cluster: the numbers in the default names of threads,
 * thread pools and fork/join pools, and the default uncaught-exception
 * handler.  Classes of the boot class path keep their statics per node
 * (each node starts its own copy of the library); the classes of this
 * package are the exception: like application classes, they are
 * initialised once, on the master, and every node uses the master's
 * statics block through the global object space (doc/gos.md, "Statics of
 * the class library").  On one node this is an ordinary class.
 *
 * Nothing here may be used while a VM starts (before the object space is
 * up on a worker): only code a program runs reaches it.
 */
public final class ClusterStatics {
    private ClusterStatics() {
    }

    private static int threadNumber;
    private static int poolNumber = 1;
    private static int forkJoinPoolNumber = 1;
    private static volatile Thread.UncaughtExceptionHandler defaultHandler;

    /** The N of the next "Thread-N". */
    public static synchronized int nextThreadNumber() {
        return threadNumber++;
    }

    /** The N of the next Executors "pool-N-thread-M". */
    public static synchronized int nextPoolNumber() {
        return poolNumber++;
    }

    /** The N of the next "ForkJoinPool-N-worker-M". */
    public static synchronized int nextForkJoinPoolNumber() {
        return forkJoinPoolNumber++;
    }

    public static Thread.UncaughtExceptionHandler defaultHandler() {
        return defaultHandler;
    }

    public static void setDefaultHandler(Thread.UncaughtExceptionHandler h) {
        defaultHandler = h;
    }
}
