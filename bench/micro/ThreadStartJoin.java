// Thread creation, start and join, one at a time.
public class ThreadStartJoin {
    static long total;

    public static void main(String[] args) throws Exception {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 800;
        for (int i = 0; i < reps; i++) {
            final int v = i;
            Thread t = new Thread(new Runnable() {
                public void run() { synchronized (ThreadStartJoin.class) { total += v; } }
            });
            t.start();
            t.join();
        }
        System.out.println("checksum " + total);
    }
}
