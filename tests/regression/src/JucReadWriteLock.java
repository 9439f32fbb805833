import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.locks.*;

public class JucReadWriteLock {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static final Map<Integer, Integer> data = new HashMap<Integer, Integer>();
    static volatile int maxReaders;

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[8];
        final int[] badReads = new int[1];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 300; k++) {
                        if (id % 4 == 0) {
                            rw.writeLock().lock();
                            try {
                                int v = data.containsKey(0) ? data.get(0) : 0;
                                data.put(0, v + 1);
                                data.put(1, v + 1);
                            } finally {
                                rw.writeLock().unlock();
                            }
                        } else {
                            rw.readLock().lock();
                            try {
                                Integer a = data.get(0), b = data.get(1);
                                if (a != null && !a.equals(b)) {
                                    synchronized (badReads) {
                                        badReads[0]++;
                                    }
                                }
                            } finally {
                                rw.readLock().unlock();
                            }
                        }
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("value " + data.get(0) + " inconsistent reads " + badReads[0]);
        System.out.println("read count " + rw.getReadLockCount() + " write locked " + rw.isWriteLocked());
        rw.writeLock().lock();
        rw.readLock().lock();
        rw.writeLock().unlock();
        System.out.println("downgraded: write " + rw.isWriteLocked() + " my reads " + rw.getReadHoldCount());
        final boolean[] writerGot = new boolean[1];
        Thread writer = new Thread(new Runnable() {
            public void run() {
                try {
                    writerGot[0] = rw.writeLock().tryLock(20, TimeUnit.MILLISECONDS);
                } catch (InterruptedException e) {
                    System.out.println("interrupted");
                }
            }
        });
        writer.start();
        writer.join();
        System.out.println("writer while read-locked: " + writerGot[0]);
        rw.readLock().unlock();
        Thread writer2 = new Thread(new Runnable() {
            public void run() {
                writerGot[0] = rw.writeLock().tryLock();
                if (writerGot[0]) rw.writeLock().unlock();
            }
        });
        writer2.start();
        writer2.join();
        System.out.println("writer after release: " + writerGot[0]);
    }
}
