// Loading native libraries: System.load/loadLibrary/mapLibraryName,
// java.library.path, JNI_OnLoad and its version check, and the
// UnsatisfiedLinkError messages for missing libraries and symbols.
// args[0]: the directory of the test libraries (java.library.path).
public class JniLoad {
    static String dir;

    static native int add(int a, int b);
    static native int onLoadCount();
    static native int onLoadVersion();
    static native void missing(int x, String[] y);
    native long missingToo(long[][] a, double d);

    static String clean(String s) {
        return s == null ? null : s.replace(dir, "<dir>");
    }

    static void report(String what, Throwable e) {
        System.out.println(what + ": " + e.getClass().getName() + ": " + clean(e.getMessage()));
    }

    public static void main(String[] args) {
        dir = args[0];
        System.out.println("mapLibraryName: " + System.mapLibraryName("jnitest"));
        System.out.println("path: " + clean(System.getProperty("java.library.path")));
        try {
            add(1, 2);
        } catch (UnsatisfiedLinkError e) {
            report("before load", e);
        }
        try {
            System.loadLibrary("nosuchlib");
        } catch (UnsatisfiedLinkError e) {
            report("loadLibrary missing", e);
        }
        try {
            System.loadLibrary("a/b");
        } catch (UnsatisfiedLinkError e) {
            report("loadLibrary separator", e);
        }
        try {
            System.load("libjnitest.so");
        } catch (UnsatisfiedLinkError e) {
            report("load relative", e);
        }
        try {
            System.load(dir + "/nothere.so");
        } catch (UnsatisfiedLinkError e) {
            report("load missing", e);
        }
        try {
            System.load(dir + "/notalib.so");
        } catch (UnsatisfiedLinkError e) {
            System.out.println("load not a library: " + e.getClass().getName() + ", names the file: "
                    + e.getMessage().startsWith(dir + "/notalib.so"));
        }
        try {
            System.loadLibrary("jnibadver");
        } catch (UnsatisfiedLinkError e) {
            report("bad JNI version", e);
        }
        System.loadLibrary("jnitest");
        System.out.println("add: " + add(40, 2));
        System.out.println("JNI_OnLoad runs: " + onLoadCount());
        System.loadLibrary("jnitest");
        System.load(dir + "/libjnitest.so");
        System.out.println("JNI_OnLoad runs after loading twice more: " + onLoadCount());
        System.out.println("GetEnv version from JNI_OnLoad: 0x" + Integer.toHexString(onLoadVersion()));
        try {
            missing(1, null);
        } catch (UnsatisfiedLinkError e) {
            report("missing symbol", e);
        }
        try {
            new JniLoad().missingToo(null, 1.0);
        } catch (UnsatisfiedLinkError e) {
            report("missing instance symbol", e);
        }
        try {
            System.loadLibrary("jnithrows");
        } catch (IllegalStateException e) {
            report("JNI_OnLoad throws", e);
        }
    }
}
