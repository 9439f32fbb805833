import java.util.concurrent.locks.*;

public class JucLockCondition {
    static class BoundedBuffer {
        final Lock lock = new ReentrantLock();
        final Condition notFull = lock.newCondition();
        final Condition notEmpty = lock.newCondition();
        final int[] items = new int[5];
        int putptr, takeptr, count;

        void put(int x) throws InterruptedException {
            lock.lock();
            try {
                while (count == items.length) notFull.await();
                items[putptr] = x;
                if (++putptr == items.length) putptr = 0;
                ++count;
                notEmpty.signal();
            } finally {
                lock.unlock();
            }
        }

        int take() throws InterruptedException {
            lock.lock();
            try {
                while (count == 0) notEmpty.await();
                int x = items[takeptr];
                if (++takeptr == items.length) takeptr = 0;
                --count;
                notFull.signal();
                return x;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        final BoundedBuffer buf = new BoundedBuffer();
        final long[] got = new long[1];
        Thread consumer = new Thread(new Runnable() {
            public void run() {
                try {
                    long s = 0;
                    for (int i = 0; i < 3000; i++) s += buf.take();
                    got[0] = s;
                } catch (InterruptedException e) {
                    System.out.println("interrupted");
                }
            }
        });
        consumer.start();
        Thread[] producers = new Thread[3];
        for (int p = 0; p < 3; p++) {
            final int base = p * 1000;
            producers[p] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int i = 0; i < 1000; i++) buf.put(base + i);
                    } catch (InterruptedException e) {
                        System.out.println("interrupted");
                    }
                }
            });
            producers[p].start();
        }
        for (Thread t : producers) t.join();
        consumer.join();
        System.out.println("sum " + got[0] + " left " + buf.count);

        final ReentrantLock lock = new ReentrantLock(true);
        final int[] counter = new int[1];
        Thread[] ts = new Thread[6];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 2000; k++) {
                        lock.lock();
                        try {
                            counter[0]++;
                        } finally {
                            lock.unlock();
                        }
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("counter " + counter[0] + " locked " + lock.isLocked() + " fair " + lock.isFair());
        final Condition never = lock.newCondition();
        lock.lock();
        try {
            System.out.println("await timed out: " + !never.await(20, java.util.concurrent.TimeUnit.MILLISECONDS));
        } finally {
            lock.unlock();
        }
        final Condition go = lock.newCondition();
        final boolean[] ready = new boolean[1];
        final int[] woke = new int[1];
        Thread[] waiters = new Thread[4];
        for (int i = 0; i < waiters.length; i++) {
            waiters[i] = new Thread(new Runnable() {
                public void run() {
                    lock.lock();
                    try {
                        while (!ready[0]) go.awaitUninterruptibly();
                        woke[0]++;
                    } finally {
                        lock.unlock();
                    }
                }
            });
            waiters[i].start();
        }
        lock.lock();
        try {
            ready[0] = true;
            go.signalAll();
        } finally {
            lock.unlock();
        }
        for (Thread t : waiters) t.join();
        System.out.println("woken " + woke[0]);
    }
}
