// Successive over-relaxation on a double[] as a static method, the shape
// the JIT's first path compiles (one-dimensional: double[][] rows need
// aaload, which it does not compile yet).  Compare ristretto with and
// without -Xjit:all (doc/jit.md).
public class SorKernel {
    static double sor(double[] g, double omega, int sweeps) {
        for (int s = 0; s < sweeps; s++)
            for (int i = 1; i < g.length - 1; i++)
                g[i] = omega * 0.5 * (g[i - 1] + g[i + 1]) + (1.0 - omega) * g[i];
        double sum = 0;
        for (int i = 0; i < g.length; i++) sum += g[i];
        return sum;
    }

    public static void main(String[] args) {
        int sweeps = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        double[] g = new double[10000];
        g[0] = 1.0;
        g[g.length - 1] = -2.0;
        System.out.println("checksum " + Long.toHexString(Double.doubleToRawLongBits(sor(g, 1.25, sweeps))));
    }
}
