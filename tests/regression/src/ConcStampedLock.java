// release8: skip (StampedLock.isLockStamp and friends are Java 10 API)
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.concurrent.locks.*;

public class ConcStampedLock {
    static void p(Object o) { System.out.println(o); }

    static String state(StampedLock l) {
        return "w=" + l.isWriteLocked() + " r=" + l.isReadLocked() + " n=" + l.getReadLockCount();
    }

    static void imse(String what, Runnable r) {
        try {
            r.run();
            p(what + ": ok");
        } catch (IllegalMonitorStateException e) {
            p(what + ": IllegalMonitorStateException");
        }
    }

    static final StampedLock pl = new StampedLock();
    static int x, y;

    public static void main(String[] args) throws Exception {
        final StampedLock l = new StampedLock();
        p(state(l));
        final long w = l.writeLock();
        p("write " + (w != 0) + " " + state(l) + " tryRead " + l.tryReadLock() + " tryWrite " + l.tryWriteLock()
            + " optimistic " + l.tryOptimisticRead() + " validate " + l.validate(w));
        p("stamp kinds " + StampedLock.isWriteLockStamp(w) + " " + StampedLock.isReadLockStamp(w) + " " + StampedLock.isLockStamp(w)
            + " " + StampedLock.isOptimisticReadStamp(w) + " " + StampedLock.isLockStamp(0));
        imse("unlockRead(write stamp)", new Runnable() { public void run() { l.unlockRead(w); } });
        l.unlockWrite(w);
        p("after unlockWrite " + state(l) + " validate " + l.validate(w) + " validate(0) " + l.validate(0));
        imse("unlockWrite again", new Runnable() { public void run() { l.unlockWrite(w); } });

        long o = l.tryOptimisticRead();
        p("optimistic " + (o != 0) + " " + StampedLock.isOptimisticReadStamp(o) + " " + StampedLock.isLockStamp(o) + " valid " + l.validate(o));
        final long r1 = l.readLock();
        long r2 = l.readLock();
        p("two readers " + state(l) + " optimistic still valid " + l.validate(o) + " read valid " + l.validate(r1)
            + " tryWrite " + l.tryWriteLock() + " tryRead " + (l.tryReadLock() != 0) + " " + state(l));
        p("tryUnlockRead " + l.tryUnlockRead() + " " + state(l));
        imse("unlockWrite(read stamp)", new Runnable() { public void run() { l.unlockWrite(r1); } });
        l.unlockRead(r1);
        l.unlock(r2);
        p("released " + state(l) + " tryUnlockRead " + l.tryUnlockRead() + " tryUnlockWrite " + l.tryUnlockWrite());
        imse("unlock(read stamp) again", new Runnable() { public void run() { l.unlock(r1); } });
        long w2 = l.writeLock();
        l.unlockWrite(w2);
        p("optimistic after a write valid " + l.validate(o));

        // Conversions.
        long r = l.readLock();
        long cw = l.tryConvertToWriteLock(r);
        p("read->write " + (cw != 0) + " " + StampedLock.isWriteLockStamp(cw) + " " + state(l));
        long cr = l.tryConvertToReadLock(cw);
        p("write->read " + (cr != 0) + " " + StampedLock.isReadLockStamp(cr) + " " + state(l) + " old write stamp valid " + l.validate(cw));
        long other = l.readLock();
        p("read->write with two readers " + l.tryConvertToWriteLock(cr) + " " + state(l));
        l.unlockRead(other);
        long co = l.tryConvertToOptimisticRead(cr);
        p("read->optimistic " + (co != 0) + " " + state(l) + " valid " + l.validate(co));
        long ow = l.tryConvertToWriteLock(co);
        p("optimistic->write " + (ow != 0) + " " + state(l) + " optimistic valid " + l.validate(co));
        long wo = l.tryConvertToOptimisticRead(ow);
        p("write->optimistic " + (wo != 0) + " " + state(l) + " valid " + l.validate(wo));
        long orr = l.tryConvertToReadLock(wo);
        p("optimistic->read " + (orr != 0) + " " + state(l) + " same again " + (l.tryConvertToReadLock(orr) == orr));
        l.unlockRead(orr);
        p("stale conversions " + l.tryConvertToWriteLock(ow) + " " + l.tryConvertToReadLock(cw) + " " + l.tryConvertToOptimisticRead(0) + " " + state(l));

        // Lock views.
        Lock rl = l.asReadLock(), wl = l.asWriteLock();
        rl.lock();
        p("view read " + state(l) + " write tryLock " + wl.tryLock());
        rl.unlock();
        wl.lock();
        p("view write " + state(l) + " read tryLock " + rl.tryLock());
        wl.unlock();
        try {
            wl.unlock();
        } catch (IllegalMonitorStateException e) {
            p("view unlock unheld IMSE");
        }
        try {
            rl.newCondition();
        } catch (UnsupportedOperationException e) {
            p("newCondition UOE");
        }
        ReadWriteLock rw = l.asReadWriteLock();
        rw.writeLock().lock();
        p("rw view " + state(l));
        rw.writeLock().unlock();

        // Blocking: timed and interruptible acquisitions against a holder in another thread.
        final long held = l.readLock();
        final long[] res = new long[2];
        Thread t = new Thread() {
            public void run() {
                try {
                    res[0] = l.tryWriteLock(50, TimeUnit.MILLISECONDS);
                    res[1] = l.tryReadLock(50, TimeUnit.MILLISECONDS);
                    l.unlockRead(res[1]);
                } catch (InterruptedException e) {
                    res[0] = -1;
                }
            }
        };
        t.start();
        t.join();
        p("timed write while read-held " + res[0] + ", timed read " + (res[1] != 0));
        Thread iw = new Thread() {
            public void run() {
                try {
                    l.writeLockInterruptibly();
                    p("got write");
                } catch (InterruptedException e) {
                    p("writeLockInterruptibly interrupted");
                }
            }
        };
        iw.start();
        Thread.sleep(50);
        iw.interrupt();
        iw.join();
        final CountDownLatch gotIt = new CountDownLatch(1);
        Thread waiter = new Thread() {
            public void run() {
                long s = l.writeLock();
                gotIt.countDown();
                l.unlockWrite(s);
            }
        };
        waiter.start();
        Thread.sleep(30);
        p("writer waiting: " + (gotIt.getCount() == 1) + " " + state(l));
        l.unlockRead(held);
        waiter.join();
        p("writer got the lock after release " + (gotIt.getCount() == 0) + " " + state(l));

        // Optimistic readers never see a half-done move; writers serialise.
        final int writers = 2, moves = 3000, readers = 2;
        final AtomicInteger torn = new AtomicInteger();
        final AtomicInteger fallbacks = new AtomicInteger();
        final AtomicBoolean stop = new AtomicBoolean();
        Thread[] ts = new Thread[writers + readers];
        for (int k = 0; k < writers; k++) {
            ts[k] = new Thread() {
                public void run() {
                    for (int i = 0; i < moves; i++) {
                        long s = pl.writeLock();
                        try {
                            x++;
                            y++;
                        } finally {
                            pl.unlockWrite(s);
                        }
                    }
                }
            };
        }
        for (int k = 0; k < readers; k++) {
            ts[writers + k] = new Thread() {
                public void run() {
                    while (!stop.get()) {
                        long s = pl.tryOptimisticRead();
                        int a = x, b = y;
                        if (!pl.validate(s)) {
                            fallbacks.incrementAndGet();
                            s = pl.readLock();
                            try {
                                a = x;
                                b = y;
                            } finally {
                                pl.unlockRead(s);
                            }
                        }
                        if (a != b) torn.incrementAndGet();
                    }
                }
            };
        }
        for (int k = writers; k < ts.length; k++) ts[k].start();
        for (int k = 0; k < writers; k++) ts[k].start();
        for (int k = 0; k < writers; k++) ts[k].join();
        stop.set(true);
        for (int k = writers; k < ts.length; k++) ts[k].join();
        p("moves x=" + x + " y=" + y + " torn reads " + torn.get() + " " + state(pl));
    }
}
