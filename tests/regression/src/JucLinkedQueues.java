import java.util.*;
import java.util.concurrent.*;

public class JucLinkedQueues {
    public static void main(String[] args) throws Exception {
        final ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<Integer>();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            final int base = i * 1000;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 1000; k++) q.offer(base + k);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("size " + q.size());
        final long[] sums = new long[4];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    Integer v;
                    while ((v = q.poll()) != null) sums[id] += v;
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("drained sum " + (sums[0] + sums[1] + sums[2] + sums[3]) + " empty " + q.isEmpty());
        final LinkedBlockingQueue<String> lbq = new LinkedBlockingQueue<String>(2);
        Thread slowConsumer = new Thread(new Runnable() {
            public void run() {
                try {
                    Thread.sleep(20);
                    for (int i = 0; i < 5; i++) lbq.take();
                } catch (InterruptedException e) {
                    System.out.println("interrupted");
                }
            }
        });
        slowConsumer.start();
        System.out.println("offer to full with timeout " + lbq.offer("a") + lbq.offer("b") + lbq.offer("c", 1, TimeUnit.MILLISECONDS));
        lbq.put("c");
        lbq.put("d");
        lbq.put("e");
        slowConsumer.join();
        System.out.println("left " + lbq.size() + " " + lbq);
    }
}
