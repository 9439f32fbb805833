package java.util.concurrent;

/** A one-shot gate opened when a count reaches zero.  State guarded by the private monitor. */
public class CountDownLatch {
    private final Object mon = new Object();
    private long count;

    public CountDownLatch(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count < 0");
        }
        this.count = count;
    }

    public void await() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (mon) {
            while (count > 0) {
                mon.wait();
            }
        }
    }

    public boolean await(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (mon) {
            while (count > 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                mon.wait(left / 1000000L, (int) (left % 1000000L));
            }
            return true;
        }
    }

    public void countDown() {
        synchronized (mon) {
            if (count > 0 && --count == 0) {
                mon.notifyAll();
            }
        }
    }

    public long getCount() {
        synchronized (mon) {
            return count;
        }
    }

    public String toString() {
        return super.toString() + "[Count = " + getCount() + "]";
    }
}
