import java.util.Map;
import java.util.concurrent.CountDownLatch;

/* Thread.getStackTrace of another thread and Thread.getAllStackTraces.
 * Only this class's frames are printed: the library's frames (Object.wait,
 * Thread.run, ...) are implementation details that differ between VMs. */
public class ThrStackOther {
    static final Object lock = new Object();
    static boolean release;
    static final CountDownLatch inside = new CountDownLatch(1);

    static void deepest() throws InterruptedException {
        synchronized (lock) {
            inside.countDown();
            while (!release) {
                lock.wait();
            }
        }
    }

    static void middle(int k) throws InterruptedException {
        if (k > 0) {
            middle(k - 1);
        } else {
            deepest();
        }
    }

    static void print(String what, StackTraceElement[] st) {
        System.out.println(what + ":");
        if (st == null) {
            System.out.println("  (none)");
            return;
        }
        for (StackTraceElement e : st) {
            /* lambda proxy frames: the JDK shows them in other threads'
             * stacks, with an address in the name; they are not ours */
            if (e.getClassName().startsWith("ThrStackOther")
                    && !e.getClassName().contains("$$Lambda")) {
                System.out.println("  " + e.getClassName() + "." + e.getMethodName() + "("
                        + e.getFileName() + ":" + e.getLineNumber() + ")");
            }
        }
    }

    static void spin(int[] box) {
        while (box[0] == 0) {
            box[1]++;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            try {
                middle(3);
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
        }, "worker");
        System.out.println("unstarted: " + w.getStackTrace().length);
        w.start();
        inside.await();
        while (w.getState() != Thread.State.WAITING) {
            Thread.sleep(1);
        }
        print("worker", w.getStackTrace());
        Map<Thread, StackTraceElement[]> all = Thread.getAllStackTraces();
        System.out.println("all has worker: " + all.containsKey(w));
        System.out.println("all has main: " + all.containsKey(Thread.currentThread()));
        print("worker via getAllStackTraces", all.get(w));
        print("main via getAllStackTraces", all.get(Thread.currentThread()));
        synchronized (lock) {
            release = true;
            lock.notifyAll();
        }
        w.join();
        System.out.println("ended: " + w.getStackTrace().length);
        System.out.println("ended in all: " + Thread.getAllStackTraces().containsKey(w));
        print("self", Thread.currentThread().getStackTrace());

        /* a running (not blocked) thread: its stack is sampled wherever it
         * is; only that spin() is on it, under the lambda, is certain */
        int[] box = new int[2];
        Thread r = new Thread(() -> spin(box), "spinner");
        r.start();
        boolean seen = false;
        for (int i = 0; i < 200 && !seen; i++) {
            for (StackTraceElement e : r.getStackTrace()) {
                if (e.getMethodName().equals("spin")) {
                    seen = true;
                }
            }
            Thread.sleep(1);
        }
        box[0] = 1;
        r.join();
        System.out.println("spinner seen in spin(): " + seen);
    }
}
