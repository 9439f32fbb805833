// -Xcheck:jni: a JNI call with an exception pending is reported (a
// warning; the program goes on), a local reference used after the native
// that made it returned is reported and ends the VM instead of crashing.
// args[0]: "pending" or "stale".
public class JniCheck {
    static native void callWithPending();
    static native void keep(Object o);
    static native int useKept();

    public static void main(String[] args) {
        System.loadLibrary("jnitest");
        if (args[0].equals("pending")) {
            try {
                callWithPending();
            } catch (RuntimeException e) {
                System.out.println("caught: " + e.getMessage());
            }
        } else {
            keep(new StringBuilder("kept"));
            System.out.println("kept a local reference");
            System.gc();
            System.out.println("used: " + useKept());
        }
        System.out.println("end");
    }
}
