import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.locks.*;

public class ConcFairness {
    static void p(Object o) { System.out.println(o); }

    static void waitQueued(ReentrantLock l, int n) throws InterruptedException {
        while (l.getQueueLength() < n) Thread.sleep(1);
    }

    static void waitQueued(Semaphore s, int n) throws InterruptedException {
        while (s.getQueueLength() < n) Thread.sleep(1);
    }

    static void waitSize(List<?> l, int n) throws InterruptedException {
        while (l.size() < n) Thread.sleep(1);
    }

    public static void main(String[] args) throws Exception {
        // A fair lock is handed over in arrival order.
        final ReentrantLock fl = new ReentrantLock(true);
        final List<Integer> order = Collections.synchronizedList(new ArrayList<Integer>());
        fl.lock();
        Thread[] ts = new Thread[6];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread() {
                public void run() {
                    fl.lock();
                    try {
                        order.add(id);
                    } finally {
                        fl.unlock();
                    }
                }
            };
            ts[i].start();
            waitQueued(fl, i + 1);
        }
        p("fair " + fl.isFair() + " queued " + fl.getQueueLength() + " " + fl.hasQueuedThreads());
        p("owner re-enters with timed tryLock " + fl.tryLock(0, TimeUnit.MILLISECONDS) + " holds " + fl.getHoldCount());
        fl.unlock();
        fl.unlock();
        for (Thread t : ts) t.join();
        p("lock order " + order + " queued " + fl.getQueueLength());

        // A thread that gives up leaves the line; the next one still gets the lock.
        order.clear();
        fl.lock();
        Thread quitter = new Thread() {
            public void run() {
                try {
                    fl.lockInterruptibly();
                    order.add(-1);
                    fl.unlock();
                } catch (InterruptedException e) {
                    order.add(99);
                }
            }
        };
        quitter.start();
        waitQueued(fl, 1);
        Thread next = new Thread() {
            public void run() {
                fl.lock();
                order.add(1);
                fl.unlock();
            }
        };
        next.start();
        waitQueued(fl, 2);
        final boolean[] timed = new boolean[1];
        Thread late = new Thread() {
            public void run() {
                try {
                    timed[0] = fl.tryLock(30, TimeUnit.MILLISECONDS);
                } catch (InterruptedException e) {
                    timed[0] = true;
                }
            }
        };
        late.start();
        late.join();
        quitter.interrupt();
        quitter.join();
        fl.unlock();
        next.join();
        p("timed tryLock behind the line " + timed[0] + ", order " + order + " queued " + fl.getQueueLength());

        // Fair lock with a Condition: signalled waiters re-acquire in line too.
        final Condition c = fl.newCondition();
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        Thread awaiter = new Thread() {
            public void run() {
                fl.lock();
                try {
                    log.add("awaiting");
                    c.await();
                    log.add("awoke");
                } catch (InterruptedException e) {
                    log.add("interrupted");
                } finally {
                    fl.unlock();
                }
            }
        };
        awaiter.start();
        waitSize(log, 1);
        fl.lock();
        while (!fl.hasWaiters(c)) {
            fl.unlock();
            Thread.sleep(1);
            fl.lock();
        }
        c.signal();
        fl.unlock();
        awaiter.join();
        p("condition " + log);

        // A fair semaphore serves acquirers in arrival order.
        final Semaphore fs = new Semaphore(0, true);
        final List<Integer> got = Collections.synchronizedList(new ArrayList<Integer>());
        Thread[] ss = new Thread[5];
        for (int i = 0; i < ss.length; i++) {
            final int id = i;
            ss[i] = new Thread() {
                public void run() {
                    fs.acquireUninterruptibly();
                    got.add(id);
                }
            };
            ss[i].start();
            waitQueued(fs, i + 1);
        }
        p("semaphore fair " + fs.isFair() + " queued " + fs.getQueueLength() + " " + fs.hasQueuedThreads());
        for (int i = 0; i < ss.length; i++) {
            fs.release();
            waitSize(got, i + 1);
        }
        for (Thread t : ss) t.join();
        p("semaphore order " + got + " permits " + fs.availablePermits() + " queued " + fs.getQueueLength());

        // A big request at the head holds back smaller ones behind it.
        final List<String> done = Collections.synchronizedList(new ArrayList<String>());
        Thread big = new Thread() {
            public void run() {
                fs.acquireUninterruptibly(3);
                done.add("big");
            }
        };
        big.start();
        waitQueued(fs, 1);
        Thread small = new Thread() {
            public void run() {
                fs.acquireUninterruptibly(1);
                done.add("small");
            }
        };
        small.start();
        waitQueued(fs, 2);
        fs.release(1);
        Thread.sleep(50);
        p("one permit, big first in line: " + done + " permits " + fs.availablePermits()
            + " timed tryAcquire " + fs.tryAcquire(1, 0, TimeUnit.MILLISECONDS));
        p("untimed tryAcquire barges " + fs.tryAcquire() + " permits " + fs.availablePermits());
        fs.release(3);
        waitSize(done, 1);
        p("after release(3): " + done);
        fs.release(1);
        big.join();
        small.join();
        p("done " + done + " permits " + fs.availablePermits() + " queued " + fs.getQueueLength());

        // Fair lock under contention: mutual exclusion and every thread makes progress.
        final ReentrantLock cl = new ReentrantLock(true);
        final int[] counter = new int[1];
        final int[] each = new int[4];
        Thread[] ws = new Thread[4];
        for (int k = 0; k < ws.length; k++) {
            final int id = k;
            ws[k] = new Thread() {
                public void run() {
                    for (int i = 0; i < 500; i++) {
                        cl.lock();
                        try {
                            counter[0]++;
                            each[id]++;
                        } finally {
                            cl.unlock();
                        }
                    }
                }
            };
            ws[k].start();
        }
        for (Thread w : ws) w.join();
        p("contended fair lock " + counter[0] + " " + Arrays.toString(each));
    }
}
