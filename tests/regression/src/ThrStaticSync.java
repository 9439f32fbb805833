// static synchronized methods lock the Class object; synchronized (X.class) excludes them.
public class ThrStaticSync {
    static int a, b;

    static synchronized void incA() { a++; }

    static void incB() {
        synchronized (ThrStaticSync.class) { b++; }
    }

    static synchronized boolean holds() { return Thread.holdsLock(ThrStaticSync.class); }

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[8];
        for (int i = 0; i < ts.length; i++) {
            final boolean even = i % 2 == 0;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 8000; k++) {
                        if (even) incA(); else incB();
                        if ((k & 1) == 0) { synchronized (ThrStaticSync.class) { a++; b++; } }
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("a " + a + " b " + b);
        System.out.println("static synchronized holds class lock " + holds() + ", outside " + Thread.holdsLock(ThrStaticSync.class));
    }
}
