// -Xcheck:jni: a JNI call with an exception pending is reported (a
// warning; the program goes on), a local reference used after the native
// that made it returned is reported and ends the VM instead of crashing;
// so are array elements and string characters released twice.  JNI
// calls inside a critical region are a warning each (the program goes
// on); elements released to another array of the same length or shorter
// are copied there, unreported (as the stock JVM does; into a longer one
// it copies past its copy's end, which is left out).
// args[0]: "pending", "stale", "twice", "strtwice" or "critical".
public class JniCheck {
    static native void callWithPending();
    static native void keep(Object o);
    static native int useKept();
    static native void releaseTwice(int[] a);
    static native void releaseCharsTwice(String s);
    static native int callsInCritical(int[] a, String s);
    static native void releaseToOther(int[] a, int[] b);

    public static void main(String[] args) {
        System.loadLibrary("jnitest");
        if (args[0].equals("pending")) {
            try {
                callWithPending();
            } catch (RuntimeException e) {
                System.out.println("caught: " + e.getMessage());
            }
        } else if (args[0].equals("twice")) {
            int[] a = {1, 2, 3};
            releaseTwice(a);
            System.out.println("a[0] = " + a[0]);
        } else if (args[0].equals("strtwice")) {
            releaseCharsTwice("twice");
        } else if (args[0].equals("critical")) {
            int[] a = {1, 2, 3};
            int[] other = {4, 5, 6};
            int[] shorter = {10};
            System.out.println("in critical: " + callsInCritical(a, "\u20ac uro"));
            System.out.println("after: " + callsInCritical(a, "again"));
            releaseToOther(a, other);
            releaseToOther(a, shorter);
            System.out.println("to another array: " + java.util.Arrays.toString(other)
                    + " " + java.util.Arrays.toString(shorter));
        } else {
            keep(new StringBuilder("kept"));
            System.out.println("kept a local reference");
            System.gc();
            System.out.println("used: " + useKept());
        }
        System.out.println("end");
    }
}
