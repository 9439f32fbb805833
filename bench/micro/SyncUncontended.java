// Uncontended monitor enter/exit: synchronized blocks and methods on one thread.
public class SyncUncontended {
    private int n;

    synchronized void inc() { n++; }

    public static void main(String[] args) {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 4000000;
        SyncUncontended s = new SyncUncontended();
        Object lock = new Object();
        long check = 0;
        for (int i = 0; i < reps; i++) {
            s.inc();
            synchronized (lock) { check += i & 7; }
        }
        System.out.println("checksum " + (check + s.n));
    }
}
