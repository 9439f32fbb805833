import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class LambdaJucExtras {
    static class Node {
        volatile int count;
        volatile long total;
        volatile String tag = "start";
        int plain;
    }

    static final AtomicIntegerFieldUpdater<Node> COUNT = AtomicIntegerFieldUpdater.newUpdater(Node.class, "count");
    static final AtomicLongFieldUpdater<Node> TOTAL = AtomicLongFieldUpdater.newUpdater(Node.class, "total");
    static final AtomicReferenceFieldUpdater<Node, String> TAG = AtomicReferenceFieldUpdater.newUpdater(Node.class, String.class, "tag");

    public static void main(String[] args) throws Exception {
        Node n = new Node();
        LongAccumulator max = new LongAccumulator(Long::max, Long.MIN_VALUE);
        DoubleAdder halves = new DoubleAdder();
        List<Thread> ts = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            final int id = i;
            Thread t = new Thread(() -> {
                for (int k = 0; k < 3000; k++) {
                    COUNT.incrementAndGet(n);
                    TOTAL.addAndGet(n, k);
                    max.accumulate(id * 100000L + k);
                    halves.add(0.5);
                }
                TAG.accumulateAndGet(n, "t" + id, (a, b) -> a.compareTo(b) >= 0 ? a : b);
            });
            ts.add(t);
            t.start();
        }
        for (Thread t : ts) t.join();
        System.out.println(COUNT.get(n) + " " + TOTAL.get(n) + " " + TAG.get(n) + " " + max + " " + max.get() + " " + halves.sum() + " " + halves);
        System.out.println(COUNT.compareAndSet(n, 18000, 1) + " " + COUNT.getAndUpdate(n, x -> x * 10) + " " + n.count + " " + TOTAL.getAndSet(n, 5) + " " + TAG.getAndSet(n, "end") + " " + n.tag);
        try {
            AtomicIntegerFieldUpdater.newUpdater(Node.class, "plain");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            AtomicIntegerFieldUpdater.newUpdater(Node.class, "missing");
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getSimpleName() + " cause " + e.getCause().getClass().getSimpleName());
        }
        try {
            AtomicLongFieldUpdater.newUpdater(Node.class, "count");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        max.reset();
        System.out.println(max.get() == Long.MIN_VALUE);
        PriorityBlockingQueue<Integer> pq = new PriorityBlockingQueue<>();
        List<Thread> producers = new ArrayList<>();
        for (int p = 0; p < 3; p++) {
            final int base = p;
            Thread t = new Thread(() -> {
                for (int k = 0; k < 50; k++) pq.put(k * 3 + base);
            });
            producers.add(t);
            t.start();
        }
        for (Thread t : producers) t.join();
        List<Integer> out = new ArrayList<>();
        Thread consumer = new Thread(() -> {
            try {
                for (int k = 0; k < 150; k++) out.add(pq.take());
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
        });
        consumer.start();
        consumer.join();
        boolean sorted = true;
        for (int k = 0; k < out.size(); k++) if (out.get(k) != k) sorted = false;
        System.out.println(out.size() + " in priority order: " + sorted + " left " + pq.size() + " " + pq.poll(1, TimeUnit.MILLISECONDS));
        PriorityBlockingQueue<String> ps = new PriorityBlockingQueue<>(4, Comparator.reverseOrder());
        for (String s : "d a c b e".split(" ")) ps.offer(s);
        System.out.println(ps.peek() + " " + ps.size() + " " + ps.take() + ps.take());
    }
}
