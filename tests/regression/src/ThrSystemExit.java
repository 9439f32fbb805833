// System.exit from a worker thread ends the VM with that status while main still waits.
public class ThrSystemExit {
    public static void main(String[] args) throws Exception {
        final Object never = new Object();
        Thread t = new Thread(new Runnable() {
            public void run() {
                System.out.println("worker exits the VM");
                System.exit(3);
            }
        });
        Thread daemon = new Thread(new Runnable() {
            public void run() {
                synchronized (never) {
                    try { never.wait(); } catch (InterruptedException e) { }
                }
            }
        });
        daemon.start();
        t.start();
        synchronized (never) { never.wait(); }
        System.out.println("not reached");
    }
}
