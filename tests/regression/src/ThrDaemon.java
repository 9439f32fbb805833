// A daemon thread that never ends does not keep the VM alive; daemon status is inherited.
public class ThrDaemon {
    static volatile long spins;

    public static void main(String[] args) throws Exception {
        final Object started = new Object();
        final boolean[] flag = new boolean[1];
        final boolean[] childDaemon = new boolean[1];
        Thread d = new Thread(new Runnable() {
            public void run() {
                Thread child = new Thread("child");
                childDaemon[0] = child.isDaemon();
                synchronized (started) { flag[0] = true; started.notifyAll(); }
                while (true) { spins++; if ((spins & 1023) == 0) Thread.yield(); }
            }
        }, "spinner");
        System.out.println("default daemon " + d.isDaemon());
        d.setDaemon(true);
        d.start();
        synchronized (started) { while (!flag[0]) started.wait(); }
        System.out.println("spinner daemon " + d.isDaemon() + ", alive " + d.isAlive() + ", child inherits " + childDaemon[0]);
        try {
            d.setDaemon(false);
        } catch (IllegalThreadStateException e) {
            System.out.println("setDaemon on live thread: " + e.getClass().getName());
        }
        System.out.println("main returns");
    }
}
