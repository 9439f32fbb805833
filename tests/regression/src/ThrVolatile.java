// release8: skip (Thread.onSpinWait is Java 9)
// Volatile flag hand-off: data written before a volatile store is seen after the volatile load.
public class ThrVolatile {
    static int data;
    static long wide;
    static volatile boolean ready;
    static volatile long stamp;
    static volatile int phase;

    public static void main(String[] args) throws Exception {
        Thread reader = new Thread(new Runnable() {
            public void run() {
                for (int round = 1; round <= 200; round++) {
                    while (phase != 2 * round - 1) Thread.onSpinWait();
                    if (data != round * 7 || wide != round * 0x100000001L || stamp != -round)
                        System.out.println("stale at round " + round);
                    phase = 2 * round;
                }
            }
        });
        reader.start();
        for (int round = 1; round <= 200; round++) {
            data = round * 7;
            wide = round * 0x100000001L;
            stamp = -round;
            phase = 2 * round - 1;
            while (phase != 2 * round) Thread.onSpinWait();
        }
        reader.join();
        System.out.println("rounds done, data " + data + ", wide " + wide + ", stamp " + stamp);

        final long[] seen = new long[1];
        Thread t = new Thread(new Runnable() {
            public void run() {
                while (!ready) Thread.yield();
                seen[0] = stamp;
            }
        });
        t.start();
        stamp = Long.MIN_VALUE + 5;
        ready = true;
        t.join();
        System.out.println("seen " + seen[0]);
    }
}
