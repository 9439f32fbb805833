// JitBounds: bounds-check elimination (doc/jit.md, "Bounds checks").
// The loops of the first group have the shapes whose checks the JIT
// drops (i from a constant >= 0 up to a.length, or to a local set from
// a.length, i written only by the loop's i++); those of the second group
// look alike but are not safe -- each must still throw exactly as the
// stock JVM does, from the same access, with the same message.
public class JitBounds {
    static long sum(int[] a) {
        long s = 0;
        for (int i = 0; i < a.length; i++)
            s += a[i];
        return s;
    }

    static long each(long[] a) {
        long s = 0;
        for (long x : a)
            s = s * 31 + x;
        return s;
    }

    static int hoisted(char[] a) {
        int n = a.length, s = 0;
        for (int i = 0; i < n; i++)
            s = s * 7 + a[i];
        return s;
    }

    static void scale(double[] g, double k) {
        for (int i = 2; i < g.length - 1; i++) {
            double v = g[i];
            g[i] = v * k;
        }
    }

    static int nested(int[][] m) {
        int s = 0;
        for (int i = 0; i < m.length; i++) {
            int[] row = m[i];
            for (int j = 0; j < row.length; j++) {
                if (row[j] < 0)
                    continue;
                s += row[j] * (i + 1);
            }
        }
        return s;
    }

    // -- not safe: each throws from its access

    static int fromNegative(int[] a, int k) {
        int s = 0;
        for (int i = k; i < a.length; i++)
            s += a[i];
        return s;
    }

    static int skips(int[] a) {
        int s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i];
            if (a[i] == 6)
                i += 3;
            s += a[i];
        }
        return s;
    }

    static int swapsArray(int[] a, int[] shorter) {
        int s = 0;
        for (int i = 0; i < a.length; i++) {
            if (i == 2)
                a = shorter;
            s += a[i + 0 * s];
            s += a[i];
        }
        return s;
    }

    static int staleLength(int[] a, int[] shorter) {
        int n = a.length, s = 0;
        a = shorter;
        for (int i = 0; i < n; i++)
            s += a[i];
        return s;
    }

    static int otherArray(int[] a, int[] b) {
        int s = 0;
        for (int i = 0; i < a.length; i++)
            s += b[i];
        return s;
    }

    static int countsDown(int[] a) {
        int s = 0;
        for (int i = 0; i < a.length; i--)
            s += a[i];
        return s;
    }

    static void run(String what, java.util.function.IntSupplier f) {
        try {
            System.out.println(what + " " + f.getAsInt());
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(what + " " + e.getMessage() + " at " + e.getStackTrace()[0].getMethodName());
        }
    }

    public static void main(String[] args) {
        int[] a = new int[40];
        long[] l = new long[33];
        char[] ch = new char[50];
        double[] g = new double[30];
        int[][] m = new int[7][];
        for (int i = 0; i < a.length; i++) a[i] = i * 3 - 20;
        for (int i = 0; i < l.length; i++) l[i] = (long) i << 33;
        for (int i = 0; i < ch.length; i++) ch[i] = (char) ('a' + i % 26);
        for (int i = 0; i < m.length; i++) {
            m[i] = new int[i * 2];
            for (int j = 0; j < m[i].length; j++) m[i][j] = j - i;
        }
        long t = 0;
        for (int r = 0; r < 300; r++) {
            for (int i = 0; i < g.length; i++) g[i] = i + 0.25;
            scale(g, 1.5);
            t += sum(a) + each(l) + hoisted(ch) + nested(m) + (long) g[10];
        }
        System.out.println("safe " + t + " " + g[2] + " " + g[g.length - 1]);
        int[] small = { 1, 2, 6, 4, 5, 6, 7 };
        int[] three = { 9, 9, 9 };
        for (int r = 0; r < 300; r++) {
            run("fromNegative", () -> fromNegative(a, 0));
            run("otherArray", () -> otherArray(three, a));
        }
        run("fromNegative", () -> fromNegative(a, -2));
        run("skips", () -> skips(small));
        run("swapsArray", () -> swapsArray(a, three));
        run("staleLength", () -> staleLength(a, three));
        run("otherArray", () -> otherArray(a, three));
        run("countsDown", () -> countsDown(a));
    }
}
