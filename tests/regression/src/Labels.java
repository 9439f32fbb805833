public class Labels {
    public static void main(String[] args) {
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) continue outer;
                if (i == 3) break outer;
                System.out.print(i + "" + j + " ");
            }
        }
        System.out.println();
        int found = -1;
        search:
        for (int i = 2; i < 100; i++) {
            for (int j = 2; j * j <= i; j++) if (i % j == 0) continue search;
            if (i > 50) { found = i; break search; }
        }
        System.out.println("first prime > 50: " + found);
        block: {
            System.out.println("in block");
            if (found > 0) break block;
            System.out.println("not printed");
        }
        int k = 0;
        loop:
        while (true) {
            k++;
            switch (k) {
                case 1: continue loop;
                case 5: break loop;
                default: System.out.print("k" + k + " ");
            }
        }
        System.out.println();
        int n = 0;
        do {
            n += 3;
            if (n % 2 == 0) continue;
            System.out.print(n + " ");
        } while (n < 20);
        System.out.println();
        int[][] grid = {{1, 2, 3}, {4, -5, 6}, {7, 8, 9}};
        String where = "none";
        find:
        for (int r = 0; r < grid.length; r++)
            for (int c = 0; c < grid[r].length; c++)
                if (grid[r][c] < 0) { where = r + "," + c; break find; }
        System.out.println("negative at " + where);
        int count = 0;
        a: for (int x = 0; x < 10; x++) b: for (int y = 0; y < 10; y++) c: for (int z = 0; z < 10; z++) {
            if (z > y) continue b;
            if (y > x) continue a;
            count++;
        }
        System.out.println("count " + count);
        for (int i = 0, j = 10; i < j; i += 2, j--) System.out.print(i + ":" + j + " ");
        System.out.println();
    }
}
