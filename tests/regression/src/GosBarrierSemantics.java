import java.util.*;
import java.util.concurrent.*;

/*
 * CyclicBarrier's whole contract with the parties on different nodes
 * (on a cluster every await is a cluster barrier at the barrier's home):
 * writes before an await are seen after it by every party, each trip's
 * arrival indexes are a permutation, the barrier action runs once per trip
 * before anyone leaves, a timeout and an interrupt break the barrier for
 * the others, reset() mends it, an action that throws gives its exception
 * to the last arrival and BrokenBarrierException to the rest (and to every
 * later await until a reset), the action runs in the last arriving thread,
 * a reset from another thread breaks a waiting party, and arrivals beyond
 * the parties wait for the next trip.
 */
public class GosBarrierSemantics {
    static final int PARTIES = 4, ROUNDS = 40;

    static String outcome(Callable<Integer> c) {
        try {
            c.call();
            return "ok";
        } catch (Exception e) {
            return e.getClass().getSimpleName() + (e.getMessage() != null ? " " + e.getMessage() : "");
        }
    }

    public static void main(String[] args) throws Exception {
        // 1. visibility, indexes, the action
        final long[] slots = new long[PARTIES];
        final int[] actions = new int[1];
        final int[][] index = new int[PARTIES][ROUNDS];
        final long[][] seen = new long[PARTIES][ROUNDS];
        final CyclicBarrier bar = new CyclicBarrier(PARTIES, () -> actions[0]++);
        Thread[] ts = new Thread[PARTIES];
        for (int k = 0; k < PARTIES; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                try {
                    for (int r = 0; r < ROUNDS; r++) {
                        slots[me] = (r + 1) * 1000L + me;
                        index[me][r] = bar.await();
                        long sum = 0;
                        for (long v : slots) sum += v;
                        seen[me][r] = sum + actions[0] * 1000000L;
                        bar.await();
                    }
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            });
            ts[k].start();
        }
        for (Thread t : ts) t.join();
        boolean perms = true, sums = true;
        for (int r = 0; r < ROUNDS; r++) {
            boolean[] got = new boolean[PARTIES];
            for (int k = 0; k < PARTIES; k++) {
                int i = index[k][r];
                if (i < 0 || i >= PARTIES || got[i]) perms = false; else got[i] = true;
                long want = 4 * (r + 1) * 1000L + 6 + (2 * r + 1) * 1000000L;
                if (seen[k][r] != want) {
                    sums = false;
                    System.out.println("round " + r + " party " + k + " saw " + seen[k][r] + " want " + want);
                }
            }
        }
        System.out.println("indexes are permutations: " + perms);
        System.out.println("every party saw every write and the action: " + sums);
        System.out.println("actions run: " + actions[0]);

        // 2. a timeout breaks the barrier; reset mends it
        final CyclicBarrier two = new CyclicBarrier(2);
        final String[] r2 = new String[1];
        Thread lone = new Thread(() -> r2[0] = outcome(() -> two.await(200, TimeUnit.MILLISECONDS)));
        lone.start();
        lone.join();
        System.out.println("lone timed await: " + r2[0] + ", broken " + two.isBroken());
        two.reset();
        System.out.println("after reset: broken " + two.isBroken() + ", waiting " + two.getNumberWaiting());

        // 3. a party's timeout breaks it for the one already waiting
        final CyclicBarrier three = new CyclicBarrier(3);
        final String[] r3 = new String[2];
        Thread waiter = new Thread(() -> r3[0] = outcome(() -> three.await()));
        waiter.start();
        while (three.getNumberWaiting() < 1) Thread.sleep(10);
        Thread timer = new Thread(() -> r3[1] = outcome(() -> three.await(100, TimeUnit.MILLISECONDS)));
        timer.start();
        waiter.join();
        timer.join();
        System.out.println("waiter: " + r3[0] + "; timed party: " + r3[1]);

        // 4. an interrupt breaks it
        final CyclicBarrier pair = new CyclicBarrier(2);
        final String[] r4 = new String[1];
        Thread sleeper = new Thread(() -> r4[0] = outcome(() -> pair.await()) + ", interrupted after " +
                Thread.currentThread().isInterrupted());
        sleeper.start();
        while (pair.getNumberWaiting() < 1) Thread.sleep(10);
        sleeper.interrupt();
        sleeper.join();
        System.out.println("interrupted party: " + r4[0] + "; broken " + pair.isBroken());

        // 5. an action that throws
        final CyclicBarrier bad = new CyclicBarrier(2, () -> { throw new IllegalStateException("boom"); });
        final String[] r5 = new String[2];
        Thread[] bt = new Thread[2];
        for (int k = 0; k < 2; k++) {
            final int me = k;
            bt[k] = new Thread(() -> r5[me] = outcome(() -> bad.await()));
            bt[k].start();
        }
        for (Thread t : bt) t.join();
        Arrays.sort(r5);
        System.out.println("throwing action: " + r5[0] + "; " + r5[1] + "; broken " + bad.isBroken());
        System.out.println("await on the broken barrier: " + outcome(() -> bad.await()));

        // 6. the action runs in the thread that arrives last
        final String[] ranIn = new String[1];
        final CyclicBarrier who = new CyclicBarrier(3, () -> ranIn[0] = Thread.currentThread().getName());
        final String[] lastName = new String[1];
        Thread[] wt = new Thread[3];
        for (int k = 0; k < 3; k++) {
            wt[k] = new Thread(() -> {
                try {
                    if (who.await() == 0) lastName[0] = Thread.currentThread().getName();
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            }, "party-" + k);
            wt[k].start();
        }
        for (Thread t : wt) t.join();
        System.out.println("action ran in the last arrival: " + (ranIn[0] != null && ranIn[0].equals(lastName[0])));

        // 7. reset() by another thread while a party waits
        final CyclicBarrier mend = new CyclicBarrier(2);
        final String[] r7 = new String[2];
        Thread stuck = new Thread(() -> r7[0] = outcome(() -> mend.await()));
        stuck.start();
        Thread resetter = new Thread(() -> {
            try {
                while (mend.getNumberWaiting() < 1) Thread.sleep(10);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            mend.reset();
            r7[1] = "broken " + mend.isBroken() + ", waiting " + mend.getNumberWaiting();
        });
        resetter.start();
        stuck.join();
        resetter.join();
        Thread again = new Thread(() -> outcome(() -> mend.await()));
        again.start();
        String mine = outcome(() -> mend.await());
        again.join();
        System.out.println("reset while waiting: " + r7[0] + "; after: " + r7[1] + "; next trip " + mine);

        // 8. more threads than parties: the next arrivals wait for the next trip
        final int[] trips = new int[1];
        final CyclicBarrier small = new CyclicBarrier(2, () -> {
            trips[0]++;
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        final int[] idx = new int[4];
        Thread[] st = new Thread[4];
        for (int k = 0; k < 4; k++) {
            final int me = k;
            st[k] = new Thread(() -> {
                try {
                    idx[me] = small.await();
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            });
            st[k].start();
        }
        for (Thread t : st) t.join();
        int[] sorted = idx.clone();
        Arrays.sort(sorted);
        System.out.println("4 threads, 2 parties: trips " + trips[0] + ", indexes " + Arrays.toString(sorted));

        // 9. the longest timeout is no timeout at all, here and elsewhere
        final CyclicBarrier forever = new CyclicBarrier(2);
        final String[] r9 = new String[1];
        Thread far = new Thread(() -> r9[0] = outcome(() -> forever.await(Long.MAX_VALUE, TimeUnit.NANOSECONDS)));
        far.start();
        while (forever.getNumberWaiting() < 1) Thread.sleep(10);
        Thread.sleep(100);
        String near = outcome(() -> forever.await(Long.MAX_VALUE, TimeUnit.NANOSECONDS));
        far.join();
        System.out.println("await(Long.MAX_VALUE ns): " + r9[0] + ", " + near);
    }
}
