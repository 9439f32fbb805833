package java.util.concurrent.locks;

/**
 * Basic thread blocking for building locks: each thread has one permit
 * (not counted); park() consumes it or blocks until unpark(), an
 * interrupt, a timeout or a spurious wake-up.  The blocking itself is
 * the VM's vm_park/vm_unpark (doc/vm-core.md).
 */
public class LockSupport {
    private LockSupport() {}

    private static native void park0(boolean absolute, long time);
    private static native void unpark0(Thread t);
    private static native void setBlocker0(Thread t, Object blocker);
    private static native Object getBlocker0(Thread t);

    public static void unpark(Thread thread) {
        if (thread != null) {
            unpark0(thread);
        }
    }

    public static void park(Object blocker) {
        Thread t = Thread.currentThread();
        setBlocker0(t, blocker);
        try {
            park0(false, 0L);
        } finally {
            setBlocker0(t, null);
        }
    }

    public static void parkNanos(Object blocker, long nanos) {
        if (nanos > 0) {
            Thread t = Thread.currentThread();
            setBlocker0(t, blocker);
            try {
                park0(false, nanos);
            } finally {
                setBlocker0(t, null);
            }
        }
    }

    public static void parkUntil(Object blocker, long deadline) {
        Thread t = Thread.currentThread();
        setBlocker0(t, blocker);
        try {
            park0(true, deadline);
        } finally {
            setBlocker0(t, null);
        }
    }

    public static Object getBlocker(Thread t) {
        if (t == null) {
            throw new NullPointerException();
        }
        return getBlocker0(t);
    }

    public static void park() {
        park0(false, 0L);
    }

    public static void parkNanos(long nanos) {
        if (nanos > 0) {
            park0(false, nanos);
        }
    }

    public static void parkUntil(long deadline) {
        park0(true, deadline);
    }

    public static void setCurrentBlocker(Object blocker) {
        setBlocker0(Thread.currentThread(), blocker);
    }
}
