// Small methods called in a hot loop, as object-oriented kernels write
// them: a vector class with a dot product and a squared norm, accessor
// methods of an array wrapper, and static helpers of integer and double
// arithmetic.  The JIT inlines their straight-line bodies (jit_pure.c);
// compare with -Xjit:inline=off to see what the calls cost.
public class CallKernel {
    static final class Vec {
        final double x, y, z;
        Vec(double x, double y, double z) { this.x = x; this.y = y; this.z = z; }
        double dot(Vec o) { return x * o.x + y * o.y + z * o.z; }
        double norm2() { return x * x + y * y + z * z; }
    }

    static final class Grid {
        private final int[] cells;
        Grid(int n) { cells = new int[n]; }
        int get(int i) { return cells[i]; }
        int size() { return cells.length; }
    }

    static int mix(int a, int b) { return (a << 5) - a + (b ^ (b >>> 3)); }
    static double lerp(double a, double b, double t) { return a + (b - a) * t; }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3000;
        Vec[] vs = new Vec[1000];
        for (int i = 0; i < vs.length; i++)
            vs[i] = new Vec(i * 0.5, 1.0 - i * 0.25, (i % 7) * 0.125);
        Grid g = new Grid(4096);
        for (int i = 0; i < g.size(); i++)
            g.cells[i] = i * 2654435 >>> 7;
        double acc = 0;
        int h = 0;
        for (int r = 0; r < rounds; r++) {
            Vec a = vs[r % vs.length];
            for (int i = 0; i < vs.length; i++)
                acc = lerp(acc, a.dot(vs[i]) + vs[i].norm2(), 1e-3);
            for (int i = 0; i < g.size(); i++)
                h = mix(h, g.get(i));
        }
        System.out.println("checksum " + (long) acc + " " + h);
    }
}
