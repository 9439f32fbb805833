/*
 * FFT -- 1-D complex FFT of n = 2^M points by the radix-sqrt(n) six-step
 * algorithm (Bailey, "FFTs in external or hierarchical memory", 1990),
 * the algorithm of SPLASH-2 FFT, written here from the paper.
 *
 *   FFT THREADS M [ROUNDS]     (M = log2 n, even, >= 2; ROUNDS default 1;
 *                               paper size 16, i.e. 65,536 points)
 *
 * With r = sqrt(n) the data is an r x r complex matrix, one row per
 * double[] (2r doubles, re/im interleaved); thread t owns rows
 * [t*r/THREADS, (t+1)*r/THREADS) of both matrices and allocates them.
 * x[j1 + r*j2] is row j2, column j1 of the input.  A forward transform:
 *   1. transpose (each thread writes its own rows of the other matrix,
 *      reading a column of everybody's rows);
 *   2. an r-point FFT of each own row;
 *   3. multiply element (j1, k2) by w^(j1*k2), w = exp(-2 pi i / n);
 *   4. transpose;  5. r-point FFTs of the rows;  6. transpose;
 * leaving X[k2 + r*k1] in row k1, column k2 — the natural order.
 * A SplashBarrier separates the steps that read other threads' rows.
 * Each round is a forward transform followed by an inverse one (the
 * forward transform of the conjugate, conjugated and divided by n).
 *
 * The twiddle factors are built without sin/cos (whose last bit may
 * differ between VMs): w^(n/2) = -1, w^(n/4) = -i and each smaller power
 * of two from the half-angle formulas cos(a/2) = sqrt((1 + cos a) / 2),
 * sin(a/2) = sin a / (2 cos(a/2)); w^e is the product of the w^(2^b) of
 * the bits of e.  Only + - * / and sqrt: every VM gives the same bits.
 *
 * Output: for the last forward transform X, the sums of the real and of
 * the imaginary parts of X[k] * (k mod 7 + 1) and the sum of |X[k]|^2,
 * then the largest difference between the data after the last inverse
 * transform and the input.
 */
public class FFT {
    static final String USAGE = "usage: FFT THREADS M [ROUNDS]   (n = 2^M points, M even, 2 <= M <= 28; THREADS >= 1; ROUNDS >= 1, default 1)";

    static void usage(String why) {
        SplashArgs.usage("FFT", USAGE, why);
    }

    static int arg(String[] a, int i, String name) {
        return SplashArgs.integer("FFT", USAGE, a, i, name);
    }

    /* Input point j: an exact fraction, re and im in [-0.5, 0.5). */
    static double input(int j, int part) {
        int h = j * 2 + part;
        h *= 0x9e3779b1;
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        return (h & 0xffff) / 65536.0 - 0.5;
    }

    /* roots[2b], roots[2b+1] = re, im of w^(2^b), w = exp(-2 pi i / 2^m). */
    static double[] roots(int m) {
        double[] w = new double[2 * m];
        w[2 * (m - 1)] = -1.0;
        w[2 * (m - 1) + 1] = 0.0;
        if (m >= 2) {
            w[2 * (m - 2)] = 0.0;
            w[2 * (m - 2) + 1] = -1.0;
        }
        for (int b = m - 3; b >= 0; b--) {
            double c = w[2 * (b + 1)], s = w[2 * (b + 1) + 1];
            double ch = Math.sqrt((1.0 + c) * 0.5);
            w[2 * b] = ch;
            w[2 * b + 1] = s / (2.0 * ch);
        }
        return w;
    }

    /* w^e into out[0], out[1] (e < 2^m). */
    static void power(double[] roots, int e, double[] out) {
        double re = 1.0, im = 0.0;
        for (int b = 0; e != 0; b++, e >>>= 1)
            if ((e & 1) != 0) {
                double wr = roots[2 * b], wi = roots[2 * b + 1];
                double t = re * wr - im * wi;
                im = re * wi + im * wr;
                re = t;
            }
        out[0] = re;
        out[1] = im;
    }

    /* In-place radix-2 FFT of one row of r points; tw holds w_r^k for
       k < r/2 (re, im interleaved). */
    static void rowFft(double[] a, int r, int logr, double[] tw) {
        for (int i = 0; i < r; i++) {
            int j = Integer.reverse(i) >>> (32 - logr);
            if (logr == 0) j = 0;
            if (j > i) {
                double t = a[2 * i]; a[2 * i] = a[2 * j]; a[2 * j] = t;
                t = a[2 * i + 1]; a[2 * i + 1] = a[2 * j + 1]; a[2 * j + 1] = t;
            }
        }
        for (int len = 2; len <= r; len <<= 1) {
            int half = len >> 1, step = r / len;
            for (int s = 0; s < r; s += len)
                for (int k = 0; k < half; k++) {
                    double wr = tw[2 * k * step], wi = tw[2 * k * step + 1];
                    int p = 2 * (s + k), q = 2 * (s + k + half);
                    double xr = a[q] * wr - a[q + 1] * wi;
                    double xi = a[q] * wi + a[q + 1] * wr;
                    a[q] = a[p] - xr;
                    a[q + 1] = a[p + 1] - xi;
                    a[p] += xr;
                    a[p + 1] += xi;
                }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length < 2 || args.length > 3) usage("expected 2 or 3 arguments");
        final int threads = arg(args, 0, "THREADS");
        final int m = arg(args, 1, "M");
        final int rounds = args.length > 2 ? arg(args, 2, "ROUNDS") : 1;
        if (threads < 1) usage("THREADS must be at least 1");
        if (m < 2 || m > 28 || m % 2 != 0) usage("M must be even, between 2 and 28");
        if (rounds < 1) usage("ROUNDS must be at least 1");
        final int n = 1 << m, logr = m / 2, r = 1 << logr;

        final double[][] a = new double[r][], bm = new double[r][], forward = new double[r][];
        final SplashBarrier bar = SplashBarrier.create(threads);
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int lo = (int) ((long) t * r / threads);
            final int hi = (int) ((long) (t + 1) * r / threads);
            ts[t] = new Thread(() -> {
                double[] w = roots(m), tw = new double[r], z = new double[2];
                for (int k = 0; k < r / 2; k++) {
                    power(w, k * r, z);          /* w_r^k = w^(k r) */
                    tw[2 * k] = z[0];
                    tw[2 * k + 1] = z[1];
                }
                for (int i = lo; i < hi; i++) {
                    double[] row = new double[2 * r];
                    for (int j = 0; j < r; j++) {
                        row[2 * j] = input(j + r * i, 0);
                        row[2 * j + 1] = input(j + r * i, 1);
                    }
                    a[i] = row;
                    bm[i] = new double[2 * r];
                }
                bar.await();
                for (int round = 0; round < rounds; round++)
                    for (int dir = 0; dir < 2; dir++) {
                        boolean inverse = dir == 1;
                        /* 1: bm = transpose(a), conjugated for the inverse */
                        for (int i = lo; i < hi; i++) {
                            double[] dst = bm[i];
                            for (int j = 0; j < r; j++) {
                                double[] src = a[j];
                                dst[2 * j] = src[2 * i];
                                dst[2 * j + 1] = inverse ? -src[2 * i + 1] : src[2 * i + 1];
                            }
                        }
                        bar.await();
                        /* 2, 3: row FFTs, twiddles */
                        for (int i = lo; i < hi; i++) {
                            double[] row = bm[i];
                            rowFft(row, r, logr, tw);
                            for (int k = 1; k < r; k++) {
                                if (i == 0) break;
                                power(w, i * k, z);
                                double re = row[2 * k], im = row[2 * k + 1];
                                row[2 * k] = re * z[0] - im * z[1];
                                row[2 * k + 1] = re * z[1] + im * z[0];
                            }
                        }
                        bar.await();
                        /* 4, 5: a = transpose(bm), row FFTs */
                        for (int i = lo; i < hi; i++) {
                            double[] dst = a[i];
                            for (int j = 0; j < r; j++) {
                                double[] src = bm[j];
                                dst[2 * j] = src[2 * i];
                                dst[2 * j + 1] = src[2 * i + 1];
                            }
                            rowFft(dst, r, logr, tw);
                        }
                        bar.await();
                        /* 6: bm = transpose(a), then back into a (the copy
                           keeps the result in a for the next transform) */
                        for (int i = lo; i < hi; i++) {
                            double[] dst = bm[i];
                            for (int j = 0; j < r; j++) {
                                double[] src = a[j];
                                dst[2 * j] = src[2 * i];
                                dst[2 * j + 1] = src[2 * i + 1];
                            }
                        }
                        bar.await();
                        double scale = 1.0 / n;
                        for (int i = lo; i < hi; i++) {
                            double[] src = bm[i], dst = a[i];
                            for (int j = 0; j < 2 * r; j += 2) {
                                dst[j] = inverse ? src[j] * scale : src[j];
                                dst[j + 1] = inverse ? -src[j + 1] * scale : src[j + 1];
                            }
                        }
                        if (!inverse && round == rounds - 1)
                            /* a copy of the own rows of the last forward
                               transform, for the checksum */
                            for (int i = lo; i < hi; i++) forward[i] = bm[i].clone();
                        bar.await();
                    }
            }, "fft-" + t);
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        double sumRe = 0, sumIm = 0, energy = 0, err = 0;
        for (int i = 0; i < r; i++) {
            double[] f = forward[i];
            for (int j = 0; j < r; j++) {
                double re = f[2 * j], im = f[2 * j + 1], weight = (j + r * i) % 7 + 1;
                sumRe += re * weight;
                sumIm += im * weight;
                energy += re * re + im * im;
                err = Math.max(err, Math.abs(a[i][2 * j] - input(j + r * i, 0)));
                err = Math.max(err, Math.abs(a[i][2 * j + 1] - input(j + r * i, 1)));
            }
        }
        System.out.printf("FFT %d points, %d rounds: weighted sum %.10e %.10e, energy %.10e, inverse error %.3e%n",
                n, rounds, sumRe, sumIm, energy, err);
    }
}
