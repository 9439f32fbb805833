// release8: skip
// Memory-model litmus cases, each repeated: on a cluster (check-nodes) the
// threads run on different nodes and every case must still see what the
// Java memory model promises (message passing through a monitor, a
// volatile, Thread.start/join; wait/notify hand-offs; transitivity over two
// locks; atomic counters; a CAS spin lock; CyclicBarrier phases over a shared array; final
// fields; statics under synchronized static methods; spin loops with
// Thread.yield on a plain field and on array elements).
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicInteger;

public class GosLitmus {
    static final int ROUNDS = 20;

    // ---- message passing through a monitor
    static final class Box { int data; boolean ready; }
    static int mpMonitor() throws Exception {
        int ok = 0;
        for (int r = 0; r < ROUNDS; r++) {
            final Box b = new Box();
            final int v = 1000 + r;
            Thread w = new Thread(() -> { b.data = v; synchronized (b) { b.ready = true; b.notifyAll(); } });
            final int[] seen = new int[1];
            Thread rd = new Thread(() -> {
                synchronized (b) {
                    while (!b.ready) { try { b.wait(); } catch (InterruptedException e) { return; } }
                }
                seen[0] = b.data;
            });
            rd.start(); w.start(); w.join(); rd.join();
            synchronized (seen) { if (seen[0] == v) ok++; }
        }
        return ok;
    }

    // ---- message passing through a volatile
    static final class VBox { int data; volatile boolean flag; }
    static int mpVolatile() throws Exception {
        int ok = 0;
        for (int r = 0; r < ROUNDS; r++) {
            final VBox b = new VBox();
            final int v = 7 * r + 1;
            final int[] seen = new int[1];
            Thread rd = new Thread(() -> { while (!b.flag) Thread.yield(); seen[0] = b.data; });
            Thread w = new Thread(() -> { b.data = v; b.flag = true; });
            rd.start(); w.start(); w.join(); rd.join();
            if (seen[0] == v) ok++;
        }
        return ok;
    }

    // ---- Thread.start and join
    static int startJoin() throws Exception {
        int ok = 0;
        for (int r = 0; r < ROUNDS; r++) {
            final int[] a = new int[4];
            a[0] = r;
            Thread t = new Thread(() -> { a[1] = a[0] + 1; a[2] = a[1] * 2; });
            t.start(); t.join();
            if (a[1] == r + 1 && a[2] == 2 * (r + 1)) ok++;
        }
        return ok;
    }

    // ---- wait/notify hand-off around a ring of threads
    static int token, handoffs;
    static final Object ring = new Object();
    static int handoff() throws Exception {
        final int n = 3, laps = 10;
        token = 0; handoffs = 0;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                for (int lap = 0; lap < laps; lap++) {
                    synchronized (ring) {
                        while (token % n != me) { try { ring.wait(); } catch (InterruptedException e) { return; } }
                        token++; handoffs++;
                        ring.notifyAll();
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        synchronized (ring) { return token == n * laps && handoffs == n * laps ? 1 : 0; }
    }

    // ---- transitivity: A -> L1 -> B -> L2 -> C
    static final class Trans { int x; boolean aDone, bDone; }
    static int transitivity() throws Exception {
        int ok = 0;
        for (int r = 0; r < ROUNDS; r++) {
            final Trans s = new Trans();
            final Object l1 = new Object(), l2 = new Object();
            final int v = 31 + r;
            final int[] seen = { -1 };
            Thread a = new Thread(() -> { synchronized (l1) { s.x = v; s.aDone = true; l1.notifyAll(); } });
            Thread b = new Thread(() -> {
                synchronized (l1) { while (!s.aDone) { try { l1.wait(); } catch (InterruptedException e) { return; } } }
                synchronized (l2) { s.bDone = true; l2.notifyAll(); }
            });
            Thread c = new Thread(() -> {
                synchronized (l2) {
                    while (!s.bDone) { try { l2.wait(); } catch (InterruptedException e) { return; } }
                    seen[0] = s.x;
                }
            });
            c.start(); b.start(); a.start();
            a.join(); b.join(); c.join();
            if (seen[0] == v) ok++;
        }
        return ok;
    }

    // ---- atomic counter
    static int atomics() throws Exception {
        final AtomicInteger c = new AtomicInteger();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> { for (int k = 0; k < 250; k++) c.incrementAndGet(); });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        return c.get();
    }

    // ---- a spin lock made of a CAS (acquire) and a volatile write (release)
    // guarding plain writes to a shared array: the CAS that takes the lock
    // must see what the previous holder wrote, wherever each of them runs
    static int casLock() throws Exception {
        final java.util.concurrent.atomic.AtomicBoolean busy = new java.util.concurrent.atomic.AtomicBoolean();
        final int[] count = new int[2];
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 100; k++) {
                    while (!busy.compareAndSet(false, true)) Thread.yield();
                    count[0]++;
                    count[1] += 2;
                    busy.set(false);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        return count[1] == 2 * count[0] ? count[0] : -count[0];
    }

    // ---- CyclicBarrier phases over a shared array
    static long barrierPhases() throws Exception {
        final int n = 4, phases = 5;
        final long[] slots = new long[n];
        final long[] sums = new long[n];
        final CyclicBarrier bar = new CyclicBarrier(n);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                try {
                    long acc = 0;
                    for (int p = 1; p <= phases; p++) {
                        slots[me] = (long) p * (me + 1);
                        bar.await();
                        for (int k = 0; k < n; k++) acc += slots[k];
                        bar.await();
                    }
                    sums[me] = acc;
                } catch (Exception e) { sums[me] = -1; }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        long total = 0;
        for (long s : sums) total += s;
        return total;
    }

    // ---- final fields of shared objects
    static final class Fin { final int a; final String s; Fin(int a) { this.a = a; this.s = "v" + a; } }
    static volatile Fin published;
    static int finals() throws Exception {
        int ok = 0;
        for (int r = 0; r < ROUNDS; r++) {
            published = null;
            final int v = r * 3;
            final boolean[] good = new boolean[1];
            Thread rd = new Thread(() -> {
                Fin f;
                while ((f = published) == null) Thread.yield();
                good[0] = f.a == v && f.s.equals("v" + v);
            });
            rd.start();
            Thread w = new Thread(() -> published = new Fin(v));
            w.start(); w.join(); rd.join();
            if (good[0]) ok++;
        }
        return ok;
    }

    // ---- statics under synchronized static methods
    static int counter;
    static synchronized void bump() { counter++; }
    static synchronized int read() { return counter; }
    static int statics() throws Exception {
        counter = 0;
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> { for (int k = 0; k < 200; k++) bump(); });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        return read();
    }

    // ---- spin loops (with Thread.yield) on a plain field and on array elements
    static boolean plainFlag;
    static int spinPlain() throws Exception {
        plainFlag = false;
        final int[] spins = new int[1];
        Thread s = new Thread(() -> { while (!plainFlag) { spins[0]++; Thread.yield(); } });
        s.start();
        Thread.sleep(20);
        plainFlag = true;
        s.join();
        return 1;
    }
    static int spinArray() throws Exception {
        final boolean[] go = new boolean[3];
        final int[] done = new int[3];
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                while (!go[me]) Thread.yield();
                done[me] = me + 1;
            });
            ts[i].start();
        }
        Thread.sleep(20);
        for (int i = 0; i < 3; i++) go[i] = true;
        for (Thread t : ts) t.join();
        return done[0] + done[1] + done[2];
    }

    public static void main(String[] args) throws Exception {
        System.out.println("message passing, monitor: " + mpMonitor() + "/" + ROUNDS);
        System.out.println("message passing, volatile: " + mpVolatile() + "/" + ROUNDS);
        System.out.println("start/join: " + startJoin() + "/" + ROUNDS);
        System.out.println("wait/notify ring: " + handoff());
        System.out.println("transitivity: " + transitivity() + "/" + ROUNDS);
        System.out.println("atomic counter: " + atomics());
        System.out.println("CAS spin lock: " + casLock());
        System.out.println("barrier phases: " + barrierPhases());
        System.out.println("final fields: " + finals() + "/" + ROUNDS);
        System.out.println("synchronized statics: " + statics());
        System.out.println("spin on a plain field: " + spinPlain());
        System.out.println("spin on array elements: " + spinArray());
    }
}
