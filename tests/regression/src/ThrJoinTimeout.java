// join(millis) returns while the thread still runs; join() after release waits for the end.
public class ThrJoinTimeout {
    static final Object gate = new Object();
    static boolean open;

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(new Runnable() {
            public void run() {
                synchronized (gate) {
                    while (!open) {
                        try { gate.wait(); } catch (InterruptedException e) { return; }
                    }
                }
                System.out.println("worker leaves");
            }
        });
        t.start();
        t.join(30);
        System.out.println("after join(30): alive " + t.isAlive());
        t.join(10, 500);
        System.out.println("after join(10, 500): alive " + t.isAlive());
        try {
            t.join(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("join(-1): " + e.getMessage());
        }
        synchronized (gate) { open = true; gate.notifyAll(); }
        t.join();
        System.out.println("after join(): alive " + t.isAlive() + " " + t.getState());
        Thread notStarted = new Thread("idle");
        notStarted.join();
        notStarted.join(5);
        System.out.println("join of unstarted thread returns, state " + notStarted.getState());
    }
}
