import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class ConcSkipListThreads {
    public static void main(String[] args) throws Exception {
        final ConcurrentSkipListMap<Integer, Integer> m = new ConcurrentSkipListMap<Integer, Integer>();
        final ConcurrentSkipListSet<Integer> s = new ConcurrentSkipListSet<Integer>();
        final int threads = 4, per = 2000;
        final AtomicBoolean orderBroken = new AtomicBoolean();
        final AtomicBoolean readerFailed = new AtomicBoolean();
        final AtomicInteger writersLeft = new AtomicInteger(threads);
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int id = t;
            ts[t] = new Thread() {
                public void run() {
                    for (int i = 0; i < per; i++) {
                        int k = i * threads + id;          // disjoint keys
                        m.put(k, id);
                        s.add(k % 1000);                   // overlapping set elements
                        m.merge(-1 - (i % 10), 1, new java.util.function.BiFunction<Integer, Integer, Integer>() {
                            public Integer apply(Integer a, Integer b) { return a + b; }
                        });                                // shared counters
                        if (i % 4 == 3) m.remove(k - 3 * threads);
                    }
                    writersLeft.decrementAndGet();
                }
            };
        }
        Thread reader = new Thread() {
            public void run() {
                try {
                    while (writersLeft.get() > 0) {
                        int prev = Integer.MIN_VALUE;
                        for (Integer k : m.keySet()) {
                            if (k <= prev) orderBroken.set(true);
                            prev = k;
                        }
                        Integer lo = Integer.MIN_VALUE;
                        for (Integer k : s.descendingSet()) {
                            if (lo != Integer.MIN_VALUE && k >= lo) orderBroken.set(true);
                            lo = k;
                        }
                        Thread.yield();
                    }
                } catch (RuntimeException e) {
                    readerFailed.set(true);
                }
            }
        };
        reader.start();
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        reader.join();
        int counters = 0;
        for (int c = -10; c <= -1; c++) counters += m.get(c);
        ConcurrentNavigableMap<Integer, Integer> pos = m.tailMap(0);
        int[] perThread = new int[threads];
        for (Map.Entry<Integer, Integer> e : pos.entrySet()) perThread[e.getValue()]++;
        System.out.println("size " + m.size() + " positive " + pos.size() + " counters " + counters);
        System.out.println("per thread " + Arrays.toString(perThread));
        System.out.println("first " + m.firstKey() + " last " + m.lastKey() + " set " + s.size() + " " + s.first() + " " + s.last());
        System.out.println("order broken " + orderBroken.get() + " reader exception " + readerFailed.get());

        // Concurrent drain: every element is polled exactly once.
        final ConcurrentSkipListSet<Integer> polled = new ConcurrentSkipListSet<Integer>();
        final AtomicInteger dup = new AtomicInteger();
        Thread[] ds = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final boolean fromTop = (t % 2) == 0;
            ds[t] = new Thread() {
                public void run() {
                    Integer k;
                    while ((k = fromTop ? s.pollLast() : s.pollFirst()) != null) {
                        if (!polled.add(k)) dup.incrementAndGet();
                    }
                }
            };
            ds[t].start();
        }
        for (Thread t : ds) t.join();
        System.out.println("drained " + s.size() + " polled " + polled.size() + " dup " + dup.get() + " " + polled.first() + " " + polled.last());
    }
}
