// Many short-lived threads that take a monitor homed at the master: on a
// cluster each remote thread gets a monitor proxy thread at the home
// (gos/gos_lock.c), which must end when the thread has ended (MON BYE);
// before 27 Nov 2026 every proxy lived until the program ended, and an
// IA-32 master ran out of address space for their stacks after a few
// hundred.  t_gos.sh checks the count and the master's proxy statistics.
public class GosProxies {
    static final Object lock = new Object();
    static int count;

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        for (int r = 0; r < rounds; r++) {
            Thread[] ts = new Thread[4];
            for (int i = 0; i < ts.length; i++) {
                ts[i] = new Thread() {
                    public void run() {
                        for (int k = 0; k < 5; k++)
                            synchronized (lock) {
                                count++;
                            }
                    }
                };
                ts[i].start();
            }
            for (Thread t : ts)
                t.join();
        }
        synchronized (lock) {
            System.out.println("count " + count);
        }
    }
}
