import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class JucThreadLocalRandom {
    public static void main(String[] args) throws Exception {
        final AtomicInteger outOfRange = new AtomicInteger();
        final AtomicInteger calls = new AtomicInteger();
        final boolean[] sameInstance = new boolean[4];
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    ThreadLocalRandom r = ThreadLocalRandom.current();
                    sameInstance[id] = r == ThreadLocalRandom.current();
                    for (int k = 0; k < 1000; k++) {
                        int a = r.nextInt(10);
                        int b = r.nextInt(5, 15);
                        long c = r.nextLong(100L, 200L);
                        double d = r.nextDouble(1.0, 2.0);
                        double e = r.nextDouble();
                        if (a < 0 || a >= 10 || b < 5 || b >= 15 || c < 100 || c >= 200 || d < 1.0 || d >= 2.0 || e < 0 || e >= 1) {
                            outOfRange.incrementAndGet();
                        }
                        calls.incrementAndGet();
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("calls " + calls + " out of range " + outOfRange);
        System.out.println("same instance per thread " + sameInstance[0] + sameInstance[1] + sameInstance[2] + sameInstance[3]);
        try {
            ThreadLocalRandom.current().setSeed(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("setSeed unsupported");
        }
        try {
            ThreadLocalRandom.current().nextInt(5, 5);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
    }
}
