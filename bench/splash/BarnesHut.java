/*
 * BarnesHut -- hierarchical N-body simulation (Barnes & Hut, Nature 1986),
 * in the shape of the SPLASH-2 application: every step the bodies are
 * put into an octree, each cell gets its total mass and centre of mass,
 * and the force on a body is found by walking the tree, treating a cell
 * as one mass when it is small seen from the body (size / distance <
 * theta).  Leapfrog (kick-drift-kick) integration.
 *
 *   BarnesHut THREADS NBODIES [STEPS [GALAXIES]]
 *
 * GALAXIES is 1 (default) or 2.  With 2, bodies 0..N/2-1 form a galaxy
 * centred at x = -3.5 and the rest one at x = +3.5 (distance 7.0, as in
 * the correlation-tracking paper); threads own contiguous index ranges,
 * so the first half of the threads own galaxy 1 and the second half
 * galaxy 2.
 *
 * Tree build: each thread sorts its own bodies into the 64 second-level
 * subcubes of the root; each subcube's subtree is built by one thread (the
 * subcubes are dealt out in slabs along x, so with two galaxies the
 * threads of a galaxy build its subtrees), which reads the lists of all
 * threads in thread order; thread 0 then links the upper two levels.  So
 * a thread reads its own bodies, the bodies of the subcubes it builds and,
 * in the force walk, the cells and bodies the walk opens -- not all bodies.
 *
 * Determinism: a thread writes only its own bodies; the octree of a set of
 * bodies in a given root cube does not depend on insertion order anyway,
 * bodies go into a subcube in index order, centres of mass are summed in
 * octant order, and the checksum is summed by one thread in index order.
 */
public class BarnesHut {
    /* A body: 10 doubles, 80 bytes of fields. */
    static final class Body extends Node {
        double vx, vy, vz, ax, ay, az;
    }

    /* Mass and centre of mass; a body or a cell. */
    static class Node {
        double m, x, y, z;
    }

    static final class Cell extends Node {
        final double cx, cy, cz, half;   /* geometric centre, half width */
        final boolean bucket;            /* at MAX_DEPTH: unsplit list */
        Node[] sub;

        Cell(double cx, double cy, double cz, double half, boolean bucket) {
            this.cx = cx; this.cy = cy; this.cz = cz; this.half = half;
            this.bucket = bucket;
            sub = new Node[8];
        }
    }

    static final double THETA = 1.0, EPS2 = 0.05 * 0.05, DT = 0.025;
    static final int MAX_DEPTH = 48;

    static void usage() {
        System.err.println("usage: BarnesHut THREADS NBODIES [STEPS [GALAXIES]]  (THREADS >= 1, NBODIES >= 1, STEPS >= 0, GALAXIES 1 or 2)");
        System.exit(2);
    }

    static int arg(String[] a, int i, int dflt, int min, int max) {
        if (i >= a.length) return dflt;
        try {
            int v = Integer.parseInt(a[i]);
            if (v >= min && v <= max) return v;
        } catch (NumberFormatException e) { }
        usage();
        return 0;
    }

    /* Simulation state, shared by the workers. */
    final int threads, n, steps, galaxies;
    final Body[] bodies;
    final Cell[] sub2 = new Cell[64];          /* second-level subcubes */
    final double[][] bbox;                      /* per thread: min xyz, max xyz */
    final Body[][][] sorted;                    /* per thread: own bodies per subcube */
    volatile Cell root;
    final SplashBarrier bar;
    double rcx, rcy, rcz, rhalf;                /* root cube, set by thread 0 */

    BarnesHut(int threads, int n, int steps, int galaxies) {
        this.threads = threads; this.n = n; this.steps = steps; this.galaxies = galaxies;
        bodies = new Body[n];
        bbox = new double[threads][];
        sorted = new Body[threads][][];
        bar = SplashBarrier.create(threads);
    }

    /* 64-bit LCG; a body's initial state depends on its index only. */
    static final class Rng {
        long s;
        Rng(long seed) { s = seed * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L; next(); next(); }
        long next() { s = s * 6364136223846793005L + 1442695040888963407L; return s; }
        double uniform() { return (next() >>> 11) * 0x1.0p-53; }   /* [0,1) */
        double sym() { return 2 * uniform() - 1; }                  /* [-1,1) */
    }

    Body makeBody(int i) {
        Body b = new Body();
        int g = galaxies == 2 && i >= n / 2 ? 1 : 0;
        int ng = galaxies == 2 ? (g == 0 ? n / 2 : n - n / 2) : n;
        Rng r = new Rng(i + 1);
        double x, y, z, r2;
        do {   /* uniform in the unit ball */
            x = r.sym(); y = r.sym(); z = r.sym();
            r2 = x * x + y * y + z * z;
        } while (r2 > 1.0 || r2 < 1e-6);
        /* solid-body rotation about z (circular speed of a uniform
           unit-mass sphere: v = r), halved, plus a little noise */
        b.m = 1.0 / ng;
        b.vx = -0.5 * y + 0.05 * r.sym();
        b.vy = 0.5 * x + 0.05 * r.sym();
        b.vz = 0.05 * r.sym();
        if (galaxies == 2) {
            double sgn = g == 0 ? -1 : 1;
            x += 3.5 * sgn;
            b.vx += -0.15 * sgn;
            b.vy += 0.1 * sgn;
        }
        b.x = x; b.y = y; b.z = z;
        return b;
    }

    static int octant(double cx, double cy, double cz, Node b) {
        return (b.x >= cx ? 1 : 0) | (b.y >= cy ? 2 : 0) | (b.z >= cz ? 4 : 0);
    }

    static Cell child(Cell c, int o, int depth) {
        double h = c.half * 0.5;
        return new Cell(c.cx + ((o & 1) != 0 ? h : -h), c.cy + ((o & 2) != 0 ? h : -h),
                        c.cz + ((o & 4) != 0 ? h : -h), h, depth >= MAX_DEPTH);
    }

    static void insert(Cell c, Body b, int depth) {
        for (;;) {
            if (c.bucket) {
                int k = 0;
                while (k < c.sub.length && c.sub[k] != null) k++;
                if (k == c.sub.length) {
                    Node[] s = new Node[2 * k];
                    System.arraycopy(c.sub, 0, s, 0, k);
                    c.sub = s;
                }
                c.sub[k] = b;
                return;
            }
            int o = octant(c.cx, c.cy, c.cz, b);
            Node ch = c.sub[o];
            if (ch == null) {
                c.sub[o] = b;
                return;
            }
            if (ch instanceof Cell) {
                c = (Cell) ch;
                depth++;
                continue;
            }
            Cell nc = child(c, o, depth + 1);   /* split: move the old body down */
            c.sub[o] = nc;
            insert(nc, (Body) ch, depth + 1);
            c = nc;
            depth++;
        }
    }

    /* Mass and centre of mass, children in slot order. */
    static void summarize(Cell c) {
        double m = 0, x = 0, y = 0, z = 0;
        for (Node ch : c.sub) {
            if (ch == null) continue;
            if (ch instanceof Cell) summarize((Cell) ch);
            m += ch.m;
            x += ch.m * ch.x; y += ch.m * ch.y; z += ch.m * ch.z;
        }
        c.m = m;
        if (m > 0) { c.x = x / m; c.y = y / m; c.z = z / m; }
        else { c.x = c.cx; c.y = c.cy; c.z = c.cz; }
    }

    /* Summarize the upper levels only (subtrees are already done). */
    static void summarizeTop(Cell c, int levels) {
        double m = 0, x = 0, y = 0, z = 0;
        for (Node ch : c.sub) {
            if (ch == null) continue;
            if (levels > 1) summarizeTop((Cell) ch, levels - 1);
            m += ch.m;
            x += ch.m * ch.x; y += ch.m * ch.y; z += ch.m * ch.z;
        }
        c.m = m;
        if (m > 0) { c.x = x / m; c.y = y / m; c.z = z / m; }
        else { c.x = c.cx; c.y = c.cy; c.z = c.cz; }
    }

    void force(Body b, Node nd) {
        double dx = nd.x - b.x, dy = nd.y - b.y, dz = nd.z - b.z;
        double d2 = dx * dx + dy * dy + dz * dz;
        if (nd instanceof Cell) {
            Cell c = (Cell) nd;
            double s = 2 * c.half;
            if (c.bucket || s * s >= THETA * THETA * d2) {
                for (Node ch : c.sub)
                    if (ch != null) force(b, ch);
                return;
            }
        } else if (nd == b) {
            return;
        }
        d2 += EPS2;
        double f = nd.m / (d2 * Math.sqrt(d2));
        b.ax += f * dx; b.ay += f * dy; b.az += f * dz;
    }

    /* Second-level subcube of a body: octant of the root, then octant of
       that child (the centres computed as child() does). */
    static int subcube(Cell top, Body b) {
        int o1 = octant(top.cx, top.cy, top.cz, b);
        double h = top.half * 0.5;
        return o1 << 3 | octant(top.cx + ((o1 & 1) != 0 ? h : -h), top.cy + ((o1 & 2) != 0 ? h : -h),
                                top.cz + ((o1 & 4) != 0 ? h : -h), b);
    }

    /* Which thread builds subcube s: contiguous slabs along x, so the
       threads of a galaxy build the subtrees of that galaxy. */
    int builder(int s) {
        int ix = ((s >> 3) & 1) * 2 + (s & 1);
        int iy = ((s >> 4) & 1) * 2 + ((s >> 1) & 1);
        int iz = ((s >> 5) & 1) * 2 + ((s >> 2) & 1);
        return (ix * 16 + iy * 4 + iz) * threads / 64;
    }

    /* Tree build and forces on this thread's bodies [lo, hi). */
    void buildAndForce(int t, int lo, int hi) {
        double x0 = Double.MAX_VALUE, y0 = x0, z0 = x0, x1 = -x0, y1 = -x0, z1 = -x0;
        for (int i = lo; i < hi; i++) {
            Body b = bodies[i];
            x0 = Math.min(x0, b.x); y0 = Math.min(y0, b.y); z0 = Math.min(z0, b.z);
            x1 = Math.max(x1, b.x); y1 = Math.max(y1, b.y); z1 = Math.max(z1, b.z);
        }
        bbox[t] = new double[] { x0, y0, z0, x1, y1, z1 };
        bar.await();
        /* every thread derives the same root cube */
        for (int k = 0; k < threads; k++) {
            double[] q = bbox[k];
            x0 = Math.min(x0, q[0]); y0 = Math.min(y0, q[1]); z0 = Math.min(z0, q[2]);
            x1 = Math.max(x1, q[3]); y1 = Math.max(y1, q[4]); z1 = Math.max(z1, q[5]);
        }
        double half = Math.max(x1 - x0, Math.max(y1 - y0, z1 - z0)) * 0.5 * 1.0001 + 1e-9;
        Cell top = new Cell(0.5 * (x0 + x1), 0.5 * (y0 + y1), 0.5 * (z0 + z1), half, false);
        /* sort our own bodies into the 64 second-level subcubes, keeping
           index order; the builder of a subcube reads only these lists */
        int[] cnt = new int[64];
        int[] where = new int[hi - lo];
        for (int i = lo; i < hi; i++) {
            int s = subcube(top, bodies[i]);
            where[i - lo] = s;
            cnt[s]++;
        }
        Body[][] mine = new Body[64][];
        for (int s = 0; s < 64; s++) {
            mine[s] = new Body[cnt[s]];
            cnt[s] = 0;
        }
        for (int i = lo; i < hi; i++) {
            int s = where[i - lo];
            mine[s][cnt[s]++] = bodies[i];
        }
        sorted[t] = mine;
        bar.await();
        for (int s = 0; s < 64; s++) {
            if (builder(s) != t) continue;
            Cell c2 = child(child(top, s >> 3, 1), s & 7, 2);
            for (int k = 0; k < threads; k++)   /* thread order = index order */
                for (Body b : sorted[k][s]) insert(c2, b, 2);
            summarize(c2);
            sub2[s] = c2.m > 0 ? c2 : null;
        }
        bar.await();
        if (t == 0) {
            for (int o = 0; o < 8; o++) {
                Cell c1 = child(top, o, 1);
                boolean any = false;
                for (int p = 0; p < 8; p++) {
                    c1.sub[p] = sub2[o * 8 + p];
                    any |= c1.sub[p] != null;
                }
                top.sub[o] = any ? c1 : null;
            }
            summarizeTop(top, 2);
            root = top;
        }
        bar.await();
        Cell r = root;
        for (int i = lo; i < hi; i++) {
            Body b = bodies[i];
            b.ax = 0; b.ay = 0; b.az = 0;
            force(b, r);
        }
    }

    void work(int t) {
        int lo = (int) ((long) t * n / threads), hi = (int) ((long) (t + 1) * n / threads);
        for (int i = lo; i < hi; i++) bodies[i] = makeBody(i);
        bar.await();
        buildAndForce(t, lo, hi);
        bar.await();   /* nobody moves a body while another thread reads it */
        for (int step = 0; step < steps; step++) {
            for (int i = lo; i < hi; i++) {
                Body b = bodies[i];
                b.vx += 0.5 * DT * b.ax; b.vy += 0.5 * DT * b.ay; b.vz += 0.5 * DT * b.az;
                b.x += DT * b.vx; b.y += DT * b.vy; b.z += DT * b.vz;
            }
            bar.await();
            buildAndForce(t, lo, hi);
            for (int i = lo; i < hi; i++) {
                Body b = bodies[i];
                b.vx += 0.5 * DT * b.ax; b.vy += 0.5 * DT * b.ay; b.vz += 0.5 * DT * b.az;
            }
            bar.await();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length < 2 || args.length > 4) usage();
        int threads = arg(args, 0, 1, 1, 1024);
        int n = arg(args, 1, 0, 1, 1 << 24);
        int steps = arg(args, 2, 5, 0, 1 << 20);
        int galaxies = arg(args, 3, 1, 1, 2);
        final BarnesHut sim = new BarnesHut(threads, n, steps, galaxies);
        Thread[] ts = new Thread[threads];
        for (int k = 0; k < threads; k++) {
            final int t = k;
            ts[k] = new Thread(() -> sim.work(t));
            ts[k].start();
        }
        for (Thread th : ts) th.join();
        double px = 0, py = 0, pz = 0, vx = 0, vy = 0, vz = 0;
        for (Body b : sim.bodies) {
            px += b.x; py += b.y; pz += b.z;
            vx += b.vx; vy += b.vy; vz += b.vz;
        }
        System.out.printf("barnes-hut %d bodies, %d galax%s, %d steps%n", n, galaxies, galaxies == 1 ? "y" : "ies", steps);
        System.out.printf("position sum %.10f %.10f %.10f%n", px, py, pz);
        System.out.printf("velocity sum %.10f %.10f %.10f%n", vx, vy, vz);
        System.out.printf("checksum %.10f%n", px + py + pz + vx + vy + vz);
    }
}
