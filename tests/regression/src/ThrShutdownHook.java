// A shutdown hook runs on its own thread once main and every non-daemon thread have ended.
public class ThrShutdownHook {
    static volatile boolean workerDone;

    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread(new Runnable() {
            public void run() {
                System.out.println("hook on " + Thread.currentThread().getName() + ", worker done " + workerDone);
            }
        }, "my-hook"));
        Thread removed = new Thread(new Runnable() {
            public void run() { System.out.println("removed hook ran"); }
        });
        Runtime.getRuntime().addShutdownHook(removed);
        System.out.println("removed " + Runtime.getRuntime().removeShutdownHook(removed));
        Thread worker = new Thread(new Runnable() {
            public void run() {
                try { Thread.sleep(50); } catch (InterruptedException e) { }
                workerDone = true;
                System.out.println("worker ends");
            }
        });
        System.out.println("main returns");   // printed before the start: the order cannot depend on timing
        worker.start();
    }
}
