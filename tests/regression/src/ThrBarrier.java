// Barrier phases written with synchronized/wait: every worker finishes phase k before any starts k+1.
public class ThrBarrier {
    static final class Barrier {
        final int parties; int waiting; int generation;
        Barrier(int parties) { this.parties = parties; }
        synchronized void await() throws InterruptedException {
            int gen = generation;
            if (++waiting == parties) {
                waiting = 0;
                generation++;
                notifyAll();
                return;
            }
            while (gen == generation) wait();
        }
    }

    static final int N = 6, PHASES = 5;
    static final int[][] cells = new int[PHASES + 1][N];
    static final Barrier barrier = new Barrier(N);

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < N; i++) cells[0][i] = i + 1;
        Thread[] ts = new Thread[N];
        for (int i = 0; i < N; i++) {
            final int me = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int p = 1; p <= PHASES; p++) {
                            // read neighbours of the previous phase, which all threads finished
                            int left = cells[p - 1][(me + N - 1) % N], right = cells[p - 1][(me + 1) % N];
                            cells[p][me] = left + cells[p - 1][me] * 2 + right;
                            barrier.await();
                        }
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        for (int p = 0; p <= PHASES; p++) {
            StringBuilder sb = new StringBuilder("phase " + p + ":");
            for (int v : cells[p]) sb.append(' ').append(v);
            System.out.println(sb);
        }
        System.out.println("generations " + barrier.generation);
    }
}
