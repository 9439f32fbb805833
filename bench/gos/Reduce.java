/*
 * Reduce -- a parallel reduction: THREADS threads each sum a slice of a
 * long[] they fill themselves, ROUNDS times, adding each round's partial
 * sum to a shared total under a monitor and meeting at a CyclicBarrier.
 *   Reduce THREADS N ROUNDS
 */
import java.util.concurrent.CyclicBarrier;

public class Reduce {
    static long total;
    static final Object lock = new Object();
    public static void main(String[] args) throws Exception {
        final int threads = Integer.parseInt(args[0]), n = Integer.parseInt(args[1]);
        final int rounds = Integer.parseInt(args[2]);
        final CyclicBarrier bar = new CyclicBarrier(threads);
        Thread[] ts = new Thread[threads];
        for (int k = 0; k < threads; k++) {
            final int id = k;
            ts[k] = new Thread(() -> {
                try {
                    long[] mine = new long[n / threads];
                    for (int i = 0; i < mine.length; i++) mine[i] = (long) id * mine.length + i;
                    for (int r = 0; r < rounds; r++) {
                        long s = 0;
                        for (long v : mine) s += v + r;
                        synchronized (lock) { total += s; }
                        bar.await();
                    }
                } catch (Exception e) { throw new RuntimeException(e); }
            });
            ts[k].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("reduce " + n + " x " + rounds + ": total " + total);
    }
}
