import java.util.Random;
public class RandomTest {
    public static void main(String[] args) {
        Random r = new Random(42);
        for (int i = 0; i < 10; i++) System.out.print(r.nextInt() + " ");
        System.out.println();
        for (int i = 0; i < 20; i++) System.out.print(r.nextInt(100) + " ");
        System.out.println();
        for (int i = 0; i < 10; i++) System.out.print(r.nextInt(7) + " " + r.nextInt(1 << 20) + " ");
        System.out.println();
        for (int i = 0; i < 5; i++) System.out.print(r.nextLong() + " ");
        System.out.println();
        for (int i = 0; i < 5; i++) System.out.print(r.nextDouble() + " ");
        System.out.println();
        for (int i = 0; i < 5; i++) System.out.print(r.nextFloat() + " ");
        System.out.println();
        for (int i = 0; i < 10; i++) System.out.print(r.nextBoolean() + " ");
        System.out.println();
        for (int i = 0; i < 5; i++) System.out.print(r.nextGaussian() + " ");
        System.out.println();
        byte[] bytes = new byte[10];
        r.nextBytes(bytes);
        System.out.println(java.util.Arrays.toString(bytes));
        Random r2 = new Random(0);
        Random r3 = new Random(0);
        boolean same = true;
        for (int i = 0; i < 1000; i++) if (r2.nextInt() != r3.nextInt()) same = false;
        System.out.println("same " + same);
        r2.setSeed(12345);
        System.out.println(r2.nextInt(1000) + " " + new Random(12345).nextInt(1000));
        Random r4 = new Random(-1L);
        long sum = 0;
        for (int i = 0; i < 100000; i++) sum += r4.nextInt(1000);
        System.out.println("sum " + sum);
        int[] hist = new int[10];
        Random r5 = new Random(99);
        for (int i = 0; i < 10000; i++) hist[r5.nextInt(10)]++;
        System.out.println(java.util.Arrays.toString(hist));
        try {
            r.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE bound");
        }
    }
}
