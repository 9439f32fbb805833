import java.util.Arrays;

// ThreadGroup bookkeeping: activeCount, enumerate, subgroups, parentOf, as threads start and end.
public class ThrGroups {
    static final Object gate = new Object();
    static boolean open;

    static Thread blocker(ThreadGroup g, String name) {
        return new Thread(g, new Runnable() {
            public void run() {
                synchronized (gate) {
                    while (!open) {
                        try { gate.wait(); } catch (InterruptedException e) { return; }
                    }
                }
            }
        }, name);
    }

    public static void main(String[] args) throws Exception {
        ThreadGroup main = Thread.currentThread().getThreadGroup();
        System.out.println("group " + main.getName() + ", active " + Thread.activeCount() + ", groups " + main.activeGroupCount());
        ThreadGroup workers = new ThreadGroup("workers");
        ThreadGroup inner = new ThreadGroup(workers, "inner");
        System.out.println("parents: " + workers.getParent().getName() + " " + inner.getParent().getName()
            + ", main parentOf inner " + main.parentOf(inner) + ", inner parentOf main " + inner.parentOf(main));
        Thread a = blocker(workers, "a"), b = blocker(workers, "b"), c = blocker(inner, "c"), d = blocker(null, "d");
        System.out.println("before start: " + main.activeCount() + " " + workers.activeCount());
        a.start(); b.start(); c.start(); d.start();
        System.out.println("running: main " + main.activeCount() + ", workers " + workers.activeCount()
            + ", inner " + inner.activeCount() + ", groups " + main.activeGroupCount());
        Thread[] list = new Thread[10];
        int n = workers.enumerate(list);
        String[] names = new String[n];
        for (int i = 0; i < n; i++) names[i] = list[i].getName();
        Arrays.sort(names);
        System.out.println("workers enumerate " + n + " " + Arrays.toString(names));
        System.out.println("non-recursive " + workers.enumerate(new Thread[10], false) + ", small array " + main.enumerate(new Thread[2]));
        System.out.println("d group " + d.getThreadGroup().getName() + ", c group " + c.getThreadGroup().getName());
        synchronized (gate) { open = true; gate.notifyAll(); }
        a.join(); b.join(); c.join(); d.join();
        System.out.println("after: main " + main.activeCount() + ", workers " + workers.activeCount());
    }
}
