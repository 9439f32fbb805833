// release8: skip (java.lang.ref.Cleaner is Java 9)
import java.lang.ref.Cleaner;
import java.util.concurrent.atomic.AtomicInteger;

// Cleaner: an action runs once, either on an explicit clean() (a second
// clean() does nothing) or on the cleaner's thread after the registered
// object has become unreachable; an action whose object is still held does
// not run.
public class RefCleaner {
    static final AtomicInteger runs = new AtomicInteger();
    static final AtomicInteger auto = new AtomicInteger();
    static Object held = new Object();

    static class Action implements Runnable {
        final AtomicInteger counter;

        Action(AtomicInteger counter) {
            this.counter = counter;
        }

        public void run() {
            counter.incrementAndGet();
        }
    }

    static void registerDropped(Cleaner c, int n) {
        for (int i = 0; i < n; i++)
            c.register(new int[4], new Action(auto));
    }

    public static void main(String[] args) throws Exception {
        Cleaner c = Cleaner.create();
        Object o = new Object();
        Cleaner.Cleanable explicit = c.register(o, new Action(runs));
        explicit.clean();
        System.out.println("after clean: " + runs.get());
        explicit.clean();
        System.out.println("after second clean: " + runs.get());

        Cleaner.Cleanable kept = c.register(held, new Action(runs));
        registerDropped(c, 10);
        for (int i = 0; i < 200 && auto.get() < 10; i++) {
            System.gc();
            Thread.sleep(10);
        }
        System.out.println("dropped objects cleaned: " + auto.get());
        System.out.println("held not cleaned: " + runs.get());
        kept.clean();
        System.out.println("held cleaned by hand: " + runs.get());
        kept.clean();
        System.out.println("once: " + runs.get());
        try {
            c.register(null, new Action(runs));
        } catch (NullPointerException e) {
            System.out.println("null object: NPE");
        }
        try {
            c.register(o, null);
        } catch (NullPointerException e) {
            System.out.println("null action: NPE");
        }
        System.gc();
        Thread.sleep(50);
        System.out.println("auto at end: " + auto.get() + " runs " + runs.get());
    }
}
