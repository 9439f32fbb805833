import java.util.Arrays;
public class ArrayCopy {
    public static void main(String[] args) {
        int[] a = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(a, 0, a, 2, 6);
        System.out.println(Arrays.toString(a));
        int[] b = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(b, 3, b, 1, 6);
        System.out.println(Arrays.toString(b));
        char[] c = "abcdefgh".toCharArray();
        System.arraycopy(c, 1, c, 0, 7);
        System.out.println(new String(c));
        long[] l = {1, 2, 3, 4, 5};
        System.arraycopy(l, 0, l, 1, 4);
        System.out.println(Arrays.toString(l));
        double[] d = {1.5, 2.5, 3.5};
        double[] d2 = new double[5];
        System.arraycopy(d, 0, d2, 1, 3);
        System.out.println(Arrays.toString(d2));
        Object[] objs = {"a", "b", "c", "d"};
        System.arraycopy(objs, 0, objs, 1, 3);
        System.out.println(Arrays.toString(objs));
        String[] strs = new String[3];
        Object[] src = {"x", "y", "z"};
        System.arraycopy(src, 0, strs, 0, 3);
        System.out.println(Arrays.toString(strs));
        Object[] mixed = {"ok", 5, "no"};
        String[] dst = new String[3];
        try {
            System.arraycopy(mixed, 0, dst, 0, 3);
        } catch (ArrayStoreException e) {
            System.out.println("ASE partial " + Arrays.toString(dst));
        }
        try {
            System.arraycopy(a, -1, b, 0, 1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE negative src");
        }
        try {
            System.arraycopy(a, 0, b, 0, -1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE negative length");
        }
        try {
            System.arraycopy(null, 0, b, 0, 1);
        } catch (NullPointerException e) {
            System.out.println("NPE null src");
        }
        try {
            System.arraycopy("notarray", 0, b, 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("ASE non-array");
        }
        System.arraycopy(a, 0, b, 10, 0);
        System.out.println("zero-length at end ok");
        byte[] bytes = new byte[16];
        for (int i = 0; i < 16; i++) bytes[i] = (byte) (i * 17);
        System.arraycopy(bytes, 0, bytes, 8, 8);
        System.out.println(Arrays.toString(bytes));
        short[] sh = {1, 2, 3};
        short[] sh2 = Arrays.copyOf(sh, 5);
        boolean[] bo = {true, false};
        boolean[] bo2 = Arrays.copyOf(bo, 3);
        System.out.println(Arrays.toString(sh2) + " " + Arrays.toString(bo2));
        int[][] grid = {{1, 2}, {3, 4}};
        int[][] g2 = new int[2][];
        System.arraycopy(grid, 0, g2, 0, 2);
        g2[0][0] = 100;
        System.out.println(grid[0][0] + " " + (grid[1] == g2[1]));
        int[] big = new int[10000];
        for (int i = 0; i < big.length; i++) big[i] = i;
        for (int k = 0; k < 100; k++) System.arraycopy(big, 1, big, 0, big.length - 1);
        System.out.println(big[0] + " " + big[9899] + " " + big[9999]);
    }
}
