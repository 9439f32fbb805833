import java.util.*;
import java.util.concurrent.*;

public class JucProducerConsumer {
    static final Integer POISON = Integer.valueOf(-1);

    static long run(final BlockingQueue<Integer> q, int producers, int consumers, final int perProducer) throws Exception {
        final long[] sums = new long[consumers];
        final int[] counts = new int[consumers];
        Thread[] ps = new Thread[producers];
        Thread[] cs = new Thread[consumers];
        for (int c = 0; c < consumers; c++) {
            final int id = c;
            cs[c] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (;;) {
                            Integer v = q.take();
                            if (v.intValue() < 0) break;
                            sums[id] += v;
                            counts[id]++;
                        }
                    } catch (InterruptedException e) {
                        System.out.println("interrupted");
                    }
                }
            });
            cs[c].start();
        }
        for (int p = 0; p < producers; p++) {
            final int base = p * perProducer;
            ps[p] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int k = 1; k <= perProducer; k++) q.put(base + k);
                    } catch (InterruptedException e) {
                        System.out.println("interrupted");
                    }
                }
            });
            ps[p].start();
        }
        for (Thread t : ps) t.join();
        for (int c = 0; c < consumers; c++) q.put(POISON);
        for (Thread t : cs) t.join();
        long total = 0;
        int n = 0;
        for (int c = 0; c < consumers; c++) {
            total += sums[c];
            n += counts[c];
        }
        System.out.println(q.getClass().getSimpleName() + ": items " + n + " sum " + total + " left " + q.size());
        return total;
    }

    public static void main(String[] args) throws Exception {
        run(new ArrayBlockingQueue<Integer>(4), 3, 2, 500);
        run(new LinkedBlockingQueue<Integer>(), 2, 3, 700);
        run(new LinkedBlockingQueue<Integer>(1), 4, 4, 100);
        final SynchronousQueue<String> sq = new SynchronousQueue<String>();
        Thread t = new Thread(new Runnable() {
            public void run() {
                try {
                    for (int i = 0; i < 3; i++) sq.put("msg" + i);
                } catch (InterruptedException e) {
                    System.out.println("interrupted");
                }
            }
        });
        t.start();
        for (int i = 0; i < 3; i++) System.out.println("got " + sq.take());
        t.join();
        System.out.println("offer without taker " + sq.offer("x") + " poll " + sq.poll(5, TimeUnit.MILLISECONDS));
    }
}
