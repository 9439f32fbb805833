// Uncaught-exception handlers: per thread, per ThreadGroup, and the default handler.
public class ThrHandlers {
    static final StringBuilder log = new StringBuilder();

    static synchronized void record(String s) { log.append(s).append('\n'); }

    static Thread thrower(ThreadGroup g, String name, final String msg) {
        return new Thread(g, new Runnable() {
            public void run() { throw new RuntimeException(msg); }
        }, name);
    }

    public static void main(String[] args) throws Exception {
        Thread a = thrower(null, "with-own-handler", "one");
        a.setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread t, Throwable e) { record("own handler: " + t.getName() + " " + e.getMessage()); }
        });
        a.start(); a.join();

        ThreadGroup g = new ThreadGroup("special") {
            public void uncaughtException(Thread t, Throwable e) { record("group " + getName() + ": " + t.getName() + " " + e.getMessage()); }
        };
        Thread b = thrower(g, "in-group", "two");
        System.out.println("b group " + b.getThreadGroup().getName() + ", handler is group " + (b.getUncaughtExceptionHandler() == g));
        b.start(); b.join();

        Thread.setDefaultUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread t, Throwable e) { record("default handler: " + t.getName() + " " + e.getClass().getName() + " " + e.getMessage()); }
        });
        Thread c = thrower(null, "plain", "three");
        c.start(); c.join();

        Thread d = thrower(null, "handler-wins", "four");
        d.setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread t, Throwable e) { record("own beats default: " + e.getMessage()); }
        });
        d.start(); d.join();
        System.out.print(log);
        System.out.println("terminated handler " + (c.getUncaughtExceptionHandler() == null));
        Thread.setDefaultUncaughtExceptionHandler(null);
    }
}
