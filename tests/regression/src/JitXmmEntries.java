// Longs and doubles on the JIT's virtual stack.  On IA-32 they are XMM
// entries (jit-i386/jit_regs.c): pending values in XMM2..XMM7, spilled to
// their slots when more than six are pending, written back before every
// template and call, and reloaded by a GOS fault stub after its C call.
// The expressions below keep several such values pending across array
// accesses, mix them with long instructions that run templates (lmul,
// shifts, lcmp), and read 8-byte constants.  Two worker threads run the
// kernels over arrays the main thread made, so on a cluster their first
// accesses fault with values pending.  Expected output from the stock JVM.
public class JitXmmEntries {
    // nine doubles pending at the innermost addition
    static double deep(double[] a, int i) {
        return a[i] * (a[i + 1] + a[i + 2] * (a[i + 3] - a[i + 4] * (a[i + 5] + a[i + 6]
                * (a[i + 7] - a[i + 8] / (a[i + 9] + 3.5)))));
    }

    static double dot(double[] x, double[] y, double[] z, int n) {
        double s = 0.0;
        for (int i = 0; i < n; i++)
            s += x[i] * (y[i] + z[i]) - 0.25 * Math.sqrt(Math.abs(x[i] * z[i]) + 1.0);
        return s;
    }

    static long mix(int[] a, long[] b, int n) {
        long acc = 0x123456789abcdefL, t = -7L;
        for (int i = 0; i < n; i++) {
            long v = a[i];                        // i2l
            acc += v - (b[i] ^ 0x0f0f0f0f0f0f0f0fL);
            acc = (acc & 0x7fffffffffffffffL) | (t << (i & 63));
            t = t * 6364136223846793005L + (acc >>> 17);   // templates between
            b[i] = acc - t;
            if (acc < t)                          // lcmp
                acc -= (long) (int) (t >> 3);     // l2i, i2l
        }
        return acc ^ t;
    }

    static double swapLongs(long[] b, double[] d, int n) {
        double s = 0;
        for (int i = 0; i + 1 < n; i++) {
            long x = b[i], y = b[i + 1];
            b[i] = y;
            b[i + 1] = x;
            d[i] = d[i + 1] + (double) (x - y) * 1e-12;
            s += d[i];
        }
        return s;
    }

    public static void main(String[] args) throws Exception {
        final int n = 4000;
        final double[] x = new double[n], y = new double[n], z = new double[n];
        final int[] a = new int[n];
        final long[][] bs = { new long[n], new long[n] };
        final double[][] ds = { new double[n], new double[n] };
        long seed = 42;
        for (int i = 0; i < n; i++) {
            seed = seed * 25214903917L + 11;
            x[i] = (seed >>> 20) * 0x1.0p-44 - 0.5;
            y[i] = ((seed >>> 9) & 0xfff) / 4096.0;
            z[i] = (i % 17) - 8.25;
            a[i] = (int) (seed >>> 16);
            bs[0][i] = seed;
            bs[1][i] = ~seed;
            ds[0][i] = i * 0.5;
            ds[1][i] = -i * 0.25;
        }
        final String[] out = new String[2];
        Thread[] ts = new Thread[2];
        for (int k = 0; k < 2; k++) {
            final int id = k;
            ts[k] = new Thread() {
                public void run() {
                    double dsum = 0;
                    for (int r = 0; r < 30; r++) {
                        dsum += dot(x, y, z, n);
                        for (int i = id; i + 10 < n; i += 7)
                            dsum += deep(x, i);
                    }
                    long l = 0;
                    for (int r = 0; r < 20; r++)
                        l ^= mix(a, bs[id], n);
                    double w = swapLongs(bs[id], ds[id], n);
                    out[id] = "worker " + id + " " + Long.toHexString(Double.doubleToLongBits(dsum))
                            + " " + Long.toHexString(l) + " " + Long.toHexString(Double.doubleToLongBits(w));
                }
            };
            ts[k].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println(out[0]);
        System.out.println(out[1]);
        System.out.println("deep " + deep(x, 5) + " " + deep(z, 0));
    }
}
