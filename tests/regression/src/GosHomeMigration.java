import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicInteger;

/*
 * Home migration under races (ARCHITECTURE.md section 4, "races with home
 * migration"). On a cluster every object here is created by the main
 * thread, so its home starts on the master; the workers run on the other
 * nodes and write them in patterns that move homes (one writer for a few
 * intervals), move them again (the writer changes), and keep them (several
 * writers), while other threads fetch, lock, diff, read volatiles and
 * compare-and-set the same objects. Every result is checked against what
 * the program computes it must be, and printed: any lost update, stale
 * read after a barrier or lock, or wrong final value shows as a different
 * line than the stock JVM's.
 */
public class GosHomeMigration {
    static final int THREADS = 4;
    static final int ROUNDS = 12;
    static final int LEN = 300;
    static final int ATOMIC_FROM = 6;

    /* An instance written by one thread at a time: fields and an atomic. */
    static final class Cell extends AtomicInteger {
        int a, b;
        long sum;
        volatile int flag;
    }

    static final int[][] rows = new int[THREADS][];
    static final Cell[] cells = new Cell[THREADS];
    static final long[] shared = new long[8];
    static final Object lock = new Object();
    static CyclicBarrier bar;
    static final long[] seen = new long[THREADS];
    static final String[] errors = new String[THREADS];

    static void fail(int t, String what) {
        if (errors[t] == null) errors[t] = what;
    }

    static void await() {
        try {
            bar.await();
        } catch (Exception e) {
            throw new RuntimeException(e);
        }
    }

    /* The value round r leaves in element i of the row written in round r. */
    static int value(int row, int r, int i) {
        return row * 100000 + r * 1000 + i;
    }

    static void work(int t) {
        long check = 0;
        for (int r = 0; r < ROUNDS; r++) {
            /* 1. single writers that change every 4 rounds: row w is
             *    written by thread (w + r / 4) % THREADS */
            for (int w = 0; w < THREADS; w++) {
                if ((w + r / 4) % THREADS != t) continue;
                int[] row = rows[w];
                for (int i = 0; i < LEN; i++) row[i] = value(w, r, i);
                Cell c = cells[w];
                c.a = r;
                c.b = w * r;
                c.sum += r;
            }
            /* 2. several writers under one lock (never one writer only) */
            synchronized (lock) {
                shared[t] += r + 1;
                shared[THREADS + (r % 4)] += t + 1;
            }
            await();
            /* 3. everyone reads every row and cell after the barrier */
            for (int w = 0; w < THREADS; w++) {
                int[] row = rows[w];
                for (int i = 0; i < LEN; i += 7) {
                    if (row[i] != value(w, r, i))
                        fail(t, "round " + r + ": row " + w + "[" + i + "] = " + row[i]);
                    check += row[i];
                }
                Cell c = cells[w];
                if (c.a != r || c.b != w * r)
                    fail(t, "round " + r + ": cell " + w + " = " + c.a + "," + c.b);
                check += c.sum;
            }
            /* 4. atomics and volatiles on cells whose homes have moved
             *    (plain writes only until then: an object synchronised
             *    through keeps its home): every thread increments every
             *    cell once per round from round ATOMIC_FROM on */
            if (r >= ATOMIC_FROM) {
                for (int w = 0; w < THREADS; w++) {
                    cells[w].incrementAndGet();
                    cells[w].flag = r;
                }
                await();
                for (int w = 0; w < THREADS; w++) {
                    if (cells[w].get() != (r - ATOMIC_FROM + 1) * THREADS)
                        fail(t, "round " + r + ": atomic " + w + " = " + cells[w].get());
                    if (cells[w].flag != r)
                        fail(t, "round " + r + ": flag " + w + " = " + cells[w].flag);
                }
            }
            await();
        }
        seen[t] = check;
    }

    public static void main(String[] args) throws Exception {
        for (int w = 0; w < THREADS; w++) {
            rows[w] = new int[LEN];
            cells[w] = new Cell();
        }
        bar = new CyclicBarrier(THREADS);
        Thread[] ts = new Thread[THREADS];
        for (int t = 0; t < THREADS; t++) {
            final int id = t;
            ts[t] = new Thread(() -> work(id), "mover-" + t);
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        for (int t = 0; t < THREADS; t++) {
            System.out.println("thread " + t + ": checksum " + seen[t]
                    + (errors[t] == null ? ", no errors" : ", first error: " + errors[t]));
        }
        long total = 0;
        for (int i = 0; i < shared.length; i++) total += shared[i] * (i + 1);
        System.out.println("shared under the lock: " + total);
        for (int w = 0; w < THREADS; w++) {
            Cell c = cells[w];
            System.out.println("cell " + w + ": a=" + c.a + " b=" + c.b + " sum=" + c.sum
                    + " atomic=" + c.get() + " flag=" + c.flag + " row[LEN-1]=" + rows[w][LEN - 1]);
        }
    }
}
