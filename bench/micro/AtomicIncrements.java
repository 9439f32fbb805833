import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

// AtomicInteger/AtomicLong read-modify-writes: one thread alone, then two
// threads sharing the counters (compare-and-set under contention).
public class AtomicIncrements {
    public static void main(String[] args) throws InterruptedException {
        final int reps = args.length > 0 ? Integer.parseInt(args[0]) : 2000000;
        final AtomicInteger ai = new AtomicInteger();
        final AtomicLong al = new AtomicLong();
        for (int i = 0; i < reps; i++) {
            ai.incrementAndGet();
            al.addAndGet(i & 3);
        }
        Thread[] ts = new Thread[2];
        for (int k = 0; k < ts.length; k++) {
            ts[k] = new Thread(new Runnable() {
                public void run() {
                    for (int i = 0; i < reps / 2; i++) {
                        ai.getAndIncrement();
                        int v;
                        do {
                            v = ai.get();
                        } while (!ai.compareAndSet(v, v + 1));
                    }
                }
            });
            ts[k].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("checksum " + (ai.get() + al.get()));
    }
}
