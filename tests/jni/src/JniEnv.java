// The JNIEnv function table: classes, exceptions, references, objects,
// fields, method calls (virtual, nonvirtual, static; varargs, va_list and
// jvalue forms), strings, arrays, monitors, the JavaVM.
import java.util.Arrays;

public class JniEnv {
    static class Base {
        String who() { return "Base"; }
        int twice(int x) { return 2 * x; }
    }

    static class Derived extends Base {
        String who() { return "Derived"; }
        int twice(int x) { return 20 * x; }
    }

    static class Holder {
        boolean z = true;
        byte b = -5;
        char c = 'q';
        short s = -1234;
        int i = 77;
        long j = 1L << 50;
        float f = 0.5f;
        double d = Math.PI;
        String str = "field";
        volatile long vj = -1;
        static int si = 9;
        static double sd = -0.125;
        static String sstr = "static";

        Holder() {}

        Holder(int i, String str) {
            this.i = i;
            this.str = str;
        }

        public String toString() {
            return z + " " + b + " " + (int) c + " " + s + " " + i + " " + j + " " + f + " " + d + " " + str + " " + vj;
        }
    }

    static abstract class Abstract {}

    static String join(int a, long b, double c, String d) {
        return a + "/" + b + "/" + c + "/" + d;
    }

    static native String classes();
    static native String exceptions();
    static native String references(Object o);
    static native int localFrames(int n);
    static native String objects();
    static native String fields(Holder h);
    static native String calls(Base b);
    static native String strings(String s);
    static native String stringErrors(String s);
    static native String arrays();
    static native String arrayErrors(Object[] objs, int[] ints);
    static native boolean[] critical(int[] a, String s);
    static native String monitors(Object o);
    static native String javaVM();
    static native int refType(Object arg);
    static native String reflection(java.lang.reflect.Method m, java.lang.reflect.Field f,
                                    java.lang.reflect.Constructor<?> c, Holder h);

    static void report(String what, Throwable e) {
        System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
    }

    public static void main(String[] args) throws Exception {
        System.loadLibrary("jnitest");
        System.out.println("classes: " + classes());
        System.out.println("exceptions: " + exceptions());
        System.out.println("references: " + references(new StringBuilder("sb")));
        System.out.println("local frames: " + localFrames(100000));
        System.out.println("objects: " + objects());
        Holder h = new Holder();
        System.out.println("fields: " + fields(h));
        System.out.println("after: " + h + " | " + Holder.si + " " + Holder.sd + " " + Holder.sstr);
        System.out.println("calls: " + calls(new Derived()));
        System.out.println("strings: " + strings("a\u0000b\u00e9\u4e16\ud83d\ude00z"));
        System.out.println("string errors: " + stringErrors("short"));
        System.out.println("arrays: " + arrays());
        System.out.println("array errors: " + arrayErrors(new Integer[2], new int[10]));
        int[] ia = { 1, 2, 3 };
        System.out.println("critical: " + Arrays.toString(critical(ia, "crit")) + " " + Arrays.toString(ia));
        Object lock = new Object();
        System.out.println("monitors: " + monitors(lock) + " " + Thread.holdsLock(lock));
        System.out.println("JavaVM: " + javaVM());
        System.out.println("ref type of an argument: " + refType(h));
        System.out.println("reflection: " + reflection(
                JniEnv.class.getDeclaredMethod("join", int.class, long.class, double.class, String.class),
                Holder.class.getDeclaredField("i"), Holder.class.getDeclaredConstructor(int.class, String.class),
                new Holder()));
        try {
            monitors(null);
        } catch (NullPointerException e) {
            System.out.println("MonitorEnter(null): NullPointerException");
        }
    }
}
