// A long int loop in one thread (compiled under -Xjit:all) while the main
// thread allocates enough for several collections.  Each collection stops
// the world, so it waits until the looping thread reaches a safepoint: if
// the loop's backward branch did not poll, the allocation loop could only
// finish after the looping thread, and the second line would say false
// (the loop runs about 2 s compiled, 15-20 s interpreted; the allocation
// about 20 ms, 1 s under -Xgc:stress: with the JIT on by default the 0.3 s
// loop of before was over first under stress).
public class JitSafepoint {
    static int spin(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s = s * 31 + (i ^ (i >>> 7));
        }
        return s;
    }

    static volatile boolean started;

    public static void main(String[] args) throws Exception {
        final int[] out = new int[1];
        Thread t = new Thread(() -> { started = true; out[0] = spin(1500000000); });
        t.start();
        while (!started)
            Thread.sleep(1);
        Thread.sleep(20);      // well inside spin's loop by now
        long kept = 0;
        for (int i = 0; i < 50000; i++) {
            int[] junk = new int[64 + (i & 255)];
            junk[i & 63] = i;
            kept += junk[i & 63];
        }
        boolean alive = t.isAlive();
        t.join();
        System.out.println(kept + " " + out[0] + " " + spin(1000));
        System.out.println("allocation finished while the loop ran: " + alive);
    }
}
