/*
 * WaterSpatial -- the water simulation of WaterNsquared (same molecules,
 * potential and predictor-corrector, see there) with the spatial
 * decomposition of the SPLASH-2 application Water-Spatial: the periodic
 * box is cut into NC^3 cubic cells of side >= the cutoff, each molecule is
 * on the list of the cell that holds its oxygen, and a molecule interacts
 * only with the molecules of its own and the 26 neighbouring cells.
 *
 *   WaterSpatial THREADS NMOL [STEPS]
 *
 * Cells are owned by threads in contiguous ranges (cell c by thread
 * c * THREADS / NC^3); a thread computes the full force on the molecules
 * of its cells (reading its neighbours' cells), integrates them, and
 * allocates the molecules that start in its cells.  After every step the
 * molecules move: each thread sorts the molecules of its cells by their new
 * cell, then each thread builds the new lists of its own cells from what
 * all threads sent them, sorted by molecule index, so list order, and with
 * it the order of every floating-point sum, does not depend on scheduling.
 * (A molecule keeps the home node of the thread that allocated it.)
 */
public class WaterSpatial {
    static final String USAGE = "usage: WaterSpatial THREADS NMOL [STEPS]  (THREADS >= 1, NMOL >= 1, STEPS >= 0)";

    final int threads, n, steps, nc, ncells;
    final WaterNsquared.Box box;
    final WaterNsquared.Molecule[] mols;
    final WaterNsquared.Molecule[][] cells;   /* per cell, molecules by index */
    final int[][] neighbours;                 /* per cell, distinct cells in reach */
    final WaterNsquared.Molecule[][][] moving;   /* per thread, per cell: molecules sent */
    final double[] potential;
    final SplashBarrier bar;
    static final WaterNsquared.Molecule[] NONE = new WaterNsquared.Molecule[0];

    WaterSpatial(int threads, int n, int steps) {
        this.threads = threads; this.n = n; this.steps = steps;
        box = new WaterNsquared.Box(n);
        int k = 1;
        while ((k + 1) * box.cutoff <= box.side) k++;
        nc = k;
        ncells = nc * nc * nc;
        mols = new WaterNsquared.Molecule[n];
        cells = new WaterNsquared.Molecule[ncells][];
        neighbours = new int[ncells][];
        for (int c = 0; c < ncells; c++) {
            int cx = c % nc, cy = c / nc % nc, cz = c / (nc * nc);
            int[] list = new int[27];
            int len = 0;
            for (int dz = -1; dz <= 1; dz++)
                for (int dy = -1; dy <= 1; dy++)
                    for (int dx = -1; dx <= 1; dx++) {
                        int o = (cx + dx + nc) % nc + (cy + dy + nc) % nc * nc + (cz + dz + nc) % nc * nc * nc;
                        boolean seen = false;   /* with NC < 3 offsets coincide */
                        for (int q = 0; q < len; q++) seen |= list[q] == o;
                        if (!seen) list[len++] = o;
                    }
            neighbours[c] = java.util.Arrays.copyOf(list, len);
        }
        moving = new WaterNsquared.Molecule[threads][][];
        potential = new double[threads];
        bar = SplashBarrier.create(threads);
    }

    int cellOf(double[] p) {
        double w = box.side / nc;
        int x = Math.min(nc - 1, Math.max(0, (int) (p[0] / w)));
        int y = Math.min(nc - 1, Math.max(0, (int) (p[1] / w)));
        int z = Math.min(nc - 1, Math.max(0, (int) (p[2] / w)));
        return x + y * nc + z * nc * nc;
    }

    int owner(int c) { return (int) ((long) c * threads / ncells); }

    /* After a step: hand the molecules of our cells [clo, chi) to the cells
       their oxygens are in now (per destination cell, in our list order). */
    void emigrate(int t, int clo, int chi) {
        int[] count = new int[ncells];
        for (int c = clo; c < chi; c++)
            for (WaterNsquared.Molecule m : cells[c]) count[cellOf(m.r0)]++;
        WaterNsquared.Molecule[][] out = new WaterNsquared.Molecule[ncells][];
        for (int c = 0; c < ncells; c++) out[c] = count[c] == 0 ? NONE : new WaterNsquared.Molecule[count[c]];
        java.util.Arrays.fill(count, 0);
        for (int c = clo; c < chi; c++)
            for (WaterNsquared.Molecule m : cells[c]) {
                int d = cellOf(m.r0);
                out[d][count[d]++] = m;
            }
        moving[t] = out;
    }

    /* Then: the new list of each of our cells gathers what every thread
       sent it, in thread order, and is sorted by molecule index, so its
       order does not depend on who sent what. */
    void immigrate(int clo, int chi) {
        for (int c = clo; c < chi; c++) {
            int len = 0;
            for (int k = 0; k < threads; k++) len += moving[k][c].length;
            WaterNsquared.Molecule[] list = new WaterNsquared.Molecule[len];
            len = 0;
            for (int k = 0; k < threads; k++)
                for (WaterNsquared.Molecule m : moving[k][c]) {
                    int j = len++;   /* insertion sort by id */
                    while (j > 0 && list[j - 1].id > m.id) {
                        list[j] = list[j - 1];
                        j--;
                    }
                    list[j] = m;
                }
            cells[c] = list;
        }
    }

    double forces(int clo, int chi) {
        double e = 0;
        for (int c = clo; c < chi; c++)
            for (WaterNsquared.Molecule m : cells[c]) {
                java.util.Arrays.fill(m.f, 0.0);
                e += WaterNsquared.intra(m);
                double inter = 0;
                for (int o : neighbours[c])
                    for (WaterNsquared.Molecule j : cells[o])
                        if (j != m) inter += WaterNsquared.pair(m, j, box);
                e += 0.5 * inter;
            }
        return e;
    }

    void work(int t) {
        int clo = 0;
        while (clo < ncells && owner(clo) < t) clo++;
        int chi = clo;
        while (chi < ncells && owner(chi) == t) chi++;
        /* molecules that start in our cells are ours to allocate */
        int k = box.k;
        double sp = WaterNsquared.SPACING;
        int[] count = new int[chi - clo];
        int[] where = new int[n];
        for (int i = 0; i < n; i++) {
            double[] o = { (i % k + 0.5) * sp, (i / k % k + 0.5) * sp, (i / (k * k) + 0.5) * sp };
            int c = cellOf(o);   /* the lattice site, as makeMolecule puts it */
            where[i] = c;
            if (c >= clo && c < chi) {
                mols[i] = WaterNsquared.makeMolecule(i, box);
                count[c - clo]++;
            }
        }
        for (int c = clo; c < chi; c++) cells[c] = new WaterNsquared.Molecule[count[c - clo]];
        java.util.Arrays.fill(count, 0);
        for (int i = 0; i < n; i++)
            if (where[i] >= clo && where[i] < chi) cells[where[i]][count[where[i] - clo]++] = mols[i];
        bar.await();
        double e = forces(clo, chi);
        bar.await();
        for (int c = clo; c < chi; c++)
            for (WaterNsquared.Molecule m : cells[c]) WaterNsquared.correct(m, true);
        for (int step = 0; step < steps; step++) {
            for (int c = clo; c < chi; c++)
                for (WaterNsquared.Molecule m : cells[c]) WaterNsquared.predict(m);
            bar.await();
            e = forces(clo, chi);
            bar.await();
            for (int c = clo; c < chi; c++)
                for (WaterNsquared.Molecule m : cells[c]) {
                    WaterNsquared.correct(m, false);
                    WaterNsquared.wrap(m, box);
                }
            emigrate(t, clo, chi);   /* molecules change cells */
            bar.await();
            immigrate(clo, chi);
            bar.await();
        }
        potential[t] = e;
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length < 2 || args.length > 3) { System.err.println(USAGE); System.exit(2); }
        int threads = WaterNsquared.arg(args, 0, 1, 1, 1024, USAGE);
        int n = WaterNsquared.arg(args, 1, 0, 1, 1 << 20, USAGE);
        int steps = WaterNsquared.arg(args, 2, 5, 0, 1 << 20, USAGE);
        final WaterSpatial sim = new WaterSpatial(threads, n, steps);
        Thread[] ts = new Thread[threads];
        for (int k = 0; k < threads; k++) {
            final int t = k;
            ts[k] = new Thread(() -> sim.work(t));
            ts[k].start();
        }
        for (Thread th : ts) th.join();
        double pot = 0;
        for (double p : sim.potential) pot += p;
        WaterNsquared.report("water-spatial " + sim.nc + "x" + sim.nc + "x" + sim.nc + " cells,", sim.mols, steps, pot);
    }
}
