package java.util.concurrent;

/**
 * A cancellable computation whose result is retrieved by get().  State is
 * guarded by the private monitor; get() waits on it.
 */
public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0, NORMAL = 2, EXCEPTIONAL = 3, CANCELLED = 4, INTERRUPTED = 6;

    private final Object mon = new Object();
    private Callable<V> callable;
    private int state;
    private Object outcome;
    private Thread runner;

    public FutureTask(Callable<V> callable) {
        if (callable == null) {
            throw new NullPointerException();
        }
        this.callable = callable;
    }

    public FutureTask(Runnable runnable, V result) {
        this.callable = Executors.callable(runnable, result);
    }

    public boolean isCancelled() {
        synchronized (mon) {
            return state >= CANCELLED;
        }
    }

    public boolean isDone() {
        synchronized (mon) {
            return state != NEW;
        }
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        Thread r;
        synchronized (mon) {
            if (state != NEW) {
                return false;
            }
            state = mayInterruptIfRunning ? INTERRUPTED : CANCELLED;
            r = runner;
            mon.notifyAll();
        }
        if (mayInterruptIfRunning && r != null) {
            r.interrupt();
        }
        done();
        callable = null;
        return true;
    }

    @SuppressWarnings("unchecked")
    private V report(int s) throws ExecutionException {
        if (s == NORMAL) {
            return (V) outcome;
        }
        if (s >= CANCELLED) {
            throw new CancellationException();
        }
        throw new ExecutionException((Throwable) outcome);
    }

    public V get() throws InterruptedException, ExecutionException {
        int s;
        synchronized (mon) {
            while (state == NEW) {
                mon.wait();
            }
            s = state;
        }
        return report(s);
    }

    public V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null) {
            throw new NullPointerException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        int s;
        synchronized (mon) {
            while (state == NEW) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new TimeoutException();
                }
                mon.wait(left / 1000000L, (int) (left % 1000000L));
            }
            s = state;
        }
        return report(s);
    }

    protected void done() {
    }

    protected void set(V v) {
        synchronized (mon) {
            if (state != NEW) {
                return;
            }
            outcome = v;
            state = NORMAL;
            mon.notifyAll();
        }
        done();
    }

    protected void setException(Throwable t) {
        synchronized (mon) {
            if (state != NEW) {
                return;
            }
            outcome = t;
            state = EXCEPTIONAL;
            mon.notifyAll();
        }
        done();
    }

    public void run() {
        Callable<V> c;
        synchronized (mon) {
            if (state != NEW || runner != null) {
                return;
            }
            runner = Thread.currentThread();
            c = callable;
        }
        try {
            if (c != null) {
                V result;
                try {
                    result = c.call();
                } catch (Throwable ex) {
                    setException(ex);
                    return;
                }
                set(result);
            }
        } finally {
            synchronized (mon) {
                runner = null;
            }
        }
    }

    /** Runs without setting the result (periodic tasks); true if it can run again. */
    protected boolean runAndReset() {
        Callable<V> c;
        synchronized (mon) {
            if (state != NEW || runner != null) {
                return false;
            }
            runner = Thread.currentThread();
            c = callable;
        }
        try {
            c.call();
        } catch (Throwable ex) {
            setException(ex);
            return false;
        } finally {
            synchronized (mon) {
                runner = null;
            }
        }
        synchronized (mon) {
            return state == NEW;
        }
    }

    public String toString() {
        String status;
        synchronized (mon) {
            switch (state) {
            case NORMAL:
                status = "[Completed normally]";
                break;
            case EXCEPTIONAL:
                status = "[Completed exceptionally: " + outcome + "]";
                break;
            case CANCELLED:
            case INTERRUPTED:
                status = "[Cancelled]";
                break;
            default:
                status = callable == null ? "[Not completed]" : "[Not completed, task = " + callable + "]";
            }
        }
        return super.toString() + status;
    }
}
