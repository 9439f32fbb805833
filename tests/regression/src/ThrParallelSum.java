// Parallel reduction: each thread sums a slice; main joins, then combines and prints.
public class ThrParallelSum {
    static final class Slice extends Thread {
        final long[] data; final int from, to; long sum; long max = Long.MIN_VALUE;
        Slice(long[] data, int from, int to) { this.data = data; this.from = from; this.to = to; }
        public void run() {
            for (int i = from; i < to; i++) { sum += data[i]; if (data[i] > max) max = data[i]; }
        }
    }

    public static void main(String[] args) throws Exception {
        long[] data = new long[1 << 18];
        long seed = 12345;
        for (int i = 0; i < data.length; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            data[i] = (seed >>> 40) % 100000;
        }
        for (int nt : new int[] { 1, 2, 3, 7, 16 }) {
            Slice[] s = new Slice[nt];
            int chunk = (data.length + nt - 1) / nt;
            for (int i = 0; i < nt; i++) {
                s[i] = new Slice(data, Math.min(i * chunk, data.length), Math.min((i + 1) * chunk, data.length));
                s[i].start();
            }
            long sum = 0, max = Long.MIN_VALUE;
            for (Slice x : s) { x.join(); sum += x.sum; max = Math.max(max, x.max); }
            System.out.println(nt + " threads: sum=" + sum + " max=" + max);
        }
    }
}
