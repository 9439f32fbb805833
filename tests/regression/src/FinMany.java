// Many finalizable objects, some of them still held: every dropped one is
// finalized exactly once (checked by a per-object mark), none of the held
// ones is.
public class FinMany {
    static final int N = 1000;
    static final byte[] marks = new byte[N];
    static int calls;
    static Many[] held = new Many[N / 10];

    static class Many {
        final int id;
        Many(int id) { this.id = id; }
        protected void finalize() {
            synchronized (FinMany.class) {
                marks[id]++;
                calls++;
            }
        }
    }

    static synchronized int calls() {
        return calls;
    }

    static void make() {
        for (int i = 0; i < N; i++) {
            Many m = new Many(i);
            if (i % 10 == 0)
                held[i / 10] = m;
        }
    }

    public static void main(String[] args) throws Exception {
        make();
        int want = N - N / 10;
        for (int i = 0; i < 300 && calls() < want; i++) {
            System.gc();
            System.runFinalization();
            Thread.sleep(5);
        }
        for (int i = 0; i < 3; i++) {
            System.gc();
            System.runFinalization();
        }
        int once = 0, twice = 0, heldDone = 0;
        synchronized (FinMany.class) {
            for (int i = 0; i < N; i++) {
                if (i % 10 == 0 && marks[i] != 0)
                    heldDone++;
                if (marks[i] == 1)
                    once++;
                if (marks[i] > 1)
                    twice++;
            }
            System.out.println("calls " + calls + " once " + once + " more " + twice + " held finalized " + heldDone);
        }
        System.out.println("held alive: " + held[N / 10 - 1].id);
    }
}
