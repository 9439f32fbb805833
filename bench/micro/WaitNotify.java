// wait/notify ping-pong between two threads.
public class WaitNotify {
    static final Object lock = new Object();
    static int turn;

    public static void main(String[] args) throws Exception {
        final int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40000;
        Thread other = new Thread(new Runnable() {
            public void run() {
                synchronized (lock) {
                    for (int i = 0; i < rounds; i++) {
                        while (turn != 1) {
                            try { lock.wait(); } catch (InterruptedException e) { return; }
                        }
                        turn = 0;
                        lock.notify();
                    }
                }
            }
        });
        other.start();
        long check = 0;
        synchronized (lock) {
            for (int i = 0; i < rounds; i++) {
                while (turn != 0) lock.wait();
                turn = 1;
                check += i;
                lock.notify();
            }
        }
        other.join();
        System.out.println("checksum " + check);
    }
}
