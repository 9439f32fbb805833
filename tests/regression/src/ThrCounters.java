// Many threads incrementing shared counters under synchronized blocks and methods.
public class ThrCounters {
    static final class Counter {
        private long n;
        synchronized void inc() { n++; }
        synchronized long get() { return n; }
    }

    public static void main(String[] args) throws Exception {
        final Counter shared = new Counter();
        final Object lock = new Object();
        final long[] blockCount = new long[1];
        final Counter[] striped = { new Counter(), new Counter(), new Counter() };
        Thread[] ts = new Thread[32];
        for (int i = 0; i < ts.length; i++) {
            final int me = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 1000; k++) {
                        shared.inc();
                        synchronized (lock) { blockCount[0]++; }
                        striped[(me + k) % 3].inc();
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("shared " + shared.get());
        System.out.println("block " + blockCount[0]);
        System.out.println("striped " + (striped[0].get() + striped[1].get() + striped[2].get()));
    }
}
