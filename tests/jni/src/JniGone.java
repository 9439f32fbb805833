// A cluster worker that lacks a library the master loaded: args[0] is a
// copy of the test library, which the master loads with System.load and
// then deletes; the thread that calls a native of it runs on the worker
// (-nodes 2), whose UnsatisfiedLinkError names the node.  (Cluster only:
// on one node the native binds.)
import java.io.File;

public class JniGone {
    static native int add(int a, int b);

    public static void main(String[] args) throws Exception {
        System.load(args[0]);
        System.out.println("deleted: " + new File(args[0]).delete());
        Thread t = new Thread(() -> {
            try {
                System.out.println("add: " + add(2, 3));
            } catch (UnsatisfiedLinkError e) {
                System.out.println("UnsatisfiedLinkError: " + e.getMessage());
            }
        });
        t.start();
        t.join();
    }
}
