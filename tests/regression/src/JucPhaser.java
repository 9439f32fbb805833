import java.util.*;
import java.util.concurrent.*;

public class JucPhaser {
    public static void main(String[] args) throws Exception {
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        final Phaser phaser = new Phaser(1) {
            protected boolean onAdvance(int phase, int parties) {
                log.add("advance " + phase + " parties " + parties);
                return phase >= 3 || parties == 0;
            }
        };
        final int[] work = new int[3];
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            phaser.register();
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    while (!phaser.isTerminated()) {
                        work[id]++;
                        phaser.arriveAndAwaitAdvance();
                    }
                }
            });
            ts[i].start();
        }
        while (!phaser.isTerminated()) {
            phaser.arriveAndAwaitAdvance();
        }
        for (Thread t : ts) t.join();
        for (String s : log) System.out.println(s);
        System.out.println("work " + work[0] + " " + work[1] + " " + work[2] + " terminated " + phaser.isTerminated());
        System.out.println("phase negative " + (phaser.getPhase() < 0));

        final Phaser p2 = new Phaser();
        final int[] arrivals = new int[1];
        Thread[] ws = new Thread[4];
        for (int i = 0; i < ws.length; i++) {
            p2.register();
            ws[i] = new Thread(new Runnable() {
                public void run() {
                    synchronized (arrivals) {
                        arrivals[0]++;
                    }
                    p2.arriveAndDeregister();
                }
            });
        }
        System.out.println("registered " + p2.getRegisteredParties() + " phase " + p2.getPhase());
        for (Thread t : ws) t.start();
        for (Thread t : ws) t.join();
        System.out.println("arrivals " + arrivals[0] + " registered " + p2.getRegisteredParties() + " terminated " + p2.isTerminated());
    }
}
