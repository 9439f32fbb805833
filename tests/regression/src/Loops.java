public class Loops {
    public static void main(String[] args) {
        long sum = 0;
        for (int i = 0; i < 3000000; i++) sum += i ^ (i >>> 3);
        System.out.println("xor sum " + sum);
        int h = 17;
        for (int i = 0; i < 2000000; i++) h = h * 31 + (i % 1000);
        System.out.println("hash " + h);
        long prod = 1;
        for (int i = 1; i <= 25; i++) prod *= i;
        System.out.println("25! mod 2^64 " + prod);
        double harmonic = 0;
        for (int i = 1; i <= 1000000; i++) harmonic += 1.0 / i;
        System.out.println("harmonic " + harmonic);
        int collatzMax = 0, arg = 0;
        for (int s = 1; s < 30000; s++) {
            long x = s;
            int steps = 0;
            while (x != 1) { x = (x & 1) == 0 ? x >> 1 : 3 * x + 1; steps++; }
            if (steps > collatzMax) { collatzMax = steps; arg = s; }
        }
        System.out.println("collatz " + arg + " " + collatzMax);
        int w = 0;
        while (w < 100) w += 7;
        System.out.println("while " + w);
        int[] arr = new int[1000];
        for (int rep = 0; rep < 200; rep++) for (int i = 0; i < arr.length; i++) arr[i] += (i * rep) & 15;
        long acc = 0;
        for (int v : arr) acc = acc * 7 + v;
        System.out.println("arr " + acc);
        float f = 0;
        for (int i = 0; i < 100000; i++) f += 0.01f;
        System.out.println("float sum " + f);
        long lcg = 1;
        for (int i = 0; i < 1000000; i++) lcg = lcg * 6364136223846793005L + 1442695040888963407L;
        System.out.println("lcg " + lcg);
        char[] cs = new char[26];
        for (int i = 0; i < 26; i++) cs[i] = (char) ('a' + (i * 7) % 26);
        System.out.println(new String(cs));
        short sh = 0;
        for (int i = 0; i < 100000; i++) sh += 3;
        byte bt = 0;
        for (int i = 0; i < 1000; i++) bt++;
        System.out.println("short " + sh + " byte " + bt);
    }
}
