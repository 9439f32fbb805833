import java.util.concurrent.*;

/*
 * CyclicBarrier's races across nodes: a timeout that fires while the last
 * party arrives, round after round. Three parties (on different nodes of
 * a cluster) pass a barrier with an action; in some rounds one of them
 * waits with a timeout of a millisecond, which may or may not fire before
 * the others arrive. Whatever the timing, each round must end one of two
 * ways: a trip (every party passes, the indexes are 0, 1 and 2, the
 * action ran once) or a break (exactly one party times out, the others
 * get BrokenBarrierException, the action did not run). A fourth thread
 * reads getNumberWaiting meanwhile, which must stay between 0 and 2. A
 * second barrier puts the parties in step between rounds, and the first
 * is reset after a break.
 */
public class GosBarrierRaces {
    static final int PARTIES = 3, ROUNDS = 150;

    public static void main(String[] args) throws Exception {
        final int[] actions = new int[1];
        final CyclicBarrier bar = new CyclicBarrier(PARTIES, () -> actions[0]++);
        final CyclicBarrier step = new CyclicBarrier(PARTIES);
        final String[][] out = new String[ROUNDS][PARTIES];
        final int[] actionsAfter = new int[ROUNDS];
        final boolean[] stop = new boolean[1];
        final boolean[] inRange = { true };
        Thread[] ts = new Thread[PARTIES];
        for (int k = 0; k < PARTIES; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                try {
                    for (int r = 0; r < ROUNDS; r++) {
                        /* a short timeout for one party in two rounds of three */
                        boolean hurried = r % 3 != 0 && r % PARTIES == me;
                        try {
                            int i = hurried ? bar.await(1, TimeUnit.MILLISECONDS)
                                            : bar.await(20, TimeUnit.SECONDS);
                            out[r][me] = "ok" + i;
                        } catch (TimeoutException e) {
                            out[r][me] = "timeout";
                        } catch (BrokenBarrierException e) {
                            out[r][me] = "broken";
                        }
                        step.await();
                        if (me == 0) {
                            actionsAfter[r] = actions[0];
                            if (bar.isBroken()) bar.reset();
                        }
                        step.await();
                    }
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            });
            ts[k].start();
        }
        Thread watcher = new Thread(() -> {
            while (true) {
                synchronized (stop) {
                    if (stop[0]) return;
                }
                int w = bar.getNumberWaiting();
                if (w < 0 || w > PARTIES - 1) inRange[0] = false;
                try {
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        watcher.start();
        for (Thread t : ts) t.join();
        synchronized (stop) {
            stop[0] = true;
        }
        watcher.join();

        boolean ok = true;
        int trips = 0, breaks = 0, prev = 0;
        for (int r = 0; r < ROUNDS; r++) {
            int oks = 0, timeouts = 0, broken = 0, indexMask = 0;
            for (String s : out[r]) {
                if (s.startsWith("ok")) {
                    oks++;
                    indexMask |= 1 << Integer.parseInt(s.substring(2));
                } else if (s.equals("timeout")) {
                    timeouts++;
                } else {
                    broken++;
                }
            }
            int ran = actionsAfter[r] - prev;
            prev = actionsAfter[r];
            if (oks == PARTIES && indexMask == 7 && ran == 1) {
                trips++;
            } else if (timeouts == 1 && broken == PARTIES - 1 && ran == 0) {
                breaks++;
            } else {
                ok = false;
                System.out.println("round " + r + ": " + String.join(" ", out[r]) + ", action ran " + ran);
            }
        }
        System.out.println("every round a trip or a break: " + ok);
        System.out.println("rounds: " + (trips + breaks) + " of " + ROUNDS);
        System.out.println("rounds without a short timeout tripped: " + untimedTripped(out));
        System.out.println("getNumberWaiting in range: " + inRange[0]);
        System.out.println("broken at the end: " + bar.isBroken() + ", waiting " + bar.getNumberWaiting());
    }

    /* Rounds where nobody was hurried cannot break. */
    static boolean untimedTripped(String[][] out) {
        for (int r = 0; r < ROUNDS; r += 3)
            for (String s : out[r])
                if (!s.startsWith("ok")) return false;
        return true;
    }
}
