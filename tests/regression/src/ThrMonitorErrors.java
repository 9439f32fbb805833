// Misuse of monitors and threads: messages and exception types as on the JDK.
public class ThrMonitorErrors {
    public static void main(String[] args) throws Exception {
        Object o = new Object();
        try { o.wait(); } catch (IllegalMonitorStateException e) { System.out.println("wait: " + e.getMessage()); }
        try { o.wait(10); } catch (IllegalMonitorStateException e) { System.out.println("timed wait: " + e.getMessage()); }
        try { o.notify(); } catch (IllegalMonitorStateException e) { System.out.println("notify: " + e.getMessage()); }
        try { o.notifyAll(); } catch (IllegalMonitorStateException e) { System.out.println("notifyAll: " + e.getMessage()); }
        synchronized (o) {
            try { o.wait(-1); } catch (IllegalArgumentException e) { System.out.println("wait(-1): " + e.getMessage()); }
            o.notify();
            o.notifyAll();
            System.out.println("notify while owning ok");
        }
        final Object shared = new Object();
        final String[] msg = new String[1];
        synchronized (shared) {
            Thread t = new Thread(new Runnable() {
                public void run() {
                    try { shared.notify(); } catch (IllegalMonitorStateException e) { msg[0] = e.getMessage(); }
                }
            });
            t.start();
            t.join();
        }
        System.out.println("other thread's notify: " + msg[0]);
        try { Thread.sleep(-1); } catch (IllegalArgumentException e) { System.out.println("sleep(-1): " + e.getMessage()); }
        try { Thread.sleep(1, 1000000); } catch (IllegalArgumentException e) { System.out.println("sleep nanos: " + e.getMessage()); }
        Thread t = new Thread(new Runnable() { public void run() { } });
        t.start();
        try { t.start(); } catch (IllegalThreadStateException e) { System.out.println("double start: " + e.getClass().getName()); }
        t.join();
        try { new Thread((Runnable) null, null); } catch (NullPointerException e) { System.out.println("null name: " + e.getMessage()); }
    }
}
