// Stress: 64 threads contend on 4 monitors, wait/notify and allocate for the given number of
// seconds (argument; `make stress` runs it for 30 s, make check for 5 s).  Prints only totals
// that must agree whatever the timing.
public class ThrStress64 {
    static final int THREADS = 64, MONITORS = 4, RING = 256;

    static final class Shared {
        long counter;
        final Object[] ring = new Object[RING];
        int pos;
        int waits;
    }

    static final Shared[] shared = new Shared[MONITORS];
    static volatile boolean stop;

    public static void main(String[] args) throws Exception {
        long seconds = args.length > 0 ? Long.parseLong(args[0]) : 5;
        for (int i = 0; i < MONITORS; i++) shared[i] = new Shared();
        final long[] mine = new long[THREADS];
        final long[] allocated = new long[THREADS];
        Thread[] ts = new Thread[THREADS];
        for (int i = 0; i < THREADS; i++) {
            final int me = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    int k = 0;
                    while (!stop) {
                        Shared s = shared[(me + k) % MONITORS];
                        int[] garbage = new int[(k % 64) + 1];
                        garbage[garbage.length - 1] = me;
                        allocated[me] += garbage.length;
                        synchronized (s) {
                            s.counter++;
                            mine[me]++;
                            s.ring[s.pos] = new long[] { me, k };
                            s.pos = (s.pos + 1) % RING;
                            if ((k & 255) == 0) {
                                s.waits++;
                                try { s.wait(1); } catch (InterruptedException e) { return; }
                            } else if ((k & 127) == 0) {
                                s.notifyAll();
                            }
                        }
                        k++;
                    }
                }
            });
            ts[i].start();
        }
        Thread.sleep(seconds * 1000);
        // Whatever the load: stop only once every thread has had the monitor at least once.
        for (int i = 0; i < THREADS; i++) {
            while (true) {
                // mine[i] is written under one of the monitors: taking each
                // of them makes the writes released so far visible here
                for (Shared x : shared) {
                    synchronized (x) { }
                }
                if (mine[i] != 0) break;
                Thread.sleep(10);
            }
        }
        stop = true;
        for (Thread t : ts) t.join();
        long total = 0, perThread = 0;
        boolean ringOk = true;
        int idle = 0;
        for (Shared s : shared) {
            total += s.counter;
            for (Object o : s.ring) {
                if (o == null) continue;
                long[] e = (long[]) o;
                if (e.length != 2 || e[0] < 0 || e[0] >= THREADS) ringOk = false;
            }
        }
        for (int i = 0; i < THREADS; i++) {
            perThread += mine[i];
            if (mine[i] == 0) idle++;
        }
        System.out.println("threads " + THREADS + ", monitors " + MONITORS);
        System.out.println("monitor counters agree with per-thread counts: " + (total == perThread));
        System.out.println("ring entries well-formed: " + ringOk);
        System.out.println("threads that never got a monitor: " + idle);
        System.out.println("all threads ended: " + !ts[THREADS - 1].isAlive());
    }
}
