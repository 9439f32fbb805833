// Contended monitors: 4 threads increment one counter under synchronized.
public class SyncContended {
    static final Object lock = new Object();
    static long counter;

    public static void main(String[] args) throws Exception {
        final int reps = args.length > 0 ? Integer.parseInt(args[0]) : 1000000;
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < reps; k++) {
                        synchronized (lock) { counter++; }
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("checksum " + counter);
    }
}
