public class NQueens {
    static int solutions;
    static int[] first;
    static void solve(int row, int n, int[] cols, boolean[] used, boolean[] d1, boolean[] d2) {
        if (row == n) {
            if (solutions == 0) first = cols.clone();
            solutions++;
            return;
        }
        for (int c = 0; c < n; c++) {
            if (used[c] || d1[row + c] || d2[row - c + n - 1]) continue;
            used[c] = d1[row + c] = d2[row - c + n - 1] = true;
            cols[row] = c;
            solve(row + 1, n, cols, used, d1, d2);
            used[c] = d1[row + c] = d2[row - c + n - 1] = false;
        }
    }
    static int bits(int n, int row, int cols, int dl, int dr) {
        if (row == n) return 1;
        int count = 0;
        int avail = ~(cols | dl | dr) & ((1 << n) - 1);
        while (avail != 0) {
            int bit = avail & -avail;
            avail -= bit;
            count += bits(n, row + 1, cols | bit, (dl | bit) << 1, (dr | bit) >> 1);
        }
        return count;
    }
    public static void main(String[] args) {
        for (int n = 1; n <= 9; n++) {
            solutions = 0;
            solve(0, n, new int[n], new boolean[n], new boolean[2 * n], new boolean[2 * n]);
            System.out.println(n + " queens: " + solutions + " (bits " + bits(n, 0, 0, 0, 0) + ")");
            if (n == 8) {
                for (int r = 0; r < n; r++) {
                    StringBuilder sb = new StringBuilder();
                    for (int c = 0; c < n; c++) sb.append(first[r] == c ? 'Q' : '.');
                    System.out.println(sb);
                }
            }
        }
        System.out.println("11 queens bits: " + bits(11, 0, 0, 0, 0));
    }
}
