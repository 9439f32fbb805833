// On-stack replacement from a frame that compiled code handed back to the
// interpreter (doc/jit.md, "On-stack replacement").  `worker` is the shape
// of a thread's run: one call, a long loop inside a try, and call sites
// the interpreter has not run when the loop is compiled, so the compiled
// code hands the frame over at the first of them; the interpreter resolves
// it and, at the next hot back-edge, enters compiled code again.
// `throwing` catches an exception in every iteration inside its loop, so
// the compiled code hands over at each one: re-entry is bounded
// (VM_JIT_RESUME_NEST) and the rest runs interpreted, with the same
// results.  Values live across the hand-overs are checked.
public class JitOsrResume {
    static int calls;

    static int helperA(int x) { calls++; return x * 3 + 1; }
    static long helperB(long x) { return x ^ (x >>> 3); }
    static double helperC(double d) { return d * 0.5 + 1.0; }

    static long worker(int n) {
        long acc = 7;
        double d = 1.0;
        int[] a = new int[64];
        try {
            for (int i = 0; i < n; i++) {
                a[i & 63] += i;
                acc += a[(i * 5) & 63];
                if (i == n / 4)
                    acc += helperA(i);           // first run of this site
                if (i == n / 2)
                    acc = helperB(acc);          // and of this one
                if ((i & 1023) == 0)
                    d = helperC(d);
                if (i == 3 * n / 4)
                    acc += Integer.parseInt("" + (i % 97));
            }
            if (acc == 42)
                throw new IllegalStateException();
        } catch (IllegalStateException e) {
            acc = -1;
        }
        return acc + (long) (d * 1000) + calls;
    }

    static int throwing(int n) {
        int caught = 0, s = 0;
        for (int i = 0; i < n; i++) {
            try {
                if (i % 3 == 0)
                    throw new RuntimeException("i" + i);
                s += i;
            } catch (RuntimeException e) {
                caught++;
                s ^= e.getMessage().length();
            }
        }
        return s * 31 + caught;
    }

    public static void main(String[] args) throws Exception {
        final long[] r = new long[2];
        Thread t = new Thread(() -> { r[0] = worker(3000000); r[1] = throwing(200000); });
        t.start();
        t.join();
        System.out.println("worker " + r[0]);
        System.out.println("throwing " + r[1]);
        System.out.println("again " + worker(100000) + " " + throwing(5000));
    }
}
