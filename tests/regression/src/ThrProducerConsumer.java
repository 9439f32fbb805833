// Producer/consumer over a bounded buffer written with wait/notifyAll.
public class ThrProducerConsumer {
    static final class Buffer {
        private final int[] items = new int[4];
        private int head, count;

        synchronized void put(int v) throws InterruptedException {
            while (count == items.length) {
                wait();
            }
            items[(head + count) % items.length] = v;
            count++;
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (count == 0) {
                wait();
            }
            int v = items[head];
            head = (head + 1) % items.length;
            count--;
            notifyAll();
            return v;
        }
    }

    static final class Producer extends Thread {
        final Buffer buf; final int base, n;
        Producer(Buffer buf, int base, int n) { this.buf = buf; this.base = base; this.n = n; }
        public void run() {
            try {
                for (int i = 0; i < n; i++) buf.put(base + i);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }

    static final class Consumer extends Thread {
        final Buffer buf; final int n; long sum; int taken;
        Consumer(Buffer buf, int n) { this.buf = buf; this.n = n; }
        public void run() {
            try {
                for (int i = 0; i < n; i++) { sum += buf.take(); taken++; }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Buffer buf = new Buffer();
        Producer[] ps = { new Producer(buf, 0, 5000), new Producer(buf, 100000, 5000), new Producer(buf, 200000, 5000) };
        Consumer[] cs = { new Consumer(buf, 7500), new Consumer(buf, 7500) };
        for (Consumer c : cs) c.start();
        for (Producer p : ps) p.start();
        for (Producer p : ps) p.join();
        long total = 0; int taken = 0;
        for (Consumer c : cs) { c.join(); total += c.sum; taken += c.taken; }
        long expect = 0;
        for (int b = 0; b <= 200000; b += 100000) for (int i = 0; i < 5000; i++) expect += b + i;
        System.out.println("taken " + taken);
        System.out.println("sum " + total + " expected " + expect + " " + (total == expect));
    }
}
