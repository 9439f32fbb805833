/*
 * WaterNsquared -- molecular dynamics of liquid water with an O(n^2) pair
 * loop, in the shape of the SPLASH-2 application Water-Nsquared: each
 * thread owns a contiguous range of molecules (and allocates them), reads
 * all other molecules, and computes the full force on its own molecules
 * only, so no force is written by two threads.  Gear predictor-corrector
 * integration (5 values per coordinate) as in the original water code.
 *
 *   WaterNsquared THREADS NMOL [STEPS]
 *
 * The physics is a simplified flexible three-site model (SPC/Fw-like
 * parameters, in kcal/mol, Angstrom, ps, amu): harmonic O-H bonds and an
 * H-H spring instead of an angle term, Lennard-Jones between oxygens and
 * Coulomb between all nine site pairs of two molecules, cut off on the
 * O-O distance (minimum image in a periodic cubic box).  Molecules start
 * on a cubic lattice with a pseudo-random orientation (one of 48 axis
 * permutations/reflections) and a pseudo-random velocity, both functions
 * of the molecule index only.  WaterSpatial shares this class's physics.
 */
public class WaterNsquared {
    /* One molecule: six arrays of 9 doubles (3 atoms x 3 dimensions):
       position and the scaled derivatives of the predictor-corrector,
       and the force; about 530 bytes with the array headers. */
    static final class Molecule {
        final int id;
        final double[] r0 = new double[9];   /* position */
        final double[] r1 = new double[9];   /* dt * velocity */
        final double[] r2 = new double[9];   /* dt^2/2 * acceleration */
        final double[] r3 = new double[9];   /* dt^3/6 * 3rd derivative */
        final double[] r4 = new double[9];   /* dt^4/24 * 4th derivative */
        final double[] f = new double[9];    /* force */

        Molecule(int id) { this.id = id; }
    }

    /* Units: Angstrom, ps, amu, kcal/mol.  Force/mass -> A/ps^2: *418.4 */
    static final double DT = 0.0005, ACC = 418.4;
    static final double[] MASS = { 15.9994, 1.008, 1.008 };
    static final double[] CHARGE = { -0.82, 0.41, 0.41 };
    static final double COULOMB = 332.0637;
    static final double KB = 529.581, ROH = 1.012, KHH = 100.0, RHH = 1.633;
    static final double LJ_EPS = 0.1554, LJ_SIG = 3.16549;
    static final double SPACING = 3.1, CUTOFF = 8.0;
    /* Gear coefficients, 5-value predictor-corrector for 2nd-order ODEs */
    static final double C0 = 19.0 / 120.0, C1 = 3.0 / 4.0, C3 = 1.0 / 2.0, C4 = 1.0 / 12.0;

    /* Geometry of a run: lattice side, box side, cutoff. */
    static final class Box {
        final int n, k;
        final double side, cutoff;

        Box(int n) {
            this.n = n;
            int kk = 1;
            while (kk * kk * kk < n) kk++;
            k = kk;
            side = k * SPACING;
            cutoff = Math.min(CUTOFF, 0.5 * side);
        }
    }

    static long mix(long s) {
        s = s * 6364136223846793005L + 1442695040888963407L;
        return s ^ (s >>> 29);
    }

    /* The initial state of molecule i: a function of i only. */
    static Molecule makeMolecule(int i, Box box) {
        Molecule m = new Molecule(i);
        int k = box.k;
        double ox = (i % k + 0.5) * SPACING, oy = (i / k % k + 0.5) * SPACING, oz = (i / (k * k) + 0.5) * SPACING;
        long s = mix(mix(i + 12345L));
        /* bond length 1.0 A, H-O-H angle 109.47 degrees */
        double[] h = { 0.816497, 0.577350, 0.0, -0.816497, 0.577350, 0.0 };
        int perm = (int) ((s >>> 33) % 6), signs = (int) ((s >>> 40) & 7);
        int[][] perms = { {0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0} };
        double[] o = { ox, oy, oz };
        for (int d = 0; d < 3; d++) m.r0[d] = o[d];
        for (int a = 1; a < 3; a++)
            for (int d = 0; d < 3; d++) {
                double v = h[(a - 1) * 3 + perms[perm][d]];
                if ((signs >> d & 1) != 0) v = -v;
                m.r0[a * 3 + d] = o[d] + v;
            }
        for (int d = 0; d < 3; d++) {
            s = mix(s);
            double v = ((s >>> 11) * 0x1.0p-53 * 2 - 1) * 6.0;   /* A/ps */
            for (int a = 0; a < 3; a++) m.r1[a * 3 + d] = v * DT;
        }
        return m;
    }

    /* Intramolecular force on m, added to m.f; returns the energy. */
    static double intra(Molecule m) {
        double[] p = m.r0, f = m.f;
        double e = 0;
        for (int b = 0; b < 3; b++) {
            int a1 = b == 2 ? 1 : 0, a2 = b == 2 ? 2 : b + 1;   /* O-H1, O-H2, H1-H2 */
            double k = b == 2 ? KHH : KB, r0 = b == 2 ? RHH : ROH;
            double dx = p[a1 * 3] - p[a2 * 3], dy = p[a1 * 3 + 1] - p[a2 * 3 + 1], dz = p[a1 * 3 + 2] - p[a2 * 3 + 2];
            double r = Math.sqrt(dx * dx + dy * dy + dz * dz);
            double dr = r - r0;
            e += k * dr * dr;
            double g = -2 * k * dr / r;
            f[a1 * 3] += g * dx; f[a1 * 3 + 1] += g * dy; f[a1 * 3 + 2] += g * dz;
            f[a2 * 3] -= g * dx; f[a2 * 3 + 1] -= g * dy; f[a2 * 3 + 2] -= g * dz;
        }
        return e;
    }

    /* Force of molecule j on molecule i, added to i.f (j is only read);
       returns the pair energy, 0 beyond the cutoff.  p and q are the
       positions to use (predicted ones during a step). */
    static double pair(Molecule i, Molecule j, Box box) {
        double[] p = i.r0, q = j.r0, f = i.f;
        double L = box.side, hl = 0.5 * L;
        double sx = 0, sy = 0, sz = 0;   /* minimum-image shift of j */
        double dx = p[0] - q[0], dy = p[1] - q[1], dz = p[2] - q[2];
        if (dx > hl) sx = -L; else if (dx < -hl) sx = L;
        if (dy > hl) sy = -L; else if (dy < -hl) sy = L;
        if (dz > hl) sz = -L; else if (dz < -hl) sz = L;
        dx += sx; dy += sy; dz += sz;
        double rc = box.cutoff;
        if (dx * dx + dy * dy + dz * dz >= rc * rc) return 0;
        double e = 0;
        for (int a = 0; a < 3; a++)
            for (int b = 0; b < 3; b++) {
                double x = p[a * 3] - q[b * 3] + sx, y = p[a * 3 + 1] - q[b * 3 + 1] + sy, z = p[a * 3 + 2] - q[b * 3 + 2] + sz;
                double r2 = x * x + y * y + z * z;
                double ir2 = 1.0 / r2, ir = Math.sqrt(ir2);
                double qq = COULOMB * CHARGE[a] * CHARGE[b] * ir;
                e += qq;
                double g = qq * ir2;
                if (a == 0 && b == 0) {
                    double s2 = LJ_SIG * LJ_SIG * ir2, s6 = s2 * s2 * s2, s12 = s6 * s6;
                    e += 4 * LJ_EPS * (s12 - s6);
                    g += 24 * LJ_EPS * (2 * s12 - s6) * ir2;
                }
                f[a * 3] += g * x; f[a * 3 + 1] += g * y; f[a * 3 + 2] += g * z;
            }
        return e;
    }

    static void predict(Molecule m) {
        double[] r0 = m.r0, r1 = m.r1, r2 = m.r2, r3 = m.r3, r4 = m.r4;
        for (int c = 0; c < 9; c++) {
            r0[c] += r1[c] + r2[c] + r3[c] + r4[c];
            r1[c] += 2 * r2[c] + 3 * r3[c] + 4 * r4[c];
            r2[c] += 3 * r3[c] + 6 * r4[c];
            r3[c] += 4 * r4[c];
        }
    }

    /* Correct with the force in m.f; with init, just set r2 from it. */
    static void correct(Molecule m, boolean init) {
        for (int c = 0; c < 9; c++) {
            double a2 = m.f[c] * ACC / MASS[c / 3] * (0.5 * DT * DT);
            if (init) {
                m.r2[c] = a2;
                continue;
            }
            double corr = a2 - m.r2[c];
            m.r0[c] += C0 * corr;
            m.r1[c] += C1 * corr;
            m.r2[c] = a2;
            m.r3[c] += C3 * corr;
            m.r4[c] += C4 * corr;
        }
    }

    /* Put the oxygen back in [0, side), moving the whole molecule. */
    static void wrap(Molecule m, Box box) {
        double L = box.side;
        for (int d = 0; d < 3; d++) {
            double s = m.r0[d] >= L ? -L : m.r0[d] < 0 ? L : 0;
            if (s != 0)
                for (int a = 0; a < 3; a++) m.r0[a * 3 + d] += s;
        }
    }

    static double kinetic(Molecule m) {
        double e = 0;
        for (int c = 0; c < 9; c++) {
            double v = m.r1[c] / DT;
            e += 0.5 * MASS[c / 3] * v * v;
        }
        return e / ACC;   /* amu A^2/ps^2 -> kcal/mol */
    }

    /* The result lines, shared with WaterSpatial. */
    static void report(String name, Molecule[] mols, int steps, double pot) {
        double kin = 0, px = 0, py = 0, pz = 0, vx = 0, vy = 0, vz = 0;
        for (Molecule m : mols) {
            kin += kinetic(m);
            for (int a = 0; a < 3; a++) {
                px += m.r0[a * 3]; py += m.r0[a * 3 + 1]; pz += m.r0[a * 3 + 2];
                vx += m.r1[a * 3] / DT; vy += m.r1[a * 3 + 1] / DT; vz += m.r1[a * 3 + 2] / DT;
            }
        }
        System.out.printf("%s %d molecules, %d steps%n", name, mols.length, steps);
        System.out.printf("energy kinetic %.8f potential %.8f%n", kin, pot);
        System.out.printf("position sum %.8f %.8f %.8f%n", px, py, pz);
        System.out.printf("velocity sum %.8f %.8f %.8f%n", vx, vy, vz);
        System.out.printf("checksum %.8f%n", kin + pot + px + py + pz + vx + vy + vz);
    }

    static int arg(String[] a, int i, int dflt, int min, int max, String usage) {
        if (i >= a.length) return dflt;
        try {
            int v = Integer.parseInt(a[i]);
            if (v >= min && v <= max) return v;
        } catch (NumberFormatException e) { }
        System.err.println(usage);
        System.exit(2);
        return 0;
    }

    static final String USAGE = "usage: WaterNsquared THREADS NMOL [STEPS]  (THREADS >= 1, NMOL >= 1, STEPS >= 0)";

    final int threads, n, steps;
    final Box box;
    final Molecule[] mols;
    final double[] potential;   /* per thread, potential energy of the last force phase */
    final SplashBarrier bar;

    WaterNsquared(int threads, int n, int steps) {
        this.threads = threads; this.n = n; this.steps = steps;
        box = new Box(n);
        mols = new Molecule[n];
        potential = new double[threads];
        bar = SplashBarrier.create(threads);
    }

    double forces(int lo, int hi) {
        double e = 0;
        for (int i = lo; i < hi; i++) {
            Molecule m = mols[i];
            java.util.Arrays.fill(m.f, 0.0);
            e += intra(m);
            double inter = 0;
            for (int j = 0; j < n; j++)
                if (j != i) inter += pair(m, mols[j], box);
            e += 0.5 * inter;
        }
        return e;
    }

    void work(int t) {
        int lo = (int) ((long) t * n / threads), hi = (int) ((long) (t + 1) * n / threads);
        for (int i = lo; i < hi; i++) mols[i] = makeMolecule(i, box);
        bar.await();
        double e = forces(lo, hi);
        bar.await();   /* everybody has read the positions */
        for (int i = lo; i < hi; i++) correct(mols[i], true);
        for (int step = 0; step < steps; step++) {
            for (int i = lo; i < hi; i++) predict(mols[i]);
            bar.await();
            e = forces(lo, hi);
            bar.await();
            for (int i = lo; i < hi; i++) {
                correct(mols[i], false);
                wrap(mols[i], box);
            }
        }
        potential[t] = e;
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length < 2 || args.length > 3) { System.err.println(USAGE); System.exit(2); }
        int threads = arg(args, 0, 1, 1, 1024, USAGE);
        int n = arg(args, 1, 0, 1, 1 << 20, USAGE);
        int steps = arg(args, 2, 5, 0, 1 << 20, USAGE);
        final WaterNsquared sim = new WaterNsquared(threads, n, steps);
        Thread[] ts = new Thread[threads];
        for (int k = 0; k < threads; k++) {
            final int t = k;
            ts[k] = new Thread(() -> sim.work(t));
            ts[k].start();
        }
        for (Thread th : ts) th.join();
        double pot = 0;
        for (double p : sim.potential) pot += p;
        report("water-nsquared", sim.mols, steps, pot);
    }
}
