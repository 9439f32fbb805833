// Arrays larger than one message (64 MiB): a long[] of 80 MB and an Object[]
// made on the master are read and rewritten by a thread on node 1, then read
// again by the master. They travel in -Xgos:chunk parts (t_gos.sh also runs
// it with tiny chunks). The sums say whether every element arrived.
public class GosBigArray {
    public static void main(String[] a) throws Exception {
        int n = a.length > 0 ? Integer.parseInt(a[0]) : 10_000_000;
        final long[] big = new long[n];
        for (int i = 0; i < n; i++) big[i] = i;
        final Object[] refs = new Object[n / 100];
        for (int i = 0; i < refs.length; i++) refs[i] = Integer.valueOf(i);
        final long[] seen = new long[2];
        Thread w = new Thread(() -> {
            long s = 0;
            for (long v : big) s += v;
            for (Object o : refs) s += (Integer) o;
            seen[0] = s;
            for (int i = 0; i < big.length; i++) big[i] = 2L * i + 1;
            for (int i = 0; i < refs.length; i += 3) refs[i] = Long.valueOf(-i);
        });
        w.start();
        w.join();
        long s = 0, r = 0;
        for (long v : big) s += v;
        for (Object o : refs) r += ((Number) o).longValue();
        System.out.println("worker saw " + seen[0]);
        System.out.println("master sees " + s + " " + r);
    }
}
