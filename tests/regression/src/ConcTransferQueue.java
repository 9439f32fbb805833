import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class ConcTransferQueue {
    static void p(Object o) { System.out.println(o); }

    public static void main(String[] args) throws Exception {
        final LinkedTransferQueue<String> q = new LinkedTransferQueue<String>();
        p(q + " " + q.size() + " " + q.isEmpty() + " " + q.peek() + " " + q.poll() + " " + q.remainingCapacity()
            + " " + q.hasWaitingConsumer() + " " + q.getWaitingConsumerCount() + " " + q.poll(10, TimeUnit.MILLISECONDS));
        q.add("a");
        q.offer("b");
        q.put("c");
        q.offer("d", 1, TimeUnit.SECONDS);
        p(q + " " + q.size() + " " + q.peek() + " " + q.contains("c") + " " + q.contains("z") + " " + q.contains(null));
        p("no consumer: tryTransfer " + q.tryTransfer("x") + " " + q + " timed " + q.tryTransfer("y", 20, TimeUnit.MILLISECONDS) + " " + q);
        p(q.poll() + " " + q.remove("c") + " " + q.remove("c") + " " + q.remove(null) + " " + q);
        Iterator<String> it = q.iterator();
        it.next();
        it.remove();
        p("after iterator remove " + q + " rest " + it.next() + " " + it.hasNext());
        q.add("e");
        List<String> sink = new ArrayList<String>();
        p("drain " + q.drainTo(sink, 1) + " " + q.drainTo(sink) + " " + sink + " " + q.isEmpty());
        try { q.add(null); } catch (NullPointerException e) { p("add null NPE"); }
        try { q.tryTransfer(null); } catch (NullPointerException e) { p("tryTransfer null NPE"); }
        try { q.transfer(null); } catch (NullPointerException e) { p("transfer null NPE"); }
        try { q.drainTo(q); } catch (IllegalArgumentException e) { p("drainTo self IAE"); }
        try { q.remove(); } catch (NoSuchElementException e) { p("remove empty NSEE"); }

        // A consumer blocked in take() receives a tryTransfer.
        final String[] got = new String[1];
        Thread consumer = new Thread() {
            public void run() {
                try { got[0] = q.take(); } catch (InterruptedException e) { got[0] = "interrupted"; }
            }
        };
        consumer.start();
        while (q.getWaitingConsumerCount() < 1) Thread.sleep(1);
        p("waiting consumer " + q.hasWaitingConsumer() + " " + q.getWaitingConsumerCount());
        boolean handed = q.tryTransfer("handed");
        consumer.join();
        p("tryTransfer to waiting consumer " + handed + " got " + got[0] + " left " + q.size() + " waiting " + q.getWaitingConsumerCount());

        // transfer() waits until the element is received.
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        Thread producer = new Thread() {
            public void run() {
                try {
                    q.transfer("t1");
                    log.add("transfer returned");
                } catch (InterruptedException e) {
                    log.add("interrupted");
                }
            }
        };
        producer.start();
        while (q.size() < 1) Thread.sleep(1);
        Thread.sleep(20);
        p("producer still waiting: " + log + " peek " + q.peek());
        p("take " + q.take());
        producer.join();
        p(log + " " + q.size());

        // An interrupted transfer withdraws its element; a timed one gives up.
        Thread quitter = new Thread() {
            public void run() {
                try {
                    q.transfer("never");
                    p("transferred?");
                } catch (InterruptedException e) {
                    p("transfer interrupted");
                }
            }
        };
        quitter.start();
        while (q.size() < 1) Thread.sleep(1);
        quitter.interrupt();
        quitter.join();
        p("after interrupt " + q + " timed " + q.tryTransfer("gone", 20, TimeUnit.MILLISECONDS) + " " + q);

        // Timed consumer meets a timed producer.
        final String[] tg = new String[1];
        Thread tc = new Thread() {
            public void run() {
                try { tg[0] = q.poll(10, TimeUnit.SECONDS); } catch (InterruptedException e) { tg[0] = "interrupted"; }
            }
        };
        tc.start();
        boolean ok = q.tryTransfer("met", 10, TimeUnit.SECONDS);
        tc.join();
        p("timed meet " + ok + " " + tg[0]);

        // Producers transfer, consumers take: every element is received exactly once.
        final LinkedTransferQueue<Integer> tq = new LinkedTransferQueue<Integer>();
        final int n = 3, per = 1000;
        final AtomicLong sum = new AtomicLong();
        final AtomicInteger count = new AtomicInteger();
        Thread[] ts = new Thread[2 * n];
        for (int k = 0; k < n; k++) {
            final int id = k;
            ts[k] = new Thread() {
                public void run() {
                    try {
                        for (int i = 0; i < per; i++) {
                            if (i % 2 == 0) tq.transfer(id * per + i); else tq.put(id * per + i);
                        }
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            };
            ts[n + k] = new Thread() {
                public void run() {
                    try {
                        for (int i = 0; i < per; i++) {
                            sum.addAndGet(tq.take());
                            count.incrementAndGet();
                        }
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            };
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        p("received " + count.get() + " sum " + sum.get() + " left " + tq.size() + " waiting " + tq.getWaitingConsumerCount());
    }
}
