// An int[] kernel as a static method, the shape the JIT's first path
// compiles: every element access has the null, GOS state and bounds checks.
// Compare ristretto with and without -Xjit:all (doc/jit.md).
public class ArrayKernel {
    static int kernel(int[] a, int reps) {
        int s = 0;
        for (int r = 0; r < reps; r++) {
            for (int i = 1; i < a.length; i++) {
                a[i] = a[i - 1] + (a[i] ^ r);
                s += a[i] >>> 3;
            }
        }
        return s;
    }

    public static void main(String[] args) {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int[] a = new int[10000];
        for (int i = 0; i < a.length; i++) a[i] = i * 7;
        System.out.println("checksum " + kernel(a, reps));
    }
}
