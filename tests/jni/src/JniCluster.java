// JNI on a cluster: with -nodes 2 the thread below runs on the worker,
// which binds natives of a library only the master's main loaded, and
// reads and writes through JNI an array and an object the master made
// (Get/Release<Type>ArrayElements with modes 0, JNI_COMMIT and JNI_ABORT,
// array regions, fields); the master then sees the writes.  On one node
// (and on the stock JVM) the same program prints the same.
public class JniCluster {
    int value;

    static native long sum(int[] a);                      // elements, released with JNI_ABORT
    static native void scale(int[] a, int k, int mode);   // elements, released with mode
    static native long regionSum(int[] a, int from, int n);
    static native void setRegion(int[] a, int from, int n, int v);
    static native int bump(JniCluster o);                 // value += 1 through Get/SetIntField

    public static void main(String[] args) throws Exception {
        System.loadLibrary("jnitest");
        final int[] a = new int[1000];
        for (int i = 0; i < a.length; i++)
            a[i] = i;
        final JniCluster o = new JniCluster();
        o.value = 40;
        final long[] r = new long[5];
        Thread t = new Thread(() -> {
            r[0] = sum(a);
            scale(a, 2, 0);
            r[1] = regionSum(a, 0, 1000);
            scale(a, 3, 1);           // JNI_COMMIT: written back, buffer kept and freed with JNI_ABORT
            r[2] = regionSum(a, 0, 1000);
            scale(a, 5, 2);           // JNI_ABORT: nothing written
            setRegion(a, 10, 5, -1);
            r[3] = bump(o);
            r[4] = a[12];
        });
        t.start();
        t.join();
        long s = 0;
        for (int x : a)
            s += x;
        System.out.println("worker: sum " + r[0] + ", after x2 " + r[1] + ", after x3 " + r[2]
                + ", bump " + r[3] + ", a[12] " + r[4]);
        System.out.println("master: sum " + s + ", a[9] " + a[9] + ", a[10] " + a[10] + ", a[14] " + a[14]
                + ", a[15] " + a[15] + ", value " + o.value);
        System.out.println("master native: sum " + sum(a) + ", bump " + bump(o));
    }
}
