package java.lang;

/** A group of threads: the live (started, not yet ended) threads and the subgroups. */
public class ThreadGroup implements Thread.UncaughtExceptionHandler {
    /** The VM's own threads (the object space's service threads): the parent
     *  of "main", as in the JDK, so main's counts never include them. */
    static final ThreadGroup SYSTEM = new ThreadGroup("system", null);
    static final ThreadGroup MAIN = new ThreadGroup("main", SYSTEM);

    private final String name;
    private final ThreadGroup parent;

    private Thread[] threads = new Thread[4];
    private int nthreads;
    private ThreadGroup[] groups = new ThreadGroup[2];
    private int ngroups;

    private ThreadGroup(String name, ThreadGroup parent) {
        this.name = name;
        this.parent = parent;
        if (parent != null) {
            parent.addGroup(this);
        }
    }

    private synchronized void addGroup(ThreadGroup g) {
        if (ngroups == groups.length) {
            ThreadGroup[] n = new ThreadGroup[ngroups * 2];
            System.arraycopy(groups, 0, n, 0, ngroups);
            groups = n;
        }
        groups[ngroups++] = g;
    }

    /** A thread of this group started (or the VM made the main thread). */
    synchronized void add(Thread t) {
        if (nthreads == threads.length) {
            Thread[] n = new Thread[nthreads * 2];
            System.arraycopy(threads, 0, n, 0, nthreads);
            threads = n;
        }
        threads[nthreads++] = t;
    }

    /** A thread of this group ended (or failed to start). */
    synchronized void remove(Thread t) {
        for (int i = 0; i < nthreads; i++) {
            if (threads[i] == t) {
                System.arraycopy(threads, i + 1, threads, i, nthreads - i - 1);
                threads[--nthreads] = null;
                return;
            }
        }
    }

    public int activeCount() {
        int n;
        ThreadGroup[] gs;
        int ng;
        synchronized (this) {
            n = nthreads;
            ng = ngroups;
            gs = groups.clone();
        }
        for (int i = 0; i < ng; i++) {
            n += gs[i].activeCount();
        }
        return n;
    }

    public int activeGroupCount() {
        int n;
        ThreadGroup[] gs;
        synchronized (this) {
            n = ngroups;
            gs = groups.clone();
        }
        int total = n;
        for (int i = 0; i < n; i++) {
            total += gs[i].activeGroupCount();
        }
        return total;
    }

    public int enumerate(Thread[] list) {
        return enumerate(list, true);
    }

    public int enumerate(Thread[] list, boolean recurse) {
        return enumerate(list, 0, recurse);
    }

    private int enumerate(Thread[] list, int at, boolean recurse) {
        ThreadGroup[] gs;
        int ng;
        synchronized (this) {
            for (int i = 0; i < nthreads && at < list.length; i++) {
                list[at++] = threads[i];
            }
            ng = ngroups;
            gs = groups.clone();
        }
        if (recurse) {
            for (int i = 0; i < ng && at < list.length; i++) {
                at = gs[i].enumerate(list, at, true);
            }
        }
        return at;
    }

    public final boolean parentOf(ThreadGroup g) {
        for (; g != null; g = g.parent) {
            if (g == this) {
                return true;
            }
        }
        return false;
    }

    public ThreadGroup(String name) {
        this(name, MAIN);
    }

    public ThreadGroup(ThreadGroup parent, String name) {
        this(name, parent);
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getParent() {
        return parent;
    }

    public void uncaughtException(Thread t, Throwable e) {
        if (parent != null) {
            parent.uncaughtException(t, e);
            return;
        }
        Thread.UncaughtExceptionHandler ueh = Thread.getDefaultUncaughtExceptionHandler();
        if (ueh != null) {
            ueh.uncaughtException(t, e);
        } else {
            System.err.print("Exception in thread \"" + t.getName() + "\" ");
            e.printStackTrace(System.err);
        }
    }

    public String toString() {
        return getClass().getName() + "[name=" + getName() + ",maxpri=10]";
    }
}
