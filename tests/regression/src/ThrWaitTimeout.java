// Timed waits return after the timeout without a notify; notify wakes exactly one waiter.
public class ThrWaitTimeout {
    static final Object lock = new Object();
    static int woken;

    public static void main(String[] args) throws Exception {
        long t0 = System.currentTimeMillis();
        synchronized (lock) { lock.wait(40); }
        System.out.println("wait(40) took >= 30ms: " + (System.currentTimeMillis() - t0 >= 30));
        synchronized (lock) { lock.wait(5, 500000); }
        System.out.println("wait(5, 500000) returned");

        Thread[] ws = new Thread[4];
        for (int i = 0; i < ws.length; i++) {
            ws[i] = new Thread(new Runnable() {
                public void run() {
                    synchronized (lock) {
                        try { lock.wait(); } catch (InterruptedException e) { return; }
                        woken++;
                    }
                }
            });
            ws[i].start();
        }
        for (Thread w : ws) while (w.getState() != Thread.State.WAITING) Thread.sleep(1);
        synchronized (lock) { lock.notify(); }
        while (true) { synchronized (lock) { if (woken == 1) break; } Thread.sleep(1); }
        Thread.sleep(30);
        synchronized (lock) { System.out.println("after notify: woken " + woken); }
        synchronized (lock) { lock.notifyAll(); }
        for (Thread w : ws) w.join();
        System.out.println("after notifyAll: woken " + woken);
    }
}
