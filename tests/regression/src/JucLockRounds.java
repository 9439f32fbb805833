import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/*
 * Rounds of four threads meeting a fair lock that main takes, flags and
 * signals. On a cluster the lock's state lives at main's node; its threads
 * write it there (owner set, then cleared) while the others fetch it. A
 * copy fetched in the middle once kept "owner set" for good, and the
 * threads that read it parked in a line nobody woke (doc/gos.md). A round
 * that does not finish in time says what it saw instead of hanging.
 */
public class JucLockRounds {
    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        final ReentrantLock lock = new ReentrantLock(true);
        int total = 0;
        for (int r = 0; r < rounds; r++) {
            final Condition go = lock.newCondition();
            final boolean[] ready = new boolean[1];
            final int[] woke = new int[1];
            Thread[] ts = new Thread[4];
            for (int i = 0; i < ts.length; i++) {
                ts[i] = new Thread(new Runnable() {
                    public void run() {
                        lock.lock();
                        try {
                            while (!ready[0]) {
                                go.awaitUninterruptibly();
                            }
                            woke[0]++;
                        } finally {
                            lock.unlock();
                        }
                    }
                });
                ts[i].start();
            }
            lock.lock();
            try {
                ready[0] = true;
                go.signalAll();
            } finally {
                lock.unlock();
            }
            for (Thread t : ts) {
                t.join(20000);
                if (t.isAlive()) {
                    System.out.println("round " + r + " stuck: locked " + lock.isLocked()
                            + " queued " + lock.getQueueLength() + " woke " + woke[0]);
                    System.exit(1);
                }
            }
            total += woke[0];
        }
        System.out.println("rounds " + rounds + " woken " + total + " locked " + lock.isLocked()
                + " queued " + lock.getQueueLength());
    }
}
