// A thread placed on node 1 either holds a shared monitor ("lock") or is
// the home of an object the master caches ("home"), then waits forever; the
// test kills node 1 and the cluster must stop.
public class GosHold {
    static final Object lock = new Object();
    static volatile Object shared;
    public static void main(String[] a) throws Exception {
        final boolean home = a.length > 0 && a[0].equals("home");
        Thread t = new Thread(() -> {
            if (home) {
                int[] mine = new int[] { 42 };
                shared = mine;
                System.out.println("published on node " + System.getProperty("ristretto.node"));
                try { Thread.sleep(600000); } catch (InterruptedException e) { }
            } else {
                synchronized (lock) {
                    System.out.println("holding on node " + System.getProperty("ristretto.node"));
                    try { Thread.sleep(600000); } catch (InterruptedException e) { }
                }
            }
        });
        t.start();
        if (home) {
            while (shared == null) Thread.sleep(10);
            System.out.println("master reads " + ((int[]) shared)[0]);
            Thread.sleep(600000);
        } else {
            Thread.sleep(300);
            synchronized (lock) { System.out.println("never"); }
        }
    }
}
