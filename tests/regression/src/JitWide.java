// JitWide: instructions the JIT once left to the interpreter -- wide
// loads, stores and iinc (locals past 255, increments past a byte) and
// multianewarray -- in methods that run compiled (-Xjit:all, and hot
// under the default threshold), with the answers of the stock JVM.
// The 130 double locals of work() take slots 1..260, so every local
// declared after them needs the wide forms.
public class JitWide {
    static long work(int n) {
        double d0 = 0.25, d1 = 1.25, d2 = 2.25, d3 = 3.25, d4 = 4.25, d5 = 5.25, d6 = 6.25, d7 = 7.25, d8 = 8.25, d9 = 9.25;
        double d10 = 10.25, d11 = 11.25, d12 = 12.25, d13 = 13.25, d14 = 14.25, d15 = 15.25, d16 = 16.25, d17 = 17.25, d18 = 18.25, d19 = 19.25;
        double d20 = 20.25, d21 = 21.25, d22 = 22.25, d23 = 23.25, d24 = 24.25, d25 = 25.25, d26 = 26.25, d27 = 27.25, d28 = 28.25, d29 = 29.25;
        double d30 = 30.25, d31 = 31.25, d32 = 32.25, d33 = 33.25, d34 = 34.25, d35 = 35.25, d36 = 36.25, d37 = 37.25, d38 = 38.25, d39 = 39.25;
        double d40 = 40.25, d41 = 41.25, d42 = 42.25, d43 = 43.25, d44 = 44.25, d45 = 45.25, d46 = 46.25, d47 = 47.25, d48 = 48.25, d49 = 49.25;
        double d50 = 50.25, d51 = 51.25, d52 = 52.25, d53 = 53.25, d54 = 54.25, d55 = 55.25, d56 = 56.25, d57 = 57.25, d58 = 58.25, d59 = 59.25;
        double d60 = 60.25, d61 = 61.25, d62 = 62.25, d63 = 63.25, d64 = 64.25, d65 = 65.25, d66 = 66.25, d67 = 67.25, d68 = 68.25, d69 = 69.25;
        double d70 = 70.25, d71 = 71.25, d72 = 72.25, d73 = 73.25, d74 = 74.25, d75 = 75.25, d76 = 76.25, d77 = 77.25, d78 = 78.25, d79 = 79.25;
        double d80 = 80.25, d81 = 81.25, d82 = 82.25, d83 = 83.25, d84 = 84.25, d85 = 85.25, d86 = 86.25, d87 = 87.25, d88 = 88.25, d89 = 89.25;
        double d90 = 90.25, d91 = 91.25, d92 = 92.25, d93 = 93.25, d94 = 94.25, d95 = 95.25, d96 = 96.25, d97 = 97.25, d98 = 98.25, d99 = 99.25;
        double d100 = 100.25, d101 = 101.25, d102 = 102.25, d103 = 103.25, d104 = 104.25, d105 = 105.25, d106 = 106.25, d107 = 107.25, d108 = 108.25, d109 = 109.25;
        double d110 = 110.25, d111 = 111.25, d112 = 112.25, d113 = 113.25, d114 = 114.25, d115 = 115.25, d116 = 116.25, d117 = 117.25, d118 = 118.25, d119 = 119.25;
        double d120 = 120.25, d121 = 121.25, d122 = 122.25, d123 = 123.25, d124 = 124.25, d125 = 125.25, d126 = 126.25, d127 = 127.25, d128 = 128.25, d129 = 129.25;
        int i = 0;
        long acc = 7;
        float f = 0.5f;
        double d = 1.0;
        Object o = null;
        int[] arr = new int[17];
        for (int k = 0; k < n; k += 3) {
            i += 1000;                    // wide iinc: local and constant
            i -= 40000;
            acc = acc * 31 + k + i;
            f += 0.25f * k;
            d = d * 1.000001 + k;
            o = (k & 1) == 0 ? "even" : arr;
            arr[k % arr.length] += k;
            d77 += k;                     // a wide dstore in the loop
        }
        double s = 0;
        s += d0 + d1 + d2 + d3 + d4 + d5 + d6 + d7 + d8 + d9 + d10 + d11 + d12;
        s += d13 + d14 + d15 + d16 + d17 + d18 + d19 + d20 + d21 + d22 + d23 + d24 + d25;
        s += d26 + d27 + d28 + d29 + d30 + d31 + d32 + d33 + d34 + d35 + d36 + d37 + d38;
        s += d39 + d40 + d41 + d42 + d43 + d44 + d45 + d46 + d47 + d48 + d49 + d50 + d51;
        s += d52 + d53 + d54 + d55 + d56 + d57 + d58 + d59 + d60 + d61 + d62 + d63 + d64;
        s += d65 + d66 + d67 + d68 + d69 + d70 + d71 + d72 + d73 + d74 + d75 + d76 + d77;
        s += d78 + d79 + d80 + d81 + d82 + d83 + d84 + d85 + d86 + d87 + d88 + d89 + d90;
        s += d91 + d92 + d93 + d94 + d95 + d96 + d97 + d98 + d99 + d100 + d101 + d102 + d103;
        s += d104 + d105 + d106 + d107 + d108 + d109 + d110 + d111 + d112 + d113 + d114 + d115 + d116;
        s += d117 + d118 + d119 + d120 + d121 + d122 + d123 + d124 + d125 + d126 + d127 + d128 + d129;
        long h = acc ^ i;
        h = h * 31 + Float.floatToIntBits(f);
        h = h * 31 + Double.doubleToLongBits(d);
        h = h * 31 + Double.doubleToLongBits(s);
        h = h * 31 + (o instanceof String ? 1 : 2);
        for (int x : arr)
            h = h * 31 + x;
        return h;
    }

    static int bump(int x) {
        x += 200;                         // wide iinc on a low local
        x -= 32768;
        x += 32767;
        return x;
    }

    static int[][][] grid(int a, int b, int c) {
        int[][][] g = new int[a][b][c];
        for (int x = 0; x < a; x++)
            for (int y = 0; y < b; y++)
                for (int z = 0; z < c; z++)
                    g[x][y][z] = x * 100 + y * 10 + z;
        return g;
    }

    static long sum(int[][][] g) {
        long s = 0;
        for (int[][] p : g)
            for (int[] q : p)
                for (int v : q)
                    s += v;
        return s;
    }

    static String shapes(int n) {
        long[][][] partial = new long[n][n + 1][];      // two of three dimensions
        String[][] names = new String[n][2];
        double[][] m = new double[0][n];
        StringBuilder sb = new StringBuilder();
        sb.append(partial.length).append(' ').append(partial[n - 1].length).append(' ')
          .append(partial[0][0] == null).append(' ').append(names[n - 1][1]).append(' ')
          .append(m.length).append(' ').append(partial.getClass().getName()).append(' ')
          .append(names.getClass().getName());
        return sb.toString();
    }

    static String negative(int a, int b) {
        try {
            int[][] bad = new int[a][b];
            return "made " + bad.length;
        } catch (NegativeArraySizeException e) {
            return "NegativeArraySizeException " + e.getMessage();
        }
    }

    public static void main(String[] args) {
        long h = 0;
        for (int r = 0; r < 40; r++)
            h = h * 7 + work(300 + r);
        System.out.println("work " + h);
        int b = 0;
        for (int r = 0; r < 2000; r++)
            b += bump(r);
        System.out.println("bump " + b);
        long g = 0;
        for (int r = 1; r < 60; r++)
            g += sum(grid(r % 5 + 1, r % 7 + 1, r % 3 + 1));
        System.out.println("grid " + g);
        for (int r = 1; r < 40; r++) {
            String s = shapes(r % 4 + 1);
            if (r > 35)
                System.out.println(s);
        }
        for (int r = 0; r < 40; r++) {
            String s = negative(r % 3 - 1, r % 4 - 2);
            if (r < 6)
                System.out.println(s);
        }
        System.out.println(negative(0, -5));
    }
}
