public class MultiArray {
    public static void main(String[] args) {
        int[][] m = new int[3][4];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) m[i][j] = i * 10 + j;
        for (int[] row : m) System.out.println(java.util.Arrays.toString(row));
        long[][][] cube = new long[2][3][4];
        long v = 0;
        for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) for (int k = 0; k < 4; k++) cube[i][j][k] = v++ * v;
        System.out.println(java.util.Arrays.deepToString(cube));
        int[][] jag = new int[4][];
        for (int i = 0; i < jag.length; i++) {
            jag[i] = new int[i + 1];
            for (int j = 0; j <= i; j++) jag[i][j] = (i == 0 || j == 0 || j == i) ? 1 : jag[i - 1][j - 1] + jag[i - 1][j];
        }
        System.out.println(java.util.Arrays.deepToString(jag));
        String[][] names = new String[2][2];
        System.out.println(java.util.Arrays.deepToString(names));
        names[1][0] = "x";
        System.out.println(java.util.Arrays.deepToString(names));
        char[][] board = new char[3][3];
        for (char[] r : board) java.util.Arrays.fill(r, '.');
        board[1][1] = 'X'; board[0][2] = 'O';
        for (char[] r : board) System.out.println(new String(r));
        double[][] partial = new double[2][];
        System.out.println(partial[0] == null);
        boolean[][][] flags = new boolean[2][2][2];
        flags[1][1][1] = true;
        System.out.println(java.util.Arrays.deepToString(flags));
        int[][] copy = m.clone();
        copy[0][0] = 999;
        System.out.println(m[0][0] + " shallow clone");
        copy[1] = new int[]{7};
        System.out.println(m[1].length + " " + copy[1].length);
        Object o = m;
        System.out.println((o instanceof int[][]) + " " + (o instanceof Object[]) + " " + (o instanceof int[]));
        int[][][] zeroDim = new int[2][0][5];
        System.out.println(zeroDim.length + " " + zeroDim[1].length);
        byte[][] bytes = {{1, 2}, {3}};
        short[][] shorts = new short[2][2];
        shorts[1][1] = (short) 40000;
        System.out.println(bytes[0][1] + bytes[1][0] + " " + shorts[1][1]);
        try {
            int[][] bad = new int[2][-1];
            System.out.println(bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("NASE " + e.getMessage());
        }
        long sum = 0;
        int[][] big = new int[200][200];
        for (int i = 0; i < 200; i++) for (int j = 0; j < 200; j++) big[i][j] = i ^ j;
        for (int[] r : big) for (int x : r) sum += x;
        System.out.println("sum " + sum);
    }
}
