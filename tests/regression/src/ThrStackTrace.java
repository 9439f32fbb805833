// Thread.currentThread().getStackTrace() on the main thread and inside a started thread.
public class ThrStackTrace {
    static String where() {
        StackTraceElement[] st = Thread.currentThread().getStackTrace();
        return st[0].getClassName() + "." + st[0].getMethodName() + " <- " + st[1].getMethodName() + " <- " + st[2].getMethodName()
            + " (line " + st[1].getLineNumber() + ")";
    }

    static void nested() {
        System.out.println("nested: " + where());
    }

    public static void main(String[] args) throws Exception {
        System.out.println("main: " + where());
        nested();
        final String[] inThread = new String[2];
        Thread t = new Thread(new Runnable() {
            public void run() {
                inThread[0] = where();
                StackTraceElement[] st = Thread.currentThread().getStackTrace();
                StackTraceElement last = st[st.length - 1];
                inThread[1] = "bottom frame " + last.getClassName() + "." + last.getMethodName();
            }
        }, "tracer");
        t.start();
        t.join();
        System.out.println("thread: " + inThread[0]);
        System.out.println(inThread[1]);
    }
}
