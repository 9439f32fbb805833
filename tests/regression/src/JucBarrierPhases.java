import java.util.*;
import java.util.concurrent.*;

public class JucBarrierPhases {
    static final int PARTIES = 4;
    static final int PHASES = 5;
    static final int[] cells = new int[PARTIES];
    static final List<String> log = new ArrayList<String>();

    public static void main(String[] args) throws Exception {
        final int[] phase = {0};
        final CyclicBarrier barrier = new CyclicBarrier(PARTIES, new Runnable() {
            public void run() {
                int s = 0;
                for (int c : cells) s += c;
                log.add("phase " + phase[0] + " sum " + s);
                phase[0]++;
            }
        });
        Thread[] ts = new Thread[PARTIES];
        final int[] arrivalZero = new int[1];
        for (int i = 0; i < PARTIES; i++) {
            final int id = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int p = 0; p < PHASES; p++) {
                            cells[id] += (id + 1) * (p + 1);
                            int idx = barrier.await();
                            if (idx == 0) {
                                synchronized (arrivalZero) {
                                    arrivalZero[0]++;
                                }
                            }
                        }
                    } catch (Exception e) {
                        System.out.println("unexpected " + e);
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        for (String s : log) System.out.println(s);
        System.out.println("last arrivals " + arrivalZero[0] + " broken " + barrier.isBroken() + " waiting " + barrier.getNumberWaiting());

        final CyclicBarrier breaking = new CyclicBarrier(3);
        final String[] outcome = new String[2];
        Thread[] two = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            two[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        breaking.await();
                        outcome[id] = "passed";
                    } catch (BrokenBarrierException e) {
                        outcome[id] = "broken";
                    } catch (InterruptedException e) {
                        outcome[id] = "interrupted";
                    }
                }
            });
            two[i].start();
        }
        while (breaking.getNumberWaiting() < 2) Thread.sleep(1);
        breaking.reset();
        for (Thread t : two) t.join();
        System.out.println("after reset: " + outcome[0] + " " + outcome[1] + " broken now " + breaking.isBroken());
    }
}
