import java.util.function.IntSupplier;

// Many threads run the same lambda and method-reference call sites for the first time at once:
// each site still yields one class, and every result is right.
public class LambdaRace {
    static final Object gate = new Object();
    static boolean open;
    static final Class<?>[] seenA = new Class<?>[16], seenB = new Class<?>[16];
    static final int[] results = new int[16];

    static int base() { return 40; }

    static IntSupplier make(final int k) {
        return () -> k + base();
    }

    static IntSupplier ref() {
        return LambdaRace::base;
    }

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[16];
        for (int i = 0; i < ts.length; i++) {
            final int me = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    synchronized (gate) {
                        while (!open) {
                            try { gate.wait(); } catch (InterruptedException e) { return; }
                        }
                    }
                    IntSupplier a = make(me), b = ref();
                    seenA[me] = a.getClass();
                    seenB[me] = b.getClass();
                    results[me] = a.getAsInt() + b.getAsInt();
                }
            });
            ts[i].start();
        }
        synchronized (gate) { open = true; gate.notifyAll(); }
        for (Thread t : ts) t.join();
        boolean sameA = true, sameB = true;
        long sum = 0;
        for (int i = 0; i < ts.length; i++) {
            sameA &= seenA[i] == seenA[0];
            sameB &= seenB[i] == seenB[0];
            sum += results[i];
        }
        System.out.println("one class per site: " + sameA + " " + sameB + ", distinct sites " + (seenA[0] != seenB[0]));
        System.out.println("sum " + sum);
    }
}
