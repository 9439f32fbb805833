// JitSlotReuse: javac gives one local slot to an int in one block and to
// a long (or a float) in the next; the JIT pins such a slot to a register
// as the width used most and reloads the register after each write of
// the other width (doc/jit.md, "Values in registers").  Hot loops over
// both lifetimes, entered by OSR too, with the stock JVM's answers.
public class JitSlotReuse {
    static long intThenLong(int[] a, int reps) {
        for (int i = 0; i < a.length; i++)           // slot 2: an int ...
            a[i] = i * 31 % 1000;
        long sum = 0;                                // ... then a long
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < a.length; i++)
                sum += a[i];
            a[r % a.length] ^= r;
        }
        return sum;
    }

    static long longThenInt(int n) {
        long acc = 1;
        {
            long p = 3;                              // slot 3: a long ...
            for (int k = 0; k < n; k++) {
                p = p * 6364136223846793005L + 1442695040888963407L;
                acc ^= p >>> 7;
            }
        }
        int q = 0;                                   // ... then an int, stepped by iinc
        for (int k = 0; k < n * 4; k++) {
            q += 3;
            q ^= k;
            acc += q;
        }
        return acc;
    }

    static long mixedInOneLoop(int n) {
        long total = 0;
        for (int round = 0; round < n; round++) {
            {
                int t = round * 7;                   // the same slot, both widths, each round
                t += 1000;
                total += t;
            }
            {
                long u = (long) round << 35;
                u += 12345;
                total ^= u;
            }
            {
                float f = round * 0.5f;
                total += (long) (f * 4);
            }
        }
        return total;
    }

    public static void main(String[] args) {
        int[] a = new int[5000];
        long h = 0;
        for (int r = 0; r < 30; r++) {
            h = h * 31 + intThenLong(a, 20);
            h = h * 31 + longThenInt(500 + r);
            h = h * 31 + mixedInOneLoop(300 + r);
        }
        System.out.println("hash " + h);
        System.out.println(intThenLong(new int[100000], 200));
        System.out.println(longThenInt(200000));
        System.out.println(mixedInOneLoop(400000));
    }
}
