// Racy spin loops with no synchronisation at all: a plain static field and
// an array element, written by main after a while. The memory model does
// not promise that they end; users expect them to, as on a stock JVM.
public class GosSpin {
    static boolean flag;
    static final boolean[] elems = new boolean[2];
    public static void main(String[] a) throws Exception {
        Thread s = new Thread(() -> { long n = 0; while (!flag) n++; System.out.println("plain field seen"); });
        Thread e = new Thread(() -> { long n = 0; while (!elems[1]) n++; System.out.println("element seen"); });
        s.start(); e.start();
        Thread.sleep(100);
        flag = true; elems[1] = true;
        s.join(); e.join();
        System.out.println("done");
    }
}
