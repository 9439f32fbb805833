import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.locks.*;

public class ConcSingle {
    public static void main(String[] args) throws Exception {
        for (TimeUnit u : TimeUnit.values()) {
            System.out.println(u + " " + u.toNanos(3) + " " + u.toMillis(3) + " " + u.toDays(100000)
                + " " + u.convert(90, TimeUnit.SECONDS) + " " + u.toMicros(Long.MAX_VALUE / 2) + " " + u.ordinal());
        }
        System.out.println(TimeUnit.valueOf("HOURS").toMinutes(-5) + " " + TimeUnit.DAYS.toNanos(-Long.MAX_VALUE));
        ReentrantLock l = new ReentrantLock();
        l.lock();
        l.lock();
        System.out.println(l.getHoldCount() + " " + l.isLocked() + " " + l.isHeldByCurrentThread() + " " + l.isFair());
        Condition c = l.newCondition();
        System.out.println(c.await(10, TimeUnit.MILLISECONDS) + " " + l.getHoldCount() + " " + l.hasWaiters(c));
        System.out.println(c.awaitNanos(-5) <= 0);
        l.unlock();
        l.unlock();
        System.out.println(l.isLocked() + " " + l.tryLock() + " " + new ReentrantLock(true).isFair());
        l.unlock();
        try {
            l.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("IMSE " + e.getMessage());
        }
        try {
            c.signal();
        } catch (IllegalMonitorStateException e) {
            System.out.println("IMSE signal");
        }
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        rw.readLock().lock();
        rw.readLock().lock();
        System.out.println(rw.getReadLockCount() + " " + rw.getReadHoldCount() + " " + rw.isWriteLocked() + " " + rw.writeLock().tryLock());
        rw.readLock().unlock();
        rw.readLock().unlock();
        rw.writeLock().lock();
        System.out.println(rw.isWriteLocked() + " " + rw.isWriteLockedByCurrentThread() + " " + rw.getWriteHoldCount() + " " + rw.readLock().tryLock());
        rw.readLock().unlock();
        rw.writeLock().unlock();
        try {
            rw.readLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("IMSE " + e.getMessage());
        }
        CountDownLatch latch = new CountDownLatch(2);
        latch.countDown();
        System.out.println(latch.getCount() + " " + latch.await(5, TimeUnit.MILLISECONDS));
        latch.countDown();
        latch.countDown();
        latch.await();
        System.out.println(latch.getCount() + " " + latch.await(1, TimeUnit.SECONDS));
        try {
            new CountDownLatch(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        Semaphore s = new Semaphore(3);
        s.acquire(2);
        System.out.println(s.availablePermits() + " " + s.tryAcquire(2) + " " + s.tryAcquire() + " " + s.tryAcquire(1, 5, TimeUnit.MILLISECONDS));
        s.release(5);
        System.out.println(s.availablePermits() + " " + s.drainPermits() + " " + s.availablePermits() + " " + s.isFair());
        CyclicBarrier b = new CyclicBarrier(1, new Runnable() {
            public void run() {
                System.out.println("barrier action");
            }
        });
        System.out.println(b.await() + " " + b.await() + " " + b.getParties() + " " + b.isBroken() + " " + b.getNumberWaiting());
        CyclicBarrier b2 = new CyclicBarrier(2);
        try {
            b2.await(5, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timeout, broken=" + b2.isBroken());
        }
        try {
            b2.await();
        } catch (BrokenBarrierException e) {
            System.out.println("BrokenBarrierException");
        }
        b2.reset();
        System.out.println(b2.isBroken());
        Phaser ph = new Phaser(1);
        System.out.println(ph.getPhase() + " " + ph.register() + " " + ph.getRegisteredParties() + " " + ph.arrive() + " " + ph.getArrivedParties());
        System.out.println(ph.arriveAndAwaitAdvance() + " " + ph.getPhase() + " " + ph.getUnarrivedParties());
        ph.arriveAndDeregister();
        System.out.println(ph.getPhase() + " " + ph.getRegisteredParties() + " " + ph.isTerminated());
        System.out.println(ph.arriveAndDeregister() + " " + ph.isTerminated() + " " + ph.getPhase());
        ArrayBlockingQueue<Integer> q = new ArrayBlockingQueue<>(3);
        System.out.println(q.offer(1) + " " + q.offer(2) + " " + q.add(3) + " " + q.offer(4) + " " + q + " " + q.remainingCapacity());
        try {
            q.add(5);
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage());
        }
        System.out.println(q.poll() + " " + q.take() + " " + q.peek() + " " + q.size() + " " + q.poll(1, TimeUnit.MILLISECONDS) + " " + q.poll(1, TimeUnit.MILLISECONDS));
        LinkedBlockingQueue<String> lq = new LinkedBlockingQueue<>();
        lq.put("a");
        lq.put("b");
        lq.put("c");
        Iterator<String> it = lq.iterator();
        it.next();
        it.remove();
        List<String> drained = new ArrayList<>();
        System.out.println(lq + " " + lq.remainingCapacity() + " " + lq.drainTo(drained, 1) + " " + drained + " " + lq);
        ConcurrentLinkedQueue<Integer> clq = new ConcurrentLinkedQueue<>(Arrays.asList(5, 6, 7));
        clq.offer(8);
        System.out.println(clq + " " + clq.poll() + " " + clq.contains(7) + " " + clq.size());
        CopyOnWriteArrayList<String> cow = new CopyOnWriteArrayList<>(new String[] {"x", "y"});
        Iterator<String> snap = cow.iterator();
        cow.add("z");
        cow.add(0, "w");
        cow.addIfAbsent("x");
        cow.addIfAbsent("q");
        StringBuilder sb = new StringBuilder();
        while (snap.hasNext()) sb.append(snap.next());
        System.out.println(cow + " " + sb + " " + cow.size() + " " + cow.indexOf("z") + " " + cow.remove("y") + " " + cow.remove(0) + " " + cow);
        try {
            cow.iterator().remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE");
        }
        try {
            cow.get(10);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + " " + e.getMessage());
        }
        System.out.println(cow.subList(1, 3) + " " + cow.equals(Arrays.asList("x", "z", "q")) + " " + cow.hashCode());
        CopyOnWriteArraySet<Integer> cs = new CopyOnWriteArraySet<>(Arrays.asList(3, 1, 3, 2));
        cs.add(1);
        cs.add(9);
        System.out.println(cs + " " + cs.size());
        FutureTask<String> ft = new FutureTask<>(new Callable<String>() {
            public String call() {
                return "done";
            }
        });
        System.out.println(ft.isDone());
        ft.run();
        System.out.println(ft.isDone() + " " + ft.get() + " " + ft.get(1, TimeUnit.SECONDS) + " " + ft.cancel(true));
        FutureTask<String> bad = new FutureTask<>(new Callable<String>() {
            public String call() throws Exception {
                throw new java.io.IOException("boom");
            }
        });
        bad.run();
        try {
            bad.get();
        } catch (ExecutionException e) {
            System.out.println("EE " + e.getMessage() + " / " + e.getCause());
        }
        FutureTask<Integer> cancelled = new FutureTask<>(new Runnable() {
            public void run() {
            }
        }, 5);
        System.out.println(cancelled.cancel(false) + " " + cancelled.isCancelled() + " " + cancelled.isDone());
        try {
            cancelled.get();
        } catch (CancellationException e) {
            System.out.println("CE");
        }
        try {
            new FutureTask<String>(new Callable<String>() {
                public String call() {
                    return "";
                }
            }).get(2, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("TE " + e.getMessage());
        }
    }
}
