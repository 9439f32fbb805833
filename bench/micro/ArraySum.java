public class ArraySum {
    public static void main(String[] args) {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 1200;
        int[] a = new int[100000];
        for (int i = 0; i < a.length; i++) a[i] = i * 31 % 1000;
        long sum = 0;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < a.length; i++) sum += a[i];
            a[r % a.length] ^= r;
        }
        System.out.println("checksum " + sum);
    }
}
