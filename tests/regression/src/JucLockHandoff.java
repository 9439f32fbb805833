import java.util.*;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.*;

/* Lock hand-over: FIFO order of a fair lock, a Condition's await after
 * timeout / interrupt / signal, and a write lock waiting for readers. */
public class JucLockHandoff {
    static void waitQueued(ReentrantLock l, int n) throws InterruptedException {
        while (l.getQueueLength() < n) {
            Thread.sleep(1);
        }
    }

    static void waitState(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s) {
            Thread.sleep(1);
        }
    }

    public static void main(String[] args) throws Exception {
        /* 1. fair: queued threads get the lock in arrival order */
        final ReentrantLock fair = new ReentrantLock(true);
        final List<Integer> order = Collections.synchronizedList(new ArrayList<Integer>());
        fair.lock();
        Thread[] ts = new Thread[5];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                fair.lock();
                try {
                    order.add(id);
                } finally {
                    fair.unlock();
                }
            });
            ts[i].start();
            waitQueued(fair, i + 1);
        }
        System.out.println("queued " + fair.getQueueLength() + " hasQueued " + fair.hasQueuedThreads());
        fair.unlock();
        for (Thread t : ts) t.join();
        System.out.println("fair order " + order + " locked " + fair.isLocked());

        /* 2. await with a timeout returns false and holds the lock again */
        final ReentrantLock lock = new ReentrantLock();
        final Condition c = lock.newCondition();
        lock.lock();
        lock.lock();
        boolean ok = c.await(10, TimeUnit.MILLISECONDS);
        System.out.println("timed await " + ok + " holds " + lock.getHoldCount());
        long left = c.awaitNanos(1000000L);
        System.out.println("awaitNanos left<=0 " + (left <= 0) + " holds " + lock.getHoldCount());
        lock.unlock();
        lock.unlock();

        /* 3. interrupted while awaiting: throws, after re-acquiring */
        final String[] res = new String[3];
        Thread w = new Thread(() -> {
            lock.lock();
            try {
                c.await();
                res[0] = "returned";
            } catch (InterruptedException e) {
                res[0] = "interrupted, holds " + lock.getHoldCount();
            } finally {
                lock.unlock();
            }
        });
        w.start();
        waitState(w, Thread.State.WAITING);
        lock.lock();
        w.interrupt();
        Thread.sleep(20);
        res[1] = "waiter done while I hold the lock: " + !w.isAlive();
        lock.unlock();
        w.join();
        System.out.println(res[0] + "; " + res[1]);

        /* 4. signalled, then interrupted before re-acquiring: no exception, flag set */
        Thread s = new Thread(() -> {
            lock.lock();
            try {
                c.await();
                res[2] = "signalled, interrupt flag " + Thread.currentThread().isInterrupted();
            } catch (InterruptedException e) {
                res[2] = "threw";
            } finally {
                lock.unlock();
            }
        });
        s.start();
        while (true) {
            lock.lock();
            try {
                if (lock.hasWaiters(c)) {
                    c.signal();
                    s.interrupt();
                    System.out.println("waiters after signal " + lock.getWaitQueueLength(c));
                    break;
                }
            } finally {
                lock.unlock();
            }
            Thread.sleep(1);
        }
        s.join();
        System.out.println(res[2]);

        /* 5. lockInterruptibly leaves the line on interrupt; the next one still gets the lock */
        final ReentrantLock fl = new ReentrantLock(true);
        final String[] r5 = new String[2];
        fl.lock();
        Thread a = new Thread(() -> {
            try {
                fl.lockInterruptibly();
                r5[0] = "a locked";
                fl.unlock();
            } catch (InterruptedException e) {
                r5[0] = "a interrupted";
            }
        });
        Thread b = new Thread(() -> {
            boolean got = false;
            try {
                got = fl.tryLock(1, TimeUnit.HOURS);
            } catch (InterruptedException e) {
                r5[1] = "b interrupted";
                return;
            }
            r5[1] = "b locked " + got;
            fl.unlock();
        });
        a.start();
        waitQueued(fl, 1);
        b.start();
        waitQueued(fl, 2);
        a.interrupt();
        a.join();
        System.out.println(r5[0] + ", queued " + fl.getQueueLength());
        fl.unlock();
        b.join();
        System.out.println(r5[1] + ", locked " + fl.isLocked());

        /* 6. a writer waits for the readers; readers wait for the writer */
        final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        rw.readLock().lock();
        Thread wr = new Thread(() -> {
            rw.writeLock().lock();
            log.add("writer in, readers " + rw.getReadLockCount());
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                log.add("?");
            }
            log.add("writer out");
            rw.writeLock().unlock();
        });
        wr.start();
        while (!rw.hasQueuedThreads()) Thread.sleep(1);
        log.add("reader out");
        rw.readLock().unlock();
        while (!rw.isWriteLocked()) Thread.sleep(1);
        Thread rd = new Thread(() -> {
            rw.readLock().lock();
            log.add("reader in, write locked " + rw.isWriteLocked());
            rw.readLock().unlock();
        });
        rd.start();
        wr.join();
        rd.join();
        System.out.println(log);

        /* 7. many threads, non-fair: every increment counted */
        final ReentrantLock nf = new ReentrantLock();
        final Condition turn = nf.newCondition();
        final int[] state = new int[2];
        Thread[] ring = new Thread[4];
        for (int i = 0; i < ring.length; i++) {
            final int id = i;
            ring[i] = new Thread(() -> {
                for (int k = 0; k < 50; k++) {
                    nf.lock();
                    try {
                        while (state[0] % 4 != id) turn.awaitUninterruptibly();
                        state[0]++;
                        state[1] += id;
                        turn.signalAll();
                    } finally {
                        nf.unlock();
                    }
                }
            });
            ring[i].start();
        }
        for (Thread t : ring) t.join();
        System.out.println("ring turns " + state[0] + " sum " + state[1]);
    }
}
