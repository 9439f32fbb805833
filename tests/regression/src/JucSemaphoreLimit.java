import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class JucSemaphoreLimit {
    public static void main(String[] args) throws Exception {
        final Semaphore sem = new Semaphore(3);
        final AtomicInteger inside = new AtomicInteger();
        final AtomicInteger maxInside = new AtomicInteger();
        final AtomicInteger done = new AtomicInteger();
        Thread[] ts = new Thread[10];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int r = 0; r < 20; r++) {
                        sem.acquireUninterruptibly();
                        try {
                            int now = inside.incrementAndGet();
                            for (;;) {
                                int m = maxInside.get();
                                if (now <= m || maxInside.compareAndSet(m, now)) break;
                            }
                            Thread.yield();
                            inside.decrementAndGet();
                        } finally {
                            sem.release();
                        }
                    }
                    done.incrementAndGet();
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("done " + done.get() + " max inside <= 3: " + (maxInside.get() <= 3) + " at least 1: " + (maxInside.get() >= 1));
        System.out.println("permits " + sem.availablePermits() + " inside " + inside.get());
        final Semaphore handoff = new Semaphore(0);
        Thread waiter = new Thread(new Runnable() {
            public void run() {
                try {
                    handoff.acquire(2);
                    System.out.println("waiter got 2 permits");
                } catch (InterruptedException e) {
                    System.out.println("interrupted");
                }
            }
        });
        waiter.start();
        handoff.release();
        handoff.release();
        waiter.join();
        System.out.println("final permits " + handoff.availablePermits());
    }
}
