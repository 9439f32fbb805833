import java.io.InputStream;

/* Time class-path resource lookups: getResourceAsStream + read of one
 * resource N times (default 2000), after 100 warm-up lookups, and a missing
 * name.  Prints microseconds per lookup; on a cluster (SPMD) each node
 * prints its own line.  Used by bench/resources/run.sh. */
public class ResourceBench {
    static int readAll(InputStream in) throws Exception {
        byte[] buf = new byte[8192];
        int n, total = 0;
        while ((n = in.read(buf, 0, buf.length)) > 0) {
            total += n;
        }
        in.close();
        return total;
    }

    public static void main(String[] args) throws Exception {
        String name = args.length > 0 ? args[0] : "benchres/small.txt";
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
        String node = "node " + Integer.getInteger("ristretto.node", 0);
        long sum = 0;
        for (int i = 0; i < 100; i++) {
            sum += readAll(ResourceBench.class.getResourceAsStream("/" + name));
        }
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            sum += readAll(ResourceBench.class.getResourceAsStream("/" + name));
        }
        long t1 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            if (ResourceBench.class.getResourceAsStream("/benchres/missing.txt") != null) {
                sum++;
            }
        }
        long t2 = System.nanoTime();
        System.out.printf("%s %s: %.1f us per lookup+read, %.1f us per missing lookup (bytes %d)%n",
                node, name, (t1 - t0) / 1000.0 / n, (t2 - t1) / 1000.0 / n, sum);
    }
}
