// Two threads take turns through wait/notify; the output order is fixed by the hand-off.
public class ThrHandOff {
    static final Object lock = new Object();
    static int turn;

    static final class Player extends Thread {
        final int me; final String word;
        Player(int me, String word) { this.me = me; this.word = word; }
        public void run() {
            for (int i = 0; i < 10; i++) {
                synchronized (lock) {
                    while (turn != me) {
                        try { lock.wait(); } catch (InterruptedException e) { return; }
                    }
                    System.out.println(word + " " + i);
                    turn = (turn + 1) % 3;
                    lock.notifyAll();
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Player a = new Player(0, "ping"), b = new Player(1, "pong"), c = new Player(2, "pang");
        c.start(); b.start(); a.start();
        a.join(); b.join(); c.join();
        System.out.println("turn " + turn);
    }
}
