/*
 * Raytrace -- a recursive (Whitted) ray tracer in the role of the SPLASH-2
 * application Raytrace: a read-only scene shared by all threads, an image
 * written in rows.  The scene is procedural: a checkered ground plane and
 * a 5 x 5 grid of spheres of varying size, colour and reflectivity, lit by
 * two point lights with shadows; Lambert diffuse plus Phong specular
 * (exponent 16 by repeated squaring), mirror reflection up to depth 4.
 * One ray per pixel, no acceleration structure (every ray is tested
 * against every object).
 *
 *   Raytrace THREADS SIZE [ROUNDS]
 *
 * Renders ROUNDS frames of SIZE x SIZE pixels, the camera moving a little
 * from frame to frame.  Row y is rendered by thread y mod THREADS (a static
 * interleaving) into an int[] row that thread allocated; after each frame
 * thread 0 hashes the whole image, reading every thread's rows.
 */
public class Raytrace {
    static final String USAGE = "usage: Raytrace THREADS SIZE [ROUNDS]  (THREADS >= 1, SIZE >= 1, ROUNDS >= 1)";
    static final int MAX_DEPTH = 4;
    static final double EPS = 1e-6;

    static final class Sphere {
        final double cx, cy, cz, r, cr, cg, cb, refl;

        Sphere(double cx, double cy, double cz, double r, double cr, double cg, double cb, double refl) {
            this.cx = cx; this.cy = cy; this.cz = cz; this.r = r;
            this.cr = cr; this.cg = cg; this.cb = cb; this.refl = refl;
        }

        /* Distance along the unit ray to the nearest hit beyond EPS, or -1. */
        double hit(double ox, double oy, double oz, double dx, double dy, double dz) {
            double px = ox - cx, py = oy - cy, pz = oz - cz;
            double b = px * dx + py * dy + pz * dz;
            double c = px * px + py * py + pz * pz - r * r;
            double disc = b * b - c;
            if (disc < 0) return -1;
            double s = Math.sqrt(disc);
            double t = -b - s;
            if (t > EPS) return t;
            t = -b + s;
            return t > EPS ? t : -1;
        }
    }

    /* The scene: spheres, the plane y = 0, two lights. */
    final Sphere[] spheres;
    final double[][] lights = { { -4.0, 7.0, -3.0, 0.7 }, { 5.0, 5.0, -6.0, 0.5 } };   /* x y z intensity */

    Raytrace() {
        spheres = new Sphere[25];
        long s = 88172645463325252L;
        for (int i = 0; i < 25; i++) {
            s ^= s << 13; s ^= s >>> 7; s ^= s << 17;   /* xorshift */
            double u = (s >>> 11) * 0x1.0p-53;
            double r = 0.25 + 0.3 * u;
            double x = (i % 5 - 2) * 1.3, z = (i / 5) * 1.3;
            int c = (int) (s >>> 58);
            spheres[i] = new Sphere(x, r, z, r, 0.2 + 0.8 * (c & 1), 0.2 + 0.8 * ((c >> 1) & 1),
                                    0.2 + 0.8 * ((c >> 2) & 1), (c >> 3) * 0.2);
        }
    }

    /* Nearest hit of a ray: index of the sphere, 25 for the plane, -1 none. */
    int nearest(double ox, double oy, double oz, double dx, double dy, double dz, double[] tOut) {
        int best = -1;
        double bt = Double.MAX_VALUE;
        for (int i = 0; i < spheres.length; i++) {
            double t = spheres[i].hit(ox, oy, oz, dx, dy, dz);
            if (t > 0 && t < bt) { bt = t; best = i; }
        }
        if (dy < -EPS || dy > EPS) {
            double t = -oy / dy;
            if (t > EPS && t < bt) { bt = t; best = spheres.length; }
        }
        tOut[0] = bt;
        return best;
    }

    boolean shadowed(double px, double py, double pz, double lx, double ly, double lz, double dist) {
        for (Sphere s : spheres) {
            double t = s.hit(px, py, pz, lx, ly, lz);
            if (t > 0 && t < dist) return true;
        }
        return false;
    }

    /* Colour seen along a unit ray, into rgb[0..2]. */
    void trace(double ox, double oy, double oz, double dx, double dy, double dz, int depth, double[] rgb) {
        double[] tt = new double[1];
        int k = nearest(ox, oy, oz, dx, dy, dz, tt);
        if (k < 0) {   /* sky */
            double g = 0.5 + 0.5 * dy;
            rgb[0] = 0.3 + 0.2 * g; rgb[1] = 0.4 + 0.3 * g; rgb[2] = 0.7 + 0.3 * g;
            return;
        }
        double t = tt[0];
        double px = ox + t * dx, py = oy + t * dy, pz = oz + t * dz;
        double nx, ny, nz, cr, cg, cb, refl;
        if (k == spheres.length) {
            nx = 0; ny = 1; nz = 0;
            int check = ((int) Math.floor(px) + (int) Math.floor(pz)) & 1;
            cr = cg = cb = check == 0 ? 0.9 : 0.25;
            refl = 0.3;
        } else {
            Sphere s = spheres[k];
            double ir = 1.0 / s.r;
            nx = (px - s.cx) * ir; ny = (py - s.cy) * ir; nz = (pz - s.cz) * ir;
            cr = s.cr; cg = s.cg; cb = s.cb;
            refl = s.refl;
        }
        double r = 0.1 * cr, g = 0.1 * cg, b = 0.1 * cb;   /* ambient */
        double vn = dx * nx + dy * ny + dz * nz;
        double rx = dx - 2 * vn * nx, ry = dy - 2 * vn * ny, rz = dz - 2 * vn * nz;   /* mirror direction */
        for (double[] l : lights) {
            double lx = l[0] - px, ly = l[1] - py, lz = l[2] - pz;
            double dist = Math.sqrt(lx * lx + ly * ly + lz * lz);
            lx /= dist; ly /= dist; lz /= dist;
            double ln = lx * nx + ly * ny + lz * nz;
            if (ln <= 0 || shadowed(px, py, pz, lx, ly, lz, dist)) continue;
            double diff = l[3] * ln;
            r += diff * cr; g += diff * cg; b += diff * cb;
            double sp = lx * rx + ly * ry + lz * rz;
            if (sp > 0) {
                sp *= sp; sp *= sp; sp *= sp; sp *= sp;   /* ^16 */
                double spec = 0.6 * l[3] * sp;
                r += spec; g += spec; b += spec;
            }
        }
        if (refl > 0 && depth < MAX_DEPTH) {
            double[] c = new double[3];
            trace(px, py, pz, rx, ry, rz, depth + 1, c);
            r = (1 - refl) * r + refl * c[0];
            g = (1 - refl) * g + refl * c[1];
            b = (1 - refl) * b + refl * c[2];
        }
        rgb[0] = r; rgb[1] = g; rgb[2] = b;
    }

    static int channel(double v) {
        if (v <= 0) return 0;
        if (v >= 1) return 255;
        return (int) (v * 255 + 0.5);
    }

    void renderRow(int[] row, int y, int size, int frame) {
        double ex = -1.5 + 0.3 * frame, ey = 2.5, ez = -6.0;   /* eye */
        /* looking at (0, 0.6, 2.6): forward f, right u, up w */
        double fx = 0 - ex, fy = 0.6 - ey, fz = 2.6 - ez;
        double fl = Math.sqrt(fx * fx + fy * fy + fz * fz);
        fx /= fl; fy /= fl; fz /= fl;
        double ux = fz, uz = -fx;   /* (0,1,0) x f, normalised */
        double ul = Math.sqrt(ux * ux + uz * uz);
        ux /= ul; uz /= ul;
        double wx = fy * uz, wy = fz * ux - fx * uz, wz = -fy * ux;   /* f x u */
        double[] rgb = new double[3];
        double v = 1.0 - (2.0 * y + 1.0) / size;
        for (int x = 0; x < size; x++) {
            double u = (2.0 * x + 1.0) / size - 1.0;
            double dx = fx + 0.6 * (u * ux + v * wx), dy = fy + 0.6 * v * wy, dz = fz + 0.6 * (u * uz + v * wz);
            double dl = Math.sqrt(dx * dx + dy * dy + dz * dz);
            trace(ex, ey, ez, dx / dl, dy / dl, dz / dl, 0, rgb);
            row[x] = channel(rgb[0]) << 16 | channel(rgb[1]) << 8 | channel(rgb[2]);
        }
    }

    static int arg(String[] a, int i, int dflt, int min, int max) {
        if (i >= a.length) return dflt;
        try {
            int v = Integer.parseInt(a[i]);
            if (v >= min && v <= max) return v;
        } catch (NumberFormatException e) { }
        System.err.println(USAGE);
        System.exit(2);
        return 0;
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length < 2 || args.length > 3) { System.err.println(USAGE); System.exit(2); }
        final int threads = arg(args, 0, 1, 1, 1024);
        final int size = arg(args, 1, 0, 1, 1 << 14);
        final int rounds = arg(args, 2, 1, 1, 1 << 20);
        final Raytrace scene = new Raytrace();
        final int[][] image = new int[size][];
        final int[] hashes = new int[rounds];
        final SplashBarrier bar = SplashBarrier.create(threads);
        Thread[] ts = new Thread[threads];
        for (int k = 0; k < threads; k++) {
            final int t = k;
            ts[k] = new Thread(() -> {
                for (int y = t; y < size; y += threads) image[y] = new int[size];
                for (int f = 0; f < rounds; f++) {
                    for (int y = t; y < size; y += threads) scene.renderRow(image[y], y, size, f);
                    bar.await();
                    if (t == 0) {
                        int h = 17;
                        for (int[] row : image)
                            for (int p : row) h = h * 31 + p;
                        hashes[f] = h;
                    }
                    bar.await();
                }
            });
            ts[k].start();
        }
        for (Thread th : ts) th.join();
        System.out.printf("raytrace %d x %d, %d frames%n", size, size, rounds);
        int all = 0;
        for (int f = 0; f < rounds; f++) {
            System.out.printf("frame %d hash %08x%n", f, hashes[f]);
            all = all * 1000003 ^ hashes[f];
        }
        System.out.printf("checksum %08x%n", all);
    }
}
