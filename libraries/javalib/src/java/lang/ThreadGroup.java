package java.lang;

/** A group of threads (minimal: everything belongs to "main"). */
public class ThreadGroup implements Thread.UncaughtExceptionHandler {
    static final ThreadGroup MAIN = new ThreadGroup("main", null);

    private final String name;
    private final ThreadGroup parent;

    private ThreadGroup(String name, ThreadGroup parent) {
        this.name = name;
        this.parent = parent;
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
