// Weak global references: cleared once the collector frees their object,
// never while it is reachable.  The stock JVM need not clear at the first
// System.gc(), so the program collects until half of 100 unreachable
// referents read as null (at most 50 times) and prints only what both
// VMs must agree on.
public class JniWeak {
    int value = 42;

    static native void makeUnreachable(int n);   // n weak refs, objects made in C
    static native int countCleared();
    static native void watch(Object o);          // a weak ref to a live object
    static native String inspectWatched();       // uses the weak ref with JNI calls
    static native boolean watchedCleared();
    static native String inspectCleared();       // NewLocalRef/NewGlobalRef of a cleared one
    static native void deleteAll();

    static Object keep;

    public static void main(String[] args) throws Exception {
        System.loadLibrary("jnitest");
        keep = new JniWeak();
        watch(keep);
        System.out.println("watched: " + inspectWatched());
        makeUnreachable(100);
        int rounds = 0;
        while (countCleared() < 50 && rounds < 50) {
            System.gc();
            Thread.sleep(2);
            rounds++;
        }
        System.out.println("at least half cleared: " + (countCleared() >= 50));
        System.out.println("live referent cleared: " + watchedCleared());
        System.out.println("watched after collections: " + inspectWatched());
        System.out.println("cleared ones: " + inspectCleared());
        // Drop the last strong reference: the watched one goes too.
        keep = null;
        rounds = 0;
        while (!watchedCleared() && rounds < 50) {
            System.gc();
            Thread.sleep(2);
            rounds++;
        }
        System.out.println("watched cleared once unreachable: " + watchedCleared());
        deleteAll();
        System.out.println("done");
    }
}
