import java.util.concurrent.atomic.*;

public class JucAtomicCounters {
    public static void main(String[] args) throws Exception {
        final AtomicInteger ai = new AtomicInteger();
        final AtomicLong al = new AtomicLong();
        final LongAdder adder = new LongAdder();
        final AtomicIntegerArray arr = new AtomicIntegerArray(4);
        final AtomicReference<String> maxName = new AtomicReference<String>("");
        final int T = 8, N = 5000;
        Thread[] ts = new Thread[T];
        for (int i = 0; i < T; i++) {
            final int id = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < N; k++) {
                        ai.incrementAndGet();
                        al.addAndGet(k);
                        adder.increment();
                        arr.getAndIncrement(k & 3);
                        int cur;
                        do {
                            cur = ai.get();
                        } while (false);
                    }
                    String me = "worker-" + id;
                    for (;;) {
                        String m = maxName.get();
                        if (me.compareTo(m) <= 0 || maxName.compareAndSet(m, me)) break;
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("AtomicInteger " + ai);
        System.out.println("AtomicLong " + al);
        System.out.println("LongAdder " + adder.sum());
        System.out.println("array " + arr);
        System.out.println("max name " + maxName);
        final AtomicBoolean once = new AtomicBoolean();
        final AtomicInteger winners = new AtomicInteger();
        Thread[] racers = new Thread[6];
        for (int i = 0; i < racers.length; i++) {
            racers[i] = new Thread(new Runnable() {
                public void run() {
                    if (once.compareAndSet(false, true)) winners.incrementAndGet();
                }
            });
            racers[i].start();
        }
        for (Thread t : racers) t.join();
        System.out.println("winners " + winners + " flag " + once);
    }
}
