// Accesses to an object the method has just allocated: the JIT knows it
// is not null and not shared (nobody else can reach it yet), so until the
// next call its accesses skip their null and GOS state tests, in loops
// too (doc/jit.md, "Repeated checks elided").  The arrays and objects
// below are filled right after their allocation, then published to
// other threads and read there; on a cluster those threads may run on
// other nodes.  jit_check.sh looks for the missing tests in fill's and
// ramp's code, and for the tests escapes() makes again after its call.
// Expected output from the stock JVM.
public class JitFreshObjects {
    static int[] fill(int k) {
        int[] v = new int[8];
        v[0] = k;
        v[1] = k + 1;
        v[2] = v[0] * v[1];
        v[3] = v.length;
        v[7] = v[2] - v[3];
        return v;
    }

    static double[] ramp(int n) {
        double[] d = new double[n];
        d[0] = 0.5;
        d[n - 1] = -0.5;
        for (int i = 1; i < n - 1; i++)       // a loop: still known
            d[i] = d[i - 1] * 1.5 + i;
        return d;
    }

    static int[] published;

    static void publish(int[] v) {
        published = v;
    }

    static int escapes(int k) {
        int[] v = new int[4];
        v[0] = k;
        publish(v);                             // a call: may be shared now, tests again
        v[1] = k + 1;
        return v[0] + v[1] + published.length;
    }

    static Object[] pair(Object x, Object y) {
        Object[] p = new Object[2];
        p[0] = x;                               // aastore: a call, checks again
        p[1] = y;
        return p;
    }

    static final Object[] shared = new Object[64];

    public static void main(String[] args) throws Exception {
        long sum = 0;
        for (int k = 0; k < 20000; k++) {
            int[] v = fill(k);
            sum += v[0] + v[2] + v[3] + v[7];
            if ((k & 1023) == 0)
                shared[k >> 10] = v;
        }
        System.out.println("fill " + sum);
        double[] d = ramp(40);
        System.out.println("ramp " + d[0] + " " + d[20] + " " + d[39]);
        System.out.println("escapes " + escapes(5) + " " + escapes(-7));
        Object[] p = pair("left", fill(3));
        System.out.println("pair " + p[0] + " " + ((int[]) p[1])[2]);
        final long[] got = new long[2];
        Thread[] ts = new Thread[2];
        for (int t = 0; t < 2; t++) {
            final int id = t;
            ts[t] = new Thread() {
                public void run() {
                    long s = 0;
                    for (int i = id; i < 20; i += 2)
                        s += ((int[]) shared[i])[2] + ((int[]) shared[i])[7];
                    got[id] = s;
                }
            };
            ts[t].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println("shared " + got[0] + " " + got[1]);
    }
}
