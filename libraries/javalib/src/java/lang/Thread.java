package java.lang;

/** A thread of execution: each started Thread runs on its own POSIX thread (see doc/vm-core.md). */
public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    private volatile String name;
    private int priority;
    private boolean daemon;
    private Runnable target;
    private long vmThread;
    private long stackSize;
    private volatile Object parkBlocker;
    private ThreadGroup group;
    ThreadLocal.Map inheritableThreadLocals;

    private final long tid;
    private volatile boolean interrupted;
    private volatile int state;
    ThreadLocal.Map threadLocals;
    /* the context class loader: inherited from the creating thread; the
     * main thread's is the system class loader (looked up lazily, so the
     * VM's constructor below stays minimal) */
    private ClassLoader contextClassLoader;
    private boolean contextClassLoaderSet;

    private static long threadSeqNumber;

    /* one numbering per cluster (ristretto.shared.ClusterStatics) */
    private static int nextThreadNum() {
        return ristretto.shared.ClusterStatics.nextThreadNumber();
    }

    private static synchronized long nextThreadID() {
        return ++threadSeqNumber;
    }

    /** Used by the VM for the main thread; must not call currentThread(). */
    Thread(String name, int priority, boolean daemon) {
        this(name, priority, daemon, ThreadGroup.MAIN);
    }

    /** Used by the VM for its own threads: in the system group from the start
     *  (never seen, even briefly, by main's activeCount or enumerate). */
    Thread(String name, int priority, boolean daemon, boolean system) {
        this(name, priority, daemon, system ? ThreadGroup.SYSTEM : ThreadGroup.MAIN);
    }

    private Thread(String name, int priority, boolean daemon, ThreadGroup g) {
        this.name = name;
        this.priority = priority;
        this.daemon = daemon;
        this.tid = nextThreadID();
        this.group = g;
        this.state = 1;
        /* The VM's own threads (the object space's service threads,
         * proxies, class initialisers) are not entered in the system
         * group: on a cluster that group may be shared, its monitor held
         * by another node that waits for these very threads. */
        vmOwn = g == ThreadGroup.SYSTEM;
        if (!vmOwn)
            g.add(this);
    }

    /** One of the VM's own threads: in no group's list (see above). */
    private boolean vmOwn;

    /** The cluster node this (daemon) thread must start on, -1 for any:
     *  set by ristretto.internal.Cluster for node-bound resources. */
    private int startNode = -1;

    public Thread() {
        this(null, null, "Thread-" + nextThreadNum());
    }

    public Thread(Runnable target) {
        this(null, target, "Thread-" + nextThreadNum());
    }

    public Thread(String name) {
        this(null, null, name);
    }

    public Thread(Runnable target, String name) {
        this(null, target, name);
    }

    public Thread(ThreadGroup group, Runnable target) {
        this(group, target, "Thread-" + nextThreadNum());
    }

    public Thread(ThreadGroup group, String name) {
        this(group, null, name);
    }

    public Thread(ThreadGroup group, Runnable target, String name) {
        this(group, target, name, 0);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
        this.target = target;
        this.stackSize = stackSize;
        Thread parent = currentThread();
        if (parent != null && parent.group == ThreadGroup.SYSTEM) {
            // made by one of the VM's own threads (a class initialiser the
            // object space runs for another node): a thread of the program,
            // as if the program's thread that asked had made it
            this.priority = NORM_PRIORITY;
        } else if (parent != null) {
            this.priority = parent.getPriority();
            this.daemon = parent.isDaemon();
            if (group == null) {
                group = parent.getThreadGroup();
            }
            this.contextClassLoader = parent.getContextClassLoader();
            this.contextClassLoaderSet = true;
            if (parent.inheritableThreadLocals != null) {
                this.inheritableThreadLocals = ThreadLocal.Map.inherit(parent.inheritableThreadLocals);
            }
        } else {
            this.priority = NORM_PRIORITY;
        }
        this.group = group != null ? group : ThreadGroup.MAIN;
        this.tid = nextThreadID();
    }

    public static native Thread currentThread();

    public static native void yield();
    public static native boolean holdsLock(Object obj);

    private static native void sleep0(long millis) throws InterruptedException;

    private native void start0();

    public static void sleep(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        sleep0(millis);
    }

    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        sleep0(millis);
    }

    public static void onSpinWait() {
        spinWait0();
    }

    private static native void spinWait0();
    private native void interrupt0();
    private static native boolean clearInterrupted0();
    private native int getState0();

    public synchronized void start() {
        if (state != 0) {
            throw new IllegalThreadStateException();
        }
        state = 1;
        group.add(this);
        boolean started = false;
        try {
            start0();
            started = true;
        } finally {
            if (!started) {
                state = 0;   // no thread was created: still NEW, as on the JDK
                group.remove(this);
            }
        }
    }

    public void run() {
        Runnable task = target;
        if (task != null) {
            task.run();
        }
    }

    /** Called by the VM when the thread terminates. */
    private void exit() {
        threadLocals = null;
        inheritableThreadLocals = null;
        target = null;
        if (group != null && !vmOwn) {
            group.remove(this);
        }
        state = 2;
    }

    public void interrupt() {
        interrupted = true;
        interrupt0();
    }

    public static boolean interrupted() {
        return clearInterrupted0();
    }

    public boolean isInterrupted() {
        return interrupted;
    }

    public final void checkAccess() {
    }

    public static int activeCount() {
        return currentThread().getThreadGroup().activeCount();
    }

    public static int enumerate(Thread[] tarray) {
        return currentThread().getThreadGroup().enumerate(tarray);
    }

    public final boolean isAlive() {
        return state == 1;
    }

    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        priority = newPriority;
    }

    public final int getPriority() {
        return priority;
    }

    public final synchronized void setName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getThreadGroup() {
        return state == 2 ? null : group;
    }

    public final void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        synchronized (this) {
            if (millis == 0) {
                while (isAlive()) {
                    wait(0);
                }
            } else {
                long start = System.currentTimeMillis();
                long remaining = millis;
                while (isAlive() && remaining > 0) {
                    wait(remaining);
                    remaining = millis - (System.currentTimeMillis() - start);
                }
            }
        }
    }

    public final void join(long millis, int nanos) throws InterruptedException {
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        join(millis);
    }

    public final void join() throws InterruptedException {
        join(0);
    }

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    public final void setDaemon(boolean on) {
        if (isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public long getId() {
        return tid;
    }

    /** The current thread's own stack (element 0 is this method, as on the
     *  JDK); another thread's is sampled with the world stopped (the frame
     *  it is in at a safepoint or blocking call); empty if it has not
     *  started or has ended. */
    public StackTraceElement[] getStackTrace() {
        if (this != currentThread()) {
            return getStackTrace0();
        }
        return new Throwable().getStackTrace();
    }

    private native StackTraceElement[] getStackTrace0();

    /** Every live thread's stack, each sampled on its own (as on the JDK,
     *  not one consistent snapshot). */
    public static java.util.Map<Thread, StackTraceElement[]> getAllStackTraces() {
        ThreadGroup g = currentThread().getThreadGroup();
        while (g.getParent() != null) {
            g = g.getParent();
        }
        Thread[] ts = new Thread[g.activeCount() + 8];
        int n;
        while ((n = g.enumerate(ts, true)) == ts.length) {
            ts = new Thread[ts.length * 2];
        }
        java.util.Map<Thread, StackTraceElement[]> m = new java.util.HashMap<>();
        for (int i = 0; i < n; i++) {
            if (ts[i].isAlive()) {
                m.put(ts[i], ts[i].getStackTrace());
            }
        }
        return m;
    }

    public ClassLoader getContextClassLoader() {
        return contextClassLoaderSet ? contextClassLoader : ClassLoader.getSystemClassLoader();
    }

    public void setContextClassLoader(ClassLoader cl) {
        contextClassLoader = cl;
        contextClassLoaderSet = true;
    }

    public String toString() {
        ThreadGroup group = getThreadGroup();
        if (group != null) {
            return "Thread[" + getName() + "," + getPriority() + "," + group.getName() + "]";
        }
        return "Thread[" + getName() + "," + getPriority() + ",]";
    }

    public enum State {
        NEW, RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED
    }

    public State getState() {
        switch (state) {
            case 0:
                return State.NEW;
            case 1:
                switch (getState0()) {
                    case 1:
                        return State.BLOCKED;
                    case 2:
                        return State.WAITING;
                    case 3:
                        return State.TIMED_WAITING;
                    default:
                        return state == 2 ? State.TERMINATED : State.RUNNABLE;
                }
            default:
                return State.TERMINATED;
        }
    }

    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    private volatile UncaughtExceptionHandler handler;

    /* one default handler per cluster (ristretto.shared.ClusterStatics) */
    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        ristretto.shared.ClusterStatics.setDefaultHandler(eh);
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return ristretto.shared.ClusterStatics.defaultHandler();
    }

    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        if (handler != null) {
            return handler;
        }
        return state == 2 ? null : group;
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        handler = eh;
    }

    /** Called by the VM with an exception that escaped run() (or main). */
    void dispatchUncaughtException(Throwable e) {
        getUncaughtExceptionHandler().uncaughtException(this, e);
    }
}
