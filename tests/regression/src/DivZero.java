public class DivZero {
    static int zero() { return 0; }
    static long lzero() { return 0L; }
    public static void main(String[] args) {
        int[] vals = {1, -1, 0, 100, Integer.MIN_VALUE};
        for (int v : vals) {
            try {
                System.out.println(v / zero());
            } catch (ArithmeticException e) {
                System.out.println("idiv " + v + ": " + e.getMessage());
            }
            try {
                System.out.println(v % zero());
            } catch (ArithmeticException e) {
                System.out.println("irem " + v + ": " + e.getMessage());
            }
            try {
                System.out.println((long) v / lzero());
            } catch (ArithmeticException e) {
                System.out.println("ldiv " + v + ": " + e.getMessage());
            }
            try {
                System.out.println((long) v % lzero());
            } catch (ArithmeticException e) {
                System.out.println("lrem " + v + ": " + e.getMessage());
            }
            System.out.println("fdiv " + ((float) v / zero()) + " drem " + ((double) v % zero()));
        }
        try {
            int a = 10;
            a /= zero();
            System.out.println(a);
        } catch (ArithmeticException e) {
            System.out.println("compound: " + e.getMessage() + " " + e.getClass().getName());
        }
        try {
            System.out.println(Math.floorDiv(5, zero()));
        } catch (ArithmeticException e) {
            System.out.println("floorDiv: " + e.getMessage());
        }
        try {
            System.out.println(Math.floorMod(5L, lzero()));
        } catch (ArithmeticException e) {
            System.out.println("floorMod: " + e.getMessage());
        }
        System.out.println("done");
    }
}
