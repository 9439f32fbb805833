public class MatrixMul {
    static double[][] mul(double[][] a, double[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        double[][] c = new double[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                double s = 0;
                for (int x = 0; x < k; x++) s += a[i][x] * b[x][j];
                c[i][j] = s;
            }
        return c;
    }
    static long[][] mulMod(long[][] a, long[][] b, long mod) {
        int n = a.length;
        long[][] c = new long[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
            long s = 0;
            for (int x = 0; x < n; x++) s = (s + a[i][x] * b[x][j]) % mod;
            c[i][j] = s;
        }
        return c;
    }
    public static void main(String[] args) {
        double[][] a = {{1, 2, 3}, {4, 5, 6}};
        double[][] b = {{7, 8}, {9, 10}, {11, 12}};
        System.out.println(java.util.Arrays.deepToString(mul(a, b)));
        int n = 60;
        double[][] x = new double[n][n], y = new double[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { x[i][j] = (i * j % 7) - 3; y[i][j] = (i + 2 * j) % 5 * 0.5; }
        double[][] z = mul(x, y);
        double trace = 0, sum = 0;
        for (int i = 0; i < n; i++) { trace += z[i][i]; for (int j = 0; j < n; j++) sum += z[i][j]; }
        System.out.println("trace " + trace + " sum " + sum);
        long[][] fibm = {{1, 1}, {1, 0}};
        long[][] r = {{1, 0}, {0, 1}};
        long e = 1000000;
        long[][] base = fibm;
        while (e > 0) { if ((e & 1) == 1) r = mulMod(r, base, 1000000007L); base = mulMod(base, base, 1000000007L); e >>= 1; }
        System.out.println("fib(1e6) mod p = " + r[0][1]);
        int[][] im = new int[4][4];
        for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) im[i][j] = i == j ? 2 : (i + j) % 3;
        int[][] t = new int[4][4];
        for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) t[j][i] = im[i][j];
        System.out.println(java.util.Arrays.deepToString(t));
        double[][] m3 = {{2, -1, 0}, {-1, 2, -1}, {0, -1, 2}};
        System.out.println("det " + (m3[0][0] * (m3[1][1] * m3[2][2] - m3[1][2] * m3[2][1]) - m3[0][1] * (m3[1][0] * m3[2][2] - m3[1][2] * m3[2][0]) + m3[0][2] * (m3[1][0] * m3[2][1] - m3[1][1] * m3[2][0])));
    }
}
