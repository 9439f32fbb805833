// An uncaught-exception handler that itself throws: the JVM's one-line report on stderr.
public class ThrHandlerThrows {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(new Runnable() {
            public void run() { throw new IllegalStateException("first"); }
        }, "worker");
        t.setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread th, Throwable e) {
                System.out.println("handler got " + e.getMessage() + " in " + th.getName());
                throw new RuntimeException("from handler");
            }
        });
        t.start();
        t.join();
        System.out.println("main done " + t.getState());
    }
}
