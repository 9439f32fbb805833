// Dining philosophers without deadlock: forks are always taken lower index first.
public class ThrPhilosophers {
    static final int N = 5, MEALS = 2000;
    static final Object[] forks = new Object[N];
    static final int[] meals = new int[N];
    static final int[] forkUses = new int[N];

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < N; i++) forks[i] = new Object();
        Thread[] ts = new Thread[N];
        for (int i = 0; i < N; i++) {
            final int me = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    int a = me, b = (me + 1) % N;
                    int first = Math.min(a, b), second = Math.max(a, b);
                    for (int k = 0; k < MEALS; k++) {
                        synchronized (forks[first]) {
                            synchronized (forks[second]) {
                                meals[me]++;
                                forkUses[first]++;
                                forkUses[second]++;
                            }
                        }
                        if ((k & 63) == 0) Thread.yield();
                    }
                }
            }, "philosopher-" + i);
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        for (int i = 0; i < N; i++) System.out.println(ts[i].getName() + " ate " + meals[i] + ", fork " + i + " used " + forkUses[i]);
    }
}
