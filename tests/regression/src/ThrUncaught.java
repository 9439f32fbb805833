// An exception escaping run() is reported on stderr in the stock JVM's words; the exit status stays 0.
public class ThrUncaught {
    static void fail(int depth) {
        if (depth == 0) throw new IllegalStateException("deep failure");
        fail(depth - 1);
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(new Runnable() {
            public void run() {
                System.out.println("worker running");
                fail(2);
            }
        });
        t.start();
        t.join();
        Thread named = new Thread(new Runnable() {
            public void run() { throw new ArithmeticException("custom name"); }
        }, "calculator");
        named.start();
        named.join();
        System.out.println("main continues, worker state " + t.getState());
    }
}
