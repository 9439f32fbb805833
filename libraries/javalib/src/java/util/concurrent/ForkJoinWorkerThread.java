package java.util.concurrent;

/** A daemon worker thread of a ForkJoinPool. */
public class ForkJoinWorkerThread extends Thread {
    final ForkJoinPool pool;

    protected ForkJoinWorkerThread(ForkJoinPool pool) {
        super("ForkJoinPool-worker");
        this.pool = pool;
        setDaemon(true);
    }

    public ForkJoinPool getPool() {
        return pool;
    }

    public int getPoolIndex() {
        return 0;
    }

    public void run() {
        pool.runWorker(this);
    }
}
