package java.lang;

/**
 * The finalizer thread: runs {@code finalize()} of the objects the
 * collector found unreachable (see doc/vm-core.md, "Finalisation").
 *
 * The VM registers every instance of a class that overrides
 * {@code finalize()} with a non-empty body; the collector queues each one it
 * finds unreachable and keeps it (and what it reaches) alive until this
 * thread takes it.  The thread is started by the VM (startThread) at the
 * first finalizable object of the node, in the root thread group, as a
 * daemon named "Finalizer".  Statics of the class library are per node on
 * a cluster, so each node has its own thread, lock and count.
 *
 * In java.lang so that {@code o.finalize()} (protected in Object) can be
 * called directly.
 */
final class Finalizer implements Runnable {
    /* How long runFinalization waits at most for the queue it saw. */
    private static final long WAIT_MS = 30000;
    /* How often the thread looks at an empty queue (the collector cannot
     * notify Java: it runs with the world stopped). */
    private static final long POLL_MS = 10;

    private static final Object lock = new Object();
    private static long done;            // finalize() calls finished (lock)
    private static Thread thread;

    private Finalizer() {
    }

    /* Next object whose finalize() is to run, or null. */
    private static native Object take0();

    /* Objects the collector has ever queued on this node. */
    private static native long queued0();

    /* Called by the VM once per node, at its first finalizable object. */
    static void startThread() {
        ThreadGroup g = Thread.currentThread().getThreadGroup();
        while (g.getParent() != null)
            g = g.getParent();
        Thread t = new Thread(g, new Finalizer(), "Finalizer");
        t.setDaemon(true);
        t.setPriority(Thread.MAX_PRIORITY - 2);
        thread = t;
        ristretto.internal.Cluster.startHere(t);   /* it serves this node's collector */
        t.start();
    }

    public void run() {
        for (;;) {
            Object o = take0();
            if (o == null) {
                synchronized (lock) {
                    try {
                        lock.wait(POLL_MS);
                    } catch (InterruptedException e) {
                        // keep going
                    }
                }
                continue;
            }
            try {
                o.finalize();
            } catch (Throwable e) {
                // ignored, as the JDK does
            }
            o = null;
            synchronized (lock) {
                done++;
                lock.notifyAll();
            }
        }
    }

    /* Wait until every object queued before the call has been finalized,
     * for at most WAIT_MS (a finalize() may block for ever).  From the
     * finalizer thread itself (a finalize() calling runFinalization) it
     * returns at once. */
    static void runFinalization() {
        Thread t = thread;
        if (t == null || Thread.currentThread() == t)
            return;
        long target = queued0();
        long end = System.nanoTime() / 1000000L + WAIT_MS;
        synchronized (lock) {
            lock.notifyAll();
            while (done < target) {
                long wait = end - System.nanoTime() / 1000000L;
                if (wait <= 0)
                    return;
                try {
                    lock.wait(wait);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }
}
