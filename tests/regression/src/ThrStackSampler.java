import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;

/* Sampling other threads' stacks while they run and allocate (so
 * collections run between and during samples): every sample of a worker
 * inside its loop shows the loop's method, and nothing deadlocks. */
public class ThrStackSampler {
    static final AtomicBoolean stop = new AtomicBoolean();
    static volatile Object sink;

    static void churn(int depth, CountDownLatch in) {
        if (depth > 0) {
            churn(depth - 1, in);
            return;
        }
        in.countDown();
        while (!stop.get()) {
            int[][] a = new int[16][];
            for (int i = 0; i < a.length; i++) {
                a[i] = new int[64 + i];
            }
            sink = a;
        }
    }

    public static void main(String[] args) throws Exception {
        int n = 6;
        CountDownLatch in = new CountDownLatch(n);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int depth = i;
            ts[i] = new Thread(() -> churn(depth, in), "churner-" + i);
            ts[i].start();
        }
        in.await();
        int samples = 0, withChurn = 0, frames = 0;
        for (int round = 0; round < 150; round++) {
            for (Thread t : ts) {
                StackTraceElement[] st = t.getStackTrace();
                samples++;
                int c = 0;
                for (StackTraceElement e : st) {
                    if (e.getMethodName().equals("churn")) {
                        c++;
                    }
                }
                if (c > 0) {
                    withChurn++;
                }
                frames += c;
            }
        }
        stop.set(true);
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("samples: " + samples);
        System.out.println("samples inside churn: " + withChurn);
        /* worker i is i+1 churn frames deep: 150 rounds x (1+2+...+6) */
        System.out.println("churn frames seen: " + frames);
        System.out.println("after the end: " + ts[0].getStackTrace().length);
    }
}
