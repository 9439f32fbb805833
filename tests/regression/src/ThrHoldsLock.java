// Thread.holdsLock through nested, reentrant and released monitors, and for another thread's lock.
public class ThrHoldsLock {
    static final Object a = new Object(), b = new Object();

    synchronized boolean inMethod() { return Thread.holdsLock(this); }

    public static void main(String[] args) throws Exception {
        System.out.println("before " + Thread.holdsLock(a));
        synchronized (a) {
            System.out.println("in a: a " + Thread.holdsLock(a) + " b " + Thread.holdsLock(b));
            synchronized (b) {
                synchronized (a) {
                    System.out.println("nested: a " + Thread.holdsLock(a) + " b " + Thread.holdsLock(b));
                }
                System.out.println("after inner a: a " + Thread.holdsLock(a));
            }
            System.out.println("after b: b " + Thread.holdsLock(b));
            final boolean[] other = new boolean[1];
            Thread t = new Thread(new Runnable() {
                public void run() { other[0] = Thread.holdsLock(a); }
            });
            t.start();
            t.join();
            System.out.println("other thread holds a " + other[0]);
            a.wait(1);
            System.out.println("after wait: a " + Thread.holdsLock(a));
        }
        System.out.println("after: a " + Thread.holdsLock(a));
        ThrHoldsLock h = new ThrHoldsLock();
        System.out.println("synchronized method " + h.inMethod() + ", outside " + Thread.holdsLock(h));
        try {
            Thread.holdsLock(null);
        } catch (NullPointerException e) {
            System.out.println("holdsLock(null): NullPointerException");
        }
    }
}
