import java.util.concurrent.locks.LockSupport;

// LockSupport: permits (not counted), unpark before park, parkNanos timeouts, interrupts, blockers.
public class ThrParkUnpark {
    static volatile int stage;

    public static void main(String[] args) throws Exception {
        Thread self = Thread.currentThread();
        LockSupport.unpark(self);
        LockSupport.unpark(self);
        LockSupport.park();
        System.out.println("park after unpark returns at once");
        long t0 = System.nanoTime();
        LockSupport.parkNanos(20000000L);
        System.out.println("parkNanos waited at least 15ms: " + (System.nanoTime() - t0 >= 15000000L));
        LockSupport.parkNanos(-5);
        LockSupport.parkUntil(System.currentTimeMillis() - 1000);
        System.out.println("past deadlines return");

        final Object blocker = new Object();
        final boolean[] result = new boolean[2];
        Thread parker = new Thread(new Runnable() {
            public void run() {
                stage = 1;
                while (stage != 2) LockSupport.park(blocker);
                result[0] = true;
                stage = 3;
                while (!Thread.currentThread().isInterrupted()) LockSupport.park();
                result[1] = Thread.currentThread().isInterrupted();
            }
        });
        parker.start();
        while (stage != 1) Thread.sleep(1);
        while (parker.getState() != Thread.State.WAITING) Thread.sleep(1);
        System.out.println("blocker seen " + (LockSupport.getBlocker(parker) == blocker));
        stage = 2;
        LockSupport.unpark(parker);
        while (stage != 3) Thread.sleep(1);
        parker.interrupt();
        parker.join();
        System.out.println("unparked " + result[0] + ", interrupt ends park with flag set " + result[1]);
        System.out.println("blocker after " + LockSupport.getBlocker(parker));
        Thread notStarted = new Thread("n");
        LockSupport.unpark(notStarted);
        LockSupport.unpark(null);
        System.out.println("unpark of unstarted and null threads ignored");

        // A hand-off chain of parks: each thread unparks the next.
        final Thread[] chain = new Thread[5];
        final int[] order = new int[5];
        final int[] pos = new int[1];
        for (int i = 0; i < chain.length; i++) {
            final int me = i;
            chain[i] = new Thread(new Runnable() {
                public void run() {
                    while (stage != 10 + me) LockSupport.park();
                    synchronized (pos) { order[pos[0]++] = me; }
                    stage = 11 + me;
                    if (me + 1 < chain.length) LockSupport.unpark(chain[me + 1]);
                }
            });
        }
        for (int i = chain.length - 1; i >= 0; i--) chain[i].start();
        stage = 10;
        LockSupport.unpark(chain[0]);
        for (Thread t : chain) t.join();
        StringBuilder sb = new StringBuilder("chain order");
        for (int o : order) sb.append(' ').append(o);
        System.out.println(sb);
    }
}
