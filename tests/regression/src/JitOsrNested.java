// On-stack replacement of nested loops (doc/jit.md, "On-stack
// replacement"): the inner loop gets hot first, so the compiled code is
// entered at its header in the middle of an outer iteration and runs the
// outer loop on to the end.  The methods are called once each, from
// main, and return an int, a long, a float, a double and a reference, so
// that every kind of result crosses back to the interpreted caller.
public class JitOsrNested {
    static int matmul(int n) {
        int[][] a = new int[n][n], b = new int[n][n], c = new int[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                a[i][j] = i + 2 * j;
                b[i][j] = i * j - 3;
            }
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                int s = 0;
                for (int k = 0; k < n; k++)
                    s += a[i][k] * b[k][j];
                c[i][j] = s;
            }
        int h = 0;
        for (int[] row : c)
            for (int v : row)
                h = h * 31 + v;
        return h;
    }

    static long triangle(int n) {
        long s = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j <= i; j++)
                s += (long) i * j ^ (s >>> 3);
        return s;
    }

    static float sumf(int n) {
        float f = 0;
        for (int i = 1; i < n; i++)
            for (int j = 0; j < 8; j++)
                f += 1.0f / (i + j);
        return f;
    }

    static double sumd(int n) {
        double d = 0;
        int i = 0;
        while (i < n) {
            int j = 0;
            do {
                d += Math.sqrt(i + j) / (j + 1);
                j++;
            } while (j < 5);
            i++;
        }
        return d;
    }

    static String build(int n) {
        StringBuilder sb = new StringBuilder();
        int x = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 100; j++)
                x = x * 1103515245 + 12345 + j;
            if ((i & 255) == 0)
                sb.append((char) ('a' + ((x >>> 16) & 15)));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.println("matmul " + matmul(60));
        System.out.println("triangle " + triangle(1500));
        System.out.println("sumf " + sumf(20000));
        System.out.println("sumd " + sumd(40000));
        System.out.println("build " + build(4000));
    }
}
