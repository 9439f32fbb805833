// main returns while non-daemon threads still run: the VM waits for them before exiting.
public class ThrMainReturns {
    static final Object lock = new Object();
    static int finished;

    public static void main(String[] args) {
        for (int i = 0; i < 3; i++) {
            final int me = i;
            new Thread(new Runnable() {
                public void run() {
                    try { Thread.sleep(100 + 50 * me); } catch (InterruptedException e) { }
                    synchronized (lock) {
                        while (finished != me) {   // print in worker order whatever the scheduling
                            try { lock.wait(); } catch (InterruptedException e) { return; }
                        }
                        finished++;
                        System.out.println("worker " + me + " done, finished " + finished);
                        lock.notifyAll();
                    }
                }
            }).start();
        }
        System.out.println("main returns");
    }
}
