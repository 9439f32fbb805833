// Synchronized methods run as compiled code (issue 13, item 6): the
// monitor is entered in the method's prologue and left at every return and
// on every exception that leaves the method, whether the exception is
// thrown in the method, in a callee, or caught by a handler of the method
// (which the interpreter runs).  Each part checks the monitor's state with
// Thread.holdsLock or with another thread, so a monitor left held (or
// left twice) shows in the output.
public class JitSynchronized {
    private int count;
    private long wide;
    private static int shared;

    synchronized void bump() { count++; }

    synchronized long addWide(long d) { wide += d; return wide; }

    synchronized double half(double x) { return x / 2; }

    synchronized float third(float x) { return x / 3; }

    synchronized String label(int k) { return "k" + k; }

    static synchronized int bumpShared(int by) { shared += by; return shared; }

    synchronized boolean holds() { return Thread.holdsLock(this); }

    static synchronized boolean holdsClass() { return Thread.holdsLock(JitSynchronized.class); }

    // reentrant: the monitor is entered once per level and left once per level
    synchronized int depth(int n) { return n == 0 ? (Thread.holdsLock(this) ? 1 : -1000) : 1 + depth(n - 1); }

    // throws out of the method: no handler here, the monitor is left on the way
    synchronized int fail(int x) {
        if (x > 2)
            throw new IllegalStateException("fail " + x);
        return x;
    }

    // throws from a callee through this synchronized method
    synchronized int failDeep(int x) { return 1 + fail(x); }

    // a handler inside the synchronized method catches, and the method goes on
    synchronized int caught(int[] a, int i) {
        try {
            return a[i];
        } catch (ArrayIndexOutOfBoundsException e) {
            return Thread.holdsLock(this) ? -1 : -2;
        }
    }

    // a long loop: with the default threshold it enters compiled code by
    // on-stack replacement while the interpreter holds the monitor
    synchronized long loop(int n) {
        long s = 0;
        for (int i = 0; i < n; i++)
            s += i ^ (i >>> 3);
        return s + (Thread.holdsLock(this) ? 1 : 0);
    }

    // wait and notify from synchronized methods
    private int slot = -1;

    synchronized void put(int v) throws InterruptedException {
        while (slot >= 0)
            wait();
        slot = v;
        notifyAll();
    }

    synchronized int take() throws InterruptedException {
        while (slot < 0)
            wait();
        int v = slot;
        slot = -1;
        notifyAll();
        return v;
    }

    // a synchronized method on a null receiver cannot be called: NPE at the call
    static int onNull(JitSynchronized s) { return s.fail(0); }

    public static void main(String[] args) throws Exception {
        final JitSynchronized o = new JitSynchronized();
        Thread[] ts = new Thread[4];
        for (int k = 0; k < ts.length; k++) {
            final int id = k;
            ts[k] = new Thread(() -> {
                for (int i = 0; i < 20000; i++) {
                    o.bump();
                    o.addWide(id + 1);
                    bumpShared(1);
                }
            });
            ts[k].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("count " + o.count + " wide " + o.wide + " shared " + shared);

        System.out.println("values " + o.half(5.0) + " " + o.third(1.0f) + " " + o.label(7) + " "
                + o.addWide(-1) + " " + bumpShared(0));
        System.out.println("holds " + o.holds() + " " + holdsClass() + " after " + Thread.holdsLock(o)
                + " " + Thread.holdsLock(JitSynchronized.class));
        System.out.println("depth " + o.depth(10) + " after " + Thread.holdsLock(o));

        int thrown = 0;
        for (int i = 0; i < 6; i++) {
            try {
                o.fail(i);
                o.failDeep(i);
            } catch (IllegalStateException e) {
                thrown++;
                if (Thread.holdsLock(o))
                    System.out.println("monitor still held after " + e.getMessage());
            }
        }
        System.out.println("thrown " + thrown);
        try {
            o.failDeep(9);
        } catch (IllegalStateException e) {
            StackTraceElement[] st = e.getStackTrace();
            System.out.println("trace " + e.getMessage() + " at " + st[0].getMethodName() + " "
                    + st[1].getMethodName() + " " + st[2].getMethodName());
        }
        // another thread must be able to take the monitor the failures left
        Thread other = new Thread(() -> System.out.println("other " + o.fail(1) + " " + o.holds()));
        other.start();
        other.join();

        int[] a = { 4, 5 };
        System.out.println("caught " + o.caught(a, 1) + " " + o.caught(a, 2) + " after " + Thread.holdsLock(o));
        System.out.println("loop " + o.loop(300000) + " after " + Thread.holdsLock(o));

        final JitSynchronized box = new JitSynchronized();
        Thread producer = new Thread(() -> {
            try {
                for (int i = 0; i < 200; i++)
                    box.put(i);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        producer.start();
        long sum = 0;
        for (int i = 0; i < 200; i++)
            sum += box.take();
        producer.join();
        System.out.println("handoff " + sum);

        try {
            onNull(null);
        } catch (NullPointerException e) {
            System.out.println("null receiver NPE");
        }
    }
}
