import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.locks.*;

public class LambdaJucInterrupts {
    interface Blocking {
        void run() throws Exception;
    }

    static String block(String what, Blocking body) throws Exception {
        final String[] result = new String[1];
        Thread t = new Thread(() -> {
            try {
                body.run();
                result[0] = "returned";
            } catch (InterruptedException e) {
                result[0] = "InterruptedException, flag " + Thread.currentThread().isInterrupted();
            } catch (Exception e) {
                result[0] = e.getClass().getSimpleName();
            }
        });
        t.start();
        while (t.getState() != Thread.State.WAITING && t.getState() != Thread.State.TIMED_WAITING) Thread.sleep(1);
        t.interrupt();
        t.join();
        return what + ": " + result[0];
    }

    public static void main(String[] args) throws Exception {
        ReentrantLock lock = new ReentrantLock();
        lock.lock();
        System.out.println(block("lockInterruptibly", lock::lockInterruptibly));
        System.out.println(block("tryLock(timeout)", () -> lock.tryLock(1, TimeUnit.HOURS)));
        lock.unlock();
        Condition cond = lock.newCondition();
        final boolean[] heldAfter = new boolean[1];
        System.out.println(block("Condition.await", () -> {
            lock.lock();
            try {
                cond.await();
            } finally {
                heldAfter[0] = lock.isHeldByCurrentThread();
                lock.unlock();
            }
        }) + ", lock re-acquired " + heldAfter[0]);
        System.out.println(block("CountDownLatch.await", () -> new CountDownLatch(1).await()));
        System.out.println(block("Semaphore.acquire", () -> new Semaphore(0).acquire()));
        System.out.println(block("BlockingQueue.take", () -> new LinkedBlockingQueue<String>().take()));
        System.out.println(block("ArrayBlockingQueue.put", () -> {
            ArrayBlockingQueue<Integer> q = new ArrayBlockingQueue<>(1);
            q.put(1);
            q.put(2);
        }));
        System.out.println(block("FutureTask.get", () -> new FutureTask<>(() -> 1).get()));
        System.out.println(block("CompletableFuture.get", () -> new CompletableFuture<String>().get()));
        System.out.println(block("Thread.sleep", () -> TimeUnit.HOURS.sleep(1)));
        CyclicBarrier barrier = new CyclicBarrier(3);
        final String[] other = new String[1];
        Thread waiter = new Thread(() -> {
            try {
                barrier.await();
                other[0] = "passed";
            } catch (BrokenBarrierException e) {
                other[0] = "BrokenBarrierException";
            } catch (InterruptedException e) {
                other[0] = "interrupted";
            }
        });
        waiter.start();
        while (barrier.getNumberWaiting() < 1) Thread.sleep(1);
        System.out.println(block("CyclicBarrier.await", barrier::await));
        waiter.join();
        System.out.println("other party: " + other[0] + ", broken " + barrier.isBroken());
        ExecutorService pool = Executors.newSingleThreadExecutor();
        CountDownLatch started = new CountDownLatch(1);
        Future<String> f = pool.submit(() -> {
            started.countDown();
            try {
                Thread.sleep(60000);
                return "slept";
            } catch (InterruptedException e) {
                return "interrupted";
            }
        });
        started.await();
        System.out.println("cancel(true) " + f.cancel(true) + " isCancelled " + f.isCancelled());
        pool.shutdown();
        System.out.println("pool terminated " + pool.awaitTermination(10, TimeUnit.SECONDS));
    }
}
