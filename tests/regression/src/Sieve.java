public class Sieve {
    public static void main(String[] args) {
        int n = 1000000;
        boolean[] composite = new boolean[n + 1];
        for (int i = 2; (long) i * i <= n; i++)
            if (!composite[i]) for (int j = i * i; j <= n; j += i) composite[j] = true;
        int count = 0;
        long sum = 0;
        int last = 0;
        StringBuilder first = new StringBuilder();
        for (int i = 2; i <= n; i++) if (!composite[i]) {
            count++; sum += i; last = i;
            if (count <= 30) first.append(i).append(' ');
        }
        System.out.println(first.toString().trim());
        System.out.println("count " + count + " sum " + sum + " last " + last);
        int twins = 0;
        for (int i = 3; i + 2 <= n; i += 2) if (!composite[i] && !composite[i + 2]) twins++;
        System.out.println("twin pairs " + twins);
        java.util.BitSet bs = new java.util.BitSet(1000);
        bs.set(2, 1000);
        for (int i = 2; i * i < 1000; i++) if (bs.get(i)) for (int j = i * i; j < 1000; j += i) bs.clear(j);
        System.out.println("bitset primes below 1000: " + bs.cardinality() + " next after 500: " + bs.nextSetBit(500));
    }
}
