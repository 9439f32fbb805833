// On-stack replacement while another thread collects (doc/jit.md,
// "On-stack replacement"): the main thread runs a loop, called once,
// whose locals hold references (arrays, a list, a string) across the
// switch from the interpreter to compiled code, while a second thread
// allocates enough to make the collector stop the world many times.
// Both do a fixed amount of work and print checksums, so the output is
// the same whatever the interleaving.
import java.util.ArrayList;

public class JitOsrGc {
    static volatile boolean go;

    public static void main(String[] args) throws Exception {
        final long[] garbage = new long[1];
        Thread g = new Thread(() -> {
            long s = 0;
            for (int i = 0; i < 20000; i++) {
                int[] x = new int[64 + (i & 127)];
                x[i & 63] = i;
                Object[] o = new Object[8];
                o[i & 7] = x;
                s += x[i & 63] + o.length + ((int[]) o[i & 7]).length;
            }
            garbage[0] = s;
        });
        g.start();
        int[] counts = new int[16];
        long[] longs = new long[4];
        ArrayList<Integer> kept = new ArrayList<>();
        String tag = "t";
        Object box = Integer.valueOf(7);
        long acc = 0;
        double d = 0.5;
        for (int i = 0; i < 400000; i++) {
            counts[i & 15] += i;
            longs[i & 3] ^= (long) i * i;
            acc += counts[(i * 5) & 15] ^ (acc >>> 7);
            d = d * 0.999 + (i & 3);
            if ((i & 4095) == 0) {
                kept.add(i);
                box = Integer.valueOf(i ^ (Integer) box);
                tag = tag.concat(Integer.toString(i & 7));
            }
        }
        g.join();
        long k = 0;
        for (int v : kept)
            k += v;
        System.out.println("acc " + acc + " d " + d + " box " + box);
        System.out.println("kept " + kept.size() + " " + k + " tag " + tag.length() + " " + tag.hashCode());
        System.out.println("longs " + (longs[0] ^ longs[1] ^ longs[2] ^ longs[3]) + " counts " + counts[5]);
        System.out.println("garbage " + garbage[0]);
    }
}
