package java.lang.ref;

import java.util.concurrent.ThreadFactory;

/**
 * Runs cleaning actions once the objects registered with it have become
 * phantom reachable, on a daemon thread of its own; each action runs at most
 * once (explicitly by {@link Cleanable#clean} or by that thread).
 */
public final class Cleaner {
    public interface Cleanable {
        void clean();
    }

    /* A registered object: on a doubly linked list (anchored at the
     * Cleaner's head) that keeps the reference reachable until it is
     * cleaned. */
    private static final class Ref extends PhantomReference<Object> implements Cleanable {
        private final Cleaner owner;
        private Runnable action;
        Ref prev, nextRef;

        Ref(Object obj, Cleaner owner, Runnable action) {
            super(obj, owner.queue);
            this.owner = owner;
            this.action = action;
        }

        public void clean() {
            Runnable a;
            synchronized (owner.list) {
                a = action;
                if (a == null)
                    return;
                action = null;
                if (prev != null)
                    prev.nextRef = nextRef;
                else
                    owner.first = nextRef;
                if (nextRef != null)
                    nextRef.prev = prev;
                prev = nextRef = null;
            }
            clear();
            a.run();
        }
    }

    final ReferenceQueue<Object> queue = new ReferenceQueue<Object>();
    final Object list = new Object();
    Ref first;

    private static int threads;

    private Cleaner() {
    }

    private static synchronized int nextNumber() {
        return threads++;
    }

    public static Cleaner create() {
        return create(null);
    }

    public static Cleaner create(ThreadFactory factory) {
        final Cleaner c = new Cleaner();
        Runnable loop = new Runnable() {
            public void run() {
                for (;;) {
                    try {
                        Reference<?> r = c.queue.remove();
                        if (r instanceof Ref)
                            ((Ref) r).clean();
                    } catch (Throwable e) {
                        // an action's exception is ignored, as the JDK does
                    }
                }
            }
        };
        Thread t;
        if (factory != null) {
            t = factory.newThread(loop);
        } else {
            // in the system group, out of sight of the program's groups
            ThreadGroup g = Thread.currentThread().getThreadGroup();
            while (g.getParent() != null)
                g = g.getParent();
            t = new Thread(g, loop, "Cleaner-" + nextNumber());
        }
        if (t == null)
            throw new NullPointerException();
        t.setDaemon(true);
        ristretto.internal.Cluster.startHere(t);   /* where this Cleaner was made */
        t.start();
        return c;
    }

    public Cleanable register(Object obj, Runnable action) {
        if (obj == null)
            throw new NullPointerException("obj");
        if (action == null)
            throw new NullPointerException("action");
        Ref r = new Ref(obj, this, action);
        synchronized (list) {
            r.nextRef = first;
            if (first != null)
                first.prev = r;
            first = r;
        }
        return r;
    }
}
