// finalize() runs on a daemon thread named "Finalizer" of the system
// thread group (not main, not the program's group), at high priority;
// System.runFinalization() called from inside finalize() returns.
public class FinThread {
    static String info;

    static class F {
        protected void finalize() {
            Thread t = Thread.currentThread();
            System.runFinalization();
            String s = "name " + t.getName() + ", daemon " + t.isDaemon()
                + ", group " + t.getThreadGroup().getName()
                + ", group parent " + t.getThreadGroup().getParent()
                + ", priority " + t.getPriority()
                + ", is main " + (t == mainThread);
            synchronized (FinThread.class) {
                info = s;
            }
        }
    }

    static Thread mainThread;

    static synchronized String info() {
        return info;
    }

    static void make() {
        new F();
    }

    public static void main(String[] args) throws Exception {
        mainThread = Thread.currentThread();
        make();
        for (int i = 0; i < 200 && info() == null; i++) {
            System.gc();
            System.runFinalization();
            Thread.sleep(5);
        }
        System.out.println(info());
        System.out.println("main group " + mainThread.getThreadGroup().getName());
    }
}
