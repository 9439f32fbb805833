package ristretto.internal;

import java.io.IOException;

/**
 * Node-bound resources on a cluster.  A socket's descriptor (and a child
 * process) belongs to the node that made it; a thread running on another
 * node that uses it has the operation run on the owner: a daemon thread
 * started there does it, and the caller joins it (the start and the join
 * carry the memory model's release and acquire, so the arrays the
 * operation reads and fills are seen on both sides).  On one JVM, and on
 * the owner itself, the operation simply runs.  doc/gos.md, "Node-bound
 * resources".
 */
public final class Cluster {
    private Cluster() {
    }

    private static native int node0();

    private static native void pin0(Thread t, int node);

    /** This node's index: 0 on the master and on one JVM. */
    public static int node() {
        return node0();
    }

    /** Makes the daemon thread t, not yet started, start on this node
     *  whatever the placement policy: the class library's own threads
     *  that serve this node's collector (the reference handler, the
     *  finalizer, a cleaner) must run where it queues their work. */
    public static void startHere(Thread t) {
        pin0(t, node0());
    }

    /** An operation on a node-bound resource. */
    public interface Op<T> {
        T run() throws IOException;
    }

    /** op's result, run on node (here when this is that node). */
    @SuppressWarnings("unchecked")
    public static <T> T on(int node, final Op<T> op) throws IOException {
        if (node == node0())
            return op.run();
        final Object[] result = new Object[1];
        final Throwable[] failure = new Throwable[1];
        ThreadGroup g = Thread.currentThread().getThreadGroup();
        while (g.getParent() != null)
            g = g.getParent();
        Thread t = new Thread(g, new Runnable() {
            public void run() {
                try {
                    result[0] = op.run();
                } catch (Throwable e) {
                    failure[0] = e;
                }
            }
        }, "node " + node + " I/O");
        t.setDaemon(true);
        pin0(t, node);
        t.start();
        boolean interrupted = false;
        for (;;) {
            try {
                t.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted)
            Thread.currentThread().interrupt();
        Throwable e = failure[0];
        if (e instanceof IOException)
            throw (IOException) e;
        if (e instanceof RuntimeException)
            throw (RuntimeException) e;
        if (e instanceof Error)
            throw (Error) e;
        if (e != null)
            throw new IOException(e);
        return (T) result[0];
    }
}
