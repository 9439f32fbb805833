package java.util.concurrent;

import java.util.Random;

/**
 * A random number generator per thread.  Each thread's generator is a
 * java.util.Random seeded from the clock and a global counter; its values
 * differ from the JDK's (programs may rely only on the documented ranges).
 * setSeed is not supported, as in the JDK.
 */
public class ThreadLocalRandom extends Random {
    private static final long serialVersionUID = 1L;
    private static final java.util.concurrent.atomic.AtomicLong seeder =
        new java.util.concurrent.atomic.AtomicLong(System.nanoTime() ^ 0x5DEECE66DL);
    private static final ThreadLocal<ThreadLocalRandom> local = new ThreadLocal<ThreadLocalRandom>() {
        protected ThreadLocalRandom initialValue() {
            return new ThreadLocalRandom(seeder.addAndGet(0x9E3779B97F4A7C15L) ^ System.nanoTime());
        }
    };
    private boolean initialized;

    private ThreadLocalRandom(long seed) {
        super(seed);
        initialized = true;
    }

    public static ThreadLocalRandom current() {
        return local.get();
    }

    public void setSeed(long seed) {
        if (initialized) {
            throw new UnsupportedOperationException();
        }
        super.setSeed(seed);
    }

    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        long m = bound - 1;
        long r = nextLong();
        if ((bound & m) == 0L) {
            return r & m;
        }
        for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = nextLong() >>> 1) {
        }
        return r;
    }

    public long nextLong(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        long n = bound - origin;
        if (n > 0) {
            return origin + nextLong(n);
        }
        long r;
        do {
            r = nextLong();
        } while (r < origin || r >= bound);
        return r;
    }

    public double nextDouble(double bound) {
        if (!(bound > 0.0)) {
            throw new IllegalArgumentException("bound must be positive");
        }
        double r = nextDouble() * bound;
        return r < bound ? r : Math.nextDown(bound);
    }

    public double nextDouble(double origin, double bound) {
        if (!(origin < bound)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        double r = origin + nextDouble() * (bound - origin);
        return r < bound ? r : Math.nextDown(bound);
    }
}
