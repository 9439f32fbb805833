// Lock ownership caching (doc/gos.md): one thread takes a monitor homed at
// the master 20,000 times with nobody else asking; then two threads on two
// nodes contend for it, and pass a token by wait/notify. t_gos.sh checks the
// sums and counts the worker's monitor messages in -Xgos:stats.
public class GosOwn {
    static final Object lock = new Object();
    static int count, token, passes;

    public static void main(String[] args) throws Exception {
        Thread alone = new Thread(() -> {
            for (int i = 0; i < 20000; i++)
                synchronized (lock) { count++; }
        });
        alone.start();
        alone.join();
        System.out.println("alone " + count);

        Thread[] ts = new Thread[2];
        for (int k = 0; k < 2; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                for (int i = 0; i < 5000; i++)
                    synchronized (lock) { count++; }
                for (int i = 0; i < 200; i++) {
                    synchronized (lock) {
                        while (token % 2 != me) {
                            try { lock.wait(); } catch (InterruptedException e) { return; }
                        }
                        token++;
                        passes++;
                        lock.notifyAll();
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        synchronized (lock) { System.out.println("contended " + count + " passes " + passes); }
    }
}
