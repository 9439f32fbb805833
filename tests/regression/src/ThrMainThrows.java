// main ends with an uncaught exception while a non-daemon thread still runs: the report comes
// at once, the VM waits for the thread, and the exit status is 1.
public class ThrMainThrows {
    static final Object lock = new Object();
    static boolean go;

    public static void main(String[] args) {
        Thread t = new Thread(new Runnable() {
            public void run() {
                synchronized (lock) {
                    while (!go) {
                        try { lock.wait(); } catch (InterruptedException e) { return; }
                    }
                }
                try { Thread.sleep(100); } catch (InterruptedException e) { }
                System.out.println("worker finishes after main's exception");
            }
        }, "late-worker");
        t.start();
        System.out.println("main throws");
        synchronized (lock) { go = true; lock.notifyAll(); }
        throw new IllegalStateException("main gives up");
    }
}
