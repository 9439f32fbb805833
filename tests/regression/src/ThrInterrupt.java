// Interrupts: sleep, wait and join throw InterruptedException and clear the flag; interrupted() clears it.
public class ThrInterrupt {
    static final Object lock = new Object();

    public static void main(String[] args) throws Exception {
        Thread.currentThread().interrupt();
        System.out.println("self isInterrupted " + Thread.currentThread().isInterrupted());
        System.out.println("interrupted() " + Thread.interrupted() + " then " + Thread.interrupted());
        Thread.currentThread().interrupt();
        try {
            Thread.sleep(10);
            System.out.println("no exception");
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted sleep: " + e.getMessage() + ", flag " + Thread.currentThread().isInterrupted());
        }

        final String[] report = new String[3];
        Thread sleeper = new Thread(new Runnable() {
            public void run() {
                try { Thread.sleep(60000); report[0] = "woke normally"; }
                catch (InterruptedException e) { report[0] = "sleep: " + e.getMessage() + ", flag " + Thread.currentThread().isInterrupted(); }
            }
        });
        Thread waiter = new Thread(new Runnable() {
            public void run() {
                synchronized (lock) {
                    try { lock.wait(); report[1] = "notified"; }
                    catch (InterruptedException e) { report[1] = "wait: " + e.getMessage() + ", flag " + Thread.currentThread().isInterrupted() + ", holds " + Thread.holdsLock(lock); }
                }
            }
        });
        final Thread forever = new Thread(new Runnable() {
            public void run() {
                synchronized (lock) {
                    try { lock.wait(); } catch (InterruptedException e) { }
                }
            }
        });
        Thread joiner = new Thread(new Runnable() {
            public void run() {
                try { forever.join(); report[2] = "joined"; }
                catch (InterruptedException e) { report[2] = "join: " + e.getMessage() + ", flag " + Thread.currentThread().isInterrupted(); }
            }
        });
        sleeper.start(); waiter.start(); forever.start(); joiner.start();
        waitFor(sleeper, Thread.State.TIMED_WAITING);
        waitFor(waiter, Thread.State.WAITING);
        waitFor(joiner, Thread.State.WAITING);
        sleeper.interrupt(); waiter.interrupt(); joiner.interrupt();
        sleeper.join(); waiter.join(); joiner.join();
        forever.interrupt();
        forever.join();
        for (String s : report) System.out.println(s);
        Thread dead = new Thread(new Runnable() { public void run() { } });
        dead.start(); dead.join();
        dead.interrupt();
        System.out.println("interrupt after end ok, alive " + dead.isAlive());
    }

    static void waitFor(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s) Thread.sleep(1);
    }
}
