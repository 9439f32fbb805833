import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

// Inline atomics in compiled code (doc/jit.md, "Inline atomics"): the
// compare-and-set and get-and-add calls of java.util.concurrent.atomic
// run a lock cmpxchg / lock xadd in line once their site has validated
// the object's class and the field handle.  Here one call site meets
// several pairs: two updaters of one class (two fields, so two handles
// through the same site in AtomicIntegerFieldUpdater), a subclass (another
// class with the same handle), a null object and an object of the wrong
// class (the native's exceptions), and two threads contending; every
// result must be the stock JVM's.
public class JitAtomics {
    static class Cell {
        volatile int a, b;
        volatile long n;
        volatile String s;
    }

    static class SubCell extends Cell {
        volatile int c;
    }

    static final AtomicIntegerFieldUpdater<Cell> A = AtomicIntegerFieldUpdater.newUpdater(Cell.class, "a");
    static final AtomicIntegerFieldUpdater<Cell> B = AtomicIntegerFieldUpdater.newUpdater(Cell.class, "b");
    static final AtomicLongFieldUpdater<Cell> N = AtomicLongFieldUpdater.newUpdater(Cell.class, "n");
    static final AtomicReferenceFieldUpdater<Cell, String> S =
        AtomicReferenceFieldUpdater.newUpdater(Cell.class, String.class, "s");

    static long mix(Cell x, int k) {
        long r = A.getAndAdd(x, k);
        r += B.incrementAndGet(x);
        if (!A.compareAndSet(x, k, -k))
            r ^= 0x55;
        r += N.addAndGet(x, (long) k << 31);
        if (N.compareAndSet(x, 7, 8))
            r++;
        String old = S.get(x);
        if (S.compareAndSet(x, old, (k & 1) == 0 ? "even" : "odd"))
            r += 3;
        return r;
    }

    public static void main(String[] args) throws Exception {
        Cell x = new Cell();
        SubCell y = new SubCell();
        long acc = 0;
        for (int k = 0; k < 5000; k++)
            acc = acc * 31 + mix((k % 3) == 0 ? y : x, k);
        System.out.println("updaters " + acc + " " + x.a + " " + x.b + " " + x.n + " " + x.s + " / " + y.a + " "
                           + y.b + " " + y.n + " " + y.s);

        AtomicInteger ai = new AtomicInteger();
        AtomicLong al = new AtomicLong(1L << 40);
        AtomicReference<Object> ar = new AtomicReference<>("start");
        for (int k = 0; k < 10000; k++) {
            ai.addAndGet(k & 7);
            if (!ai.compareAndSet(ai.get(), ai.get() + 1))
                System.out.println("lost a cas");
            al.getAndAdd(-k);
            al.compareAndSet(k, k + 1);
            ar.compareAndSet((k & 1) == 0 ? "start" : ar.get(), (k & 3) == 0 ? "start" : Integer.valueOf(k));
        }
        System.out.println("atomics " + ai.get() + " " + al.get() + " " + ar.get());

        try {
            A.getAndIncrement(null);
            System.out.println("no exception");
        } catch (RuntimeException e) {
            System.out.println("null: " + e.getClass().getName());
        }
        try {
            @SuppressWarnings({ "unchecked", "rawtypes" })
            AtomicIntegerFieldUpdater<Object> raw = (AtomicIntegerFieldUpdater) A;
            raw.getAndIncrement("not a cell");
            System.out.println("no exception");
        } catch (RuntimeException e) {
            System.out.println("wrong class: " + e.getClass().getName());
        }

        final AtomicInteger shared = new AtomicInteger();
        final AtomicLong sharedL = new AtomicLong();
        Thread[] ts = new Thread[2];
        for (int t = 0; t < ts.length; t++) {
            ts[t] = new Thread() {
                public void run() {
                    for (int i = 0; i < 50000; i++) {
                        shared.incrementAndGet();
                        int v;
                        do {
                            v = shared.get();
                        } while (!shared.compareAndSet(v, v + 2));
                        sharedL.addAndGet(3);
                    }
                }
            };
            ts[t].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println("contended " + shared.get() + " " + sharedL.get());
    }
}
