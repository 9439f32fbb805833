import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class JucLatchGate {
    public static void main(String[] args) throws Exception {
        final int N = 8;
        final CountDownLatch startGate = new CountDownLatch(1);
        final CountDownLatch endGate = new CountDownLatch(N);
        final AtomicInteger started = new AtomicInteger();
        final long[] results = new long[N];
        for (int i = 0; i < N; i++) {
            final int id = i;
            new Thread(new Runnable() {
                public void run() {
                    try {
                        startGate.await();
                        started.incrementAndGet();
                        long s = 0;
                        for (int k = 0; k < 10000; k++) s += k % (id + 2);
                        results[id] = s;
                    } catch (InterruptedException e) {
                        System.out.println("interrupted");
                    } finally {
                        endGate.countDown();
                    }
                }
            }).start();
        }
        System.out.println("before open: started=" + started.get() + " count=" + startGate.getCount());
        startGate.countDown();
        endGate.await();
        System.out.println("after: started=" + started.get() + " end count=" + endGate.getCount());
        for (int i = 0; i < N; i++) System.out.println("worker " + i + " -> " + results[i]);
        System.out.println("timed await on open latch " + endGate.await(1, TimeUnit.MILLISECONDS));
    }
}
