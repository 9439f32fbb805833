// Math calls in a hot loop, the shape of the SPLASH-2 and Java Grande
// kernels' inner loops (distances, clamping): sqrt, abs, min and max,
// which the JIT compiles in line (jit-i386/jit_compile.c, emit_intrinsic).
// Compare -Xjit:all with -Xjit:all,intrinsics=off.
//   MathKernel [N]   (N points, each against each; default 3000)
public class MathKernel {
    static double kernel(double[] x, double[] y, int[] cell) {
        double acc = 0;
        int n = x.length, lo = Integer.MAX_VALUE, hi = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double dx = x[i] - x[j], dy = Math.abs(y[i] - y[j]);
                acc += Math.sqrt(dx * dx + dy * dy);
                int d = Math.abs(cell[i] - cell[j]);
                lo = Math.min(lo, d);
                hi = Math.max(hi, d);
            }
        }
        return acc + lo + hi;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 3000;
        double[] x = new double[n], y = new double[n];
        int[] cell = new int[n];
        long s = 1;
        for (int i = 0; i < n; i++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            x[i] = (s >>> 11) * 0x1.0p-53;
            y[i] = ((s >>> 7) & 0xffff) / 65536.0;
            cell[i] = (int) (s >>> 40) & 1023;
        }
        System.out.printf("%.6f%n", kernel(x, y, cell));
    }
}
