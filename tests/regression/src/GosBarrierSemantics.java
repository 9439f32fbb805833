import java.util.*;
import java.util.concurrent.*;

/*
 * CyclicBarrier's whole contract with the parties on different nodes
 * (on a cluster every await is a cluster barrier at the barrier's home):
 * writes before an await are seen after it by every party, each trip's
 * arrival indexes are a permutation, the barrier action runs once per trip
 * before anyone leaves, a timeout and an interrupt break the barrier for
 * the others, reset() mends it, an action that throws gives its exception
 * to the last arrival and BrokenBarrierException to the rest.
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
    }
}
