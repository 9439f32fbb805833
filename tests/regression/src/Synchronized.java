public class Synchronized {
    private int count;
    private static int scount;
    synchronized void inc() { count++; }
    synchronized void incTwice() { inc(); inc(); }
    static synchronized void sinc() { scount++; }
    synchronized int reentrant(int n) { return n == 0 ? 0 : 1 + reentrant(n - 1); }
    public static void main(String[] args) throws Exception {
        Synchronized s = new Synchronized();
        for (int i = 0; i < 1000; i++) { s.inc(); s.incTwice(); sinc(); }
        System.out.println(s.count + " " + scount + " " + s.reentrant(50));
        Object lock = new Object();
        int v = 0;
        synchronized (lock) {
            synchronized (lock) {
                synchronized (s) {
                    v = 5;
                    s.inc();
                }
            }
        }
        System.out.println(v + " " + s.count);
        try {
            synchronized (lock) {
                throw new RuntimeException("inside sync");
            }
        } catch (RuntimeException e) {
            System.out.println("caught " + e.getMessage());
        }
        synchronized (lock) { System.out.println("lock reacquired"); }
        synchronized (Synchronized.class) { sinc(); }
        System.out.println(scount);
        System.out.println(Thread.holdsLock(lock));
        synchronized (lock) { System.out.println(Thread.holdsLock(lock)); }
        synchronized (lock) {
            lock.notify();
            lock.notifyAll();
            lock.wait(1);
        }
        System.out.println("wait returned");
        try {
            lock.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("IMSE");
        }
        StringBuffer sb = new StringBuffer();
        for (int i = 0; i < 10; i++) sb.append(i);
        System.out.println(sb);
        int total = 0;
        for (int i = 0; i < 100000; i++) {
            synchronized (lock) { total += i & 3; }
        }
        System.out.println(total);
    }
}
