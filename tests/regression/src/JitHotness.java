// When to compile (doc/jit.md, "When to compile"): methods cross the JIT's
// thresholds while other threads run them.  Four workers call `mix` (hot
// by calls) and `scan` (an allocating loop: it makes the collector stop
// the world while the compiler thread may be compiling) many times; the
// main thread meanwhile runs `longLoop` once, whose only way to become
// hot is its back-edge count.  With a threshold, methods are compiled in
// the compiler thread while the workers go on interpreting them, and
// later calls switch to the code: every result must be the same either
// way.  longLoop's only call goes on in compiled code once its on-stack
// replacement entry is there.  jit_check.sh runs it with
// -Xjit:threshold=N (also under -Xgc:stress) and checks in -Xjit:verbose
// which counter queued what, and that longLoop was entered by OSR.
public class JitHotness {
    static int mix(int a, int b) {
        int x = a * 31 + b;
        x ^= x >>> 13;
        return x * 0x5bd1e995 + (a - b);
    }

    static long scan(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            int[] a = new int[4 + (i & 7)];
            a[i & 3] = mix(i, n);
            s += a[i & 3] + a.length;
        }
        return s;
    }

    static long longLoop(int n) {
        long s = 7;
        for (int i = 0; i < n; i++)
            s = s * 6364136223846793005L + (i ^ (s >>> 29));
        return s;
    }

    public static void main(String[] args) throws Exception {
        final int workers = 4;
        final long[] sums = new long[workers];
        Thread[] ts = new Thread[workers];
        for (int w = 0; w < workers; w++) {
            final int id = w;
            ts[w] = new Thread(() -> {
                long s = 0;
                for (int i = 0; i < 3000; i++) {
                    s += mix(i, id);
                    if ((i & 15) == 0)
                        s += scan(20 + id);
                }
                sums[id] = s;
            });
            ts[w].start();
        }
        long l = longLoop(20000000);
        for (Thread t : ts)
            t.join();
        for (int w = 0; w < workers; w++)
            System.out.println("worker " + w + ": " + sums[w]);
        System.out.println("longLoop: " + l);
        // the same calls again, now (with a threshold) most likely compiled
        System.out.println("again: " + longLoop(20000000) + " " + scan(100) + " " + mix(3, 4));
    }
}
