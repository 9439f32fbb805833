// String.intern from many threads yields one canonical instance per contents.
public class ThrIntern {
    public static void main(String[] args) throws Exception {
        final int T = 8, N = 400;
        final String[][] got = new String[T][N];
        Thread[] ts = new Thread[T];
        for (int i = 0; i < T; i++) {
            final int me = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < N; k++) {
                        int j = (k * 7 + me * 13) % N;
                        got[me][j] = new StringBuilder("key-").append(j).toString().intern();
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        int same = 0, literal = 0;
        for (int k = 0; k < N; k++) {
            boolean all = true;
            for (int i = 1; i < T; i++) all &= got[i][k] == got[0][k];
            if (all) same++;
        }
        if (got[3][17] == "key-17") literal++;
        System.out.println("canonical " + same + " of " + N + ", literal identical " + literal);
    }
}
