// Thread names (Thread-N numbering, setName), priorities, daemon flags, groups and getState transitions.
public class ThrNamesStates {
    static final Object lock = new Object();
    static final Object gate = new Object();
    static boolean open;

    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        System.out.println("main: " + main.getName() + " prio " + main.getPriority() + " daemon " + main.isDaemon()
            + " alive " + main.isAlive() + " state " + main.getState() + " group " + main.getThreadGroup().getName());
        Thread t0 = new Thread(), t1 = new Thread(), named = new Thread("custom");
        Thread t2 = new Thread(new Runnable() { public void run() { } });
        System.out.println(t0.getName() + " " + t1.getName() + " " + named.getName() + " " + t2.getName());
        System.out.println("ids distinct " + (t0.getId() != t1.getId()) + ", increasing " + (t1.getId() > t0.getId()));
        t1.setName("renamed");
        t1.setPriority(Thread.MAX_PRIORITY);
        System.out.println(t1.getName() + " prio " + t1.getPriority() + " " + t1);
        try {
            t1.setPriority(11);
        } catch (IllegalArgumentException e) {
            System.out.println("setPriority(11): IllegalArgumentException");
        }
        System.out.println("new state " + t0.getState() + " alive " + t0.isAlive());

        Thread waiter = new Thread(new Runnable() {
            public void run() {
                synchronized (gate) {
                    while (!open) {
                        try { gate.wait(); } catch (InterruptedException e) { return; }
                    }
                }
            }
        }, "waiter");
        Thread sleeper = new Thread(new Runnable() {
            public void run() { try { Thread.sleep(60000); } catch (InterruptedException e) { } }
        }, "sleeper");
        Thread blocked = new Thread(new Runnable() {
            public void run() { synchronized (lock) { } }
        }, "blocked");
        waiter.start();
        sleeper.start();
        await(waiter, Thread.State.WAITING);
        await(sleeper, Thread.State.TIMED_WAITING);
        synchronized (lock) {
            blocked.start();
            await(blocked, Thread.State.BLOCKED);
            System.out.println("states: " + waiter.getState() + " " + sleeper.getState() + " " + blocked.getState());
        }
        blocked.join();
        sleeper.interrupt();
        sleeper.join();
        synchronized (gate) { open = true; gate.notifyAll(); }
        waiter.join();
        System.out.println("ended: " + waiter.getState() + " " + sleeper.getState() + " " + blocked.getState() + " alive " + waiter.isAlive());
        System.out.println("ended thread group null " + (waiter.getThreadGroup() == null));
        try {
            waiter.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("restart: IllegalThreadStateException");
        }
        final String[] inner = new String[1];
        Thread self = new Thread(new Runnable() {
            public void run() { inner[0] = Thread.currentThread().getName() + " sees itself " + Thread.currentThread().getState(); }
        }, "introspect");
        self.start();
        self.join();
        System.out.println(inner[0]);
    }

    static void await(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s) Thread.sleep(1);
    }
}
