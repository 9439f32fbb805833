// Natives on several threads at once while the collector runs: each
// native allocates through JNI, keeps global references, calls back into
// Java and blocks in a native loop (a safe region: collections go on).
public class JniThreads {
    static native long work(int seed, int n);
    static native long spin(int n);

    static long callback(long x) {
        return x * 3 + 1;
    }

    public static void main(String[] args) throws Exception {
        System.loadLibrary("jnitest");
        final long[] out = new long[4];
        Thread[] ts = new Thread[4];
        for (int k = 0; k < ts.length; k++) {
            final int id = k;
            ts[k] = new Thread(() -> {
                long s = 0;
                for (int i = 0; i < 200; i++) {
                    s += work(id * 1000 + i, 50);
                    int[] garbage = new int[1000];
                    s += garbage.length;
                }
                out[id] = s;
            });
            ts[k].start();
        }
        long spun = spin(20000000);
        for (Thread t : ts) {
            t.join();
        }
        for (int k = 0; k < out.length; k++) {
            System.out.println("thread " + k + ": " + out[k]);
        }
        System.out.println("spin: " + spun);
    }
}
