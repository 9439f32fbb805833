// Calling natives: every argument and return type, static and instance,
// short and long (overloaded) names, mangled names, RegisterNatives,
// synchronized natives, natives that throw or return with an exception
// pending, and many calls in a row (local references released at return).
public class JniCall {
    int base = 1000;

    static native void nop();
    static native boolean notZ(boolean z);
    static native byte negB(byte b);
    static native char nextC(char c);
    static native short negS(short s);
    static native int mulI(int a, int b);
    static native long addJ(long a, long b);
    static native float halfF(float f);
    static native double sqrtD(double d);
    static native String echo(String s);
    static native int[] reverse(int[] a);
    static native Object self(Object o);
    static native String mixed(boolean z, byte b, char c, short s, int i, long j, float f, double d);
    static native double sum8(int a, long b, float c, double d, int e, long f, float g, double h);
    static native long wide(long a, double b, long c, double d, long e, double f, long g, double h,
                            long i, double j, int k, float l);
    static native double many(double d1, int i1, double d2, int i2, double d3, int i3, double d4, int i4,
                              double d5, int i5, double d6, int i6, double d7, float f8, double d9);
    native int plusBase(int x);
    native JniCall me();
    static native int over(int x);
    static native int over(String s);
    static native int over(int[] a, String s);
    static native int under_score(int x);
    static native int dollar$sign(int x);
    static native int regAdd(int a, int b);
    static native String regName();
    static native boolean register();
    static native boolean registerBad();
    static native boolean registerNotNative();
    static native boolean unregister();

    // A caller of its own (compiled at its first call under -Xjit:all, so
    // the native is called from compiled code too).
    static int viaCaller(int a, int b) {
        return regAdd(a, b);
    }
    static native void throwNew(String msg);
    static native int callThrower();
    static native int makeLocals(int n);
    synchronized static native boolean holdsClassLock();

    static int thrower() {
        throw new IllegalArgumentException("from Java, through the native");
    }

    static void report(String what, Throwable e) {
        System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
    }

    public static void main(String[] args) {
        System.loadLibrary("jnitest");
        nop();
        System.out.println("Z " + notZ(true) + " " + notZ(false));
        System.out.println("B " + negB((byte) 5) + " " + negB((byte) -128) + " " + negB(Byte.MAX_VALUE));
        System.out.println("C " + (int) nextC('a') + " " + (int) nextC('\uffff') + " " + (int) nextC('\u00e9'));
        System.out.println("S " + negS((short) 300) + " " + negS(Short.MIN_VALUE));
        System.out.println("I " + mulI(6, 7) + " " + mulI(Integer.MAX_VALUE, 2) + " " + mulI(-3, 5));
        System.out.println("J " + addJ(1L << 40, 5) + " " + addJ(Long.MAX_VALUE, 1) + " " + addJ(-7, -8));
        System.out.println("F " + halfF(3.0f) + " " + halfF(-1e-30f) + " " + halfF(Float.MAX_VALUE));
        System.out.println("D " + sqrtD(2.0) + " " + sqrtD(1e300) + " " + sqrtD(-1));
        System.out.println("L " + echo("h\u00e9llo \u4e16\u754c") + " " + echo(null));
        int[] r = reverse(new int[] { 1, 2, 3, 4 });
        System.out.println("[I " + r.length + " " + r[0] + r[1] + r[2] + r[3] + " " + (reverse(null) == null));
        Object o = new Object();
        System.out.println("Object same: " + (self(o) == o));
        System.out.println("mixed: " + mixed(true, (byte) -2, 'x', (short) -300, 123456789, -9876543210L, 1.5f, -2.25));
        System.out.println("sum8: " + sum8(1, 2L, 3.5f, 4.25, 5, 6L, 7.5f, 8.125));
        System.out.println("wide: " + wide(1, 2.5, 3, 4.5, 5, 6.5, 7, 8.5, 9, 10.5, 11, 12.5f));
        System.out.println("many: " + many(1.5, 2, 3.25, 4, 5.125, 6, 7.0625, 8, 9.5, 10, 11.25, 12, 13.125,
                                           14.5f, 15.75));
        JniCall c = new JniCall();
        System.out.println("instance: " + c.plusBase(7) + " " + (c.me() == c));
        System.out.println("overloads: " + over(5) + " " + over("abc") + " " + over(new int[3], "xy"));
        System.out.println("mangled: " + under_score(1) + " " + dollar$sign(2));
        try {
            regAdd(1, 1);
        } catch (UnsatisfiedLinkError e) {
            report("before RegisterNatives", e);
        }
        System.out.println("RegisterNatives: " + register() + " " + regAdd(20, 22) + " " + regName());
        try {
            registerBad();
        } catch (NoSuchMethodError e) {
            report("RegisterNatives no such method", e);
        }
        try {
            registerNotNative();
        } catch (NoSuchMethodError e) {
            report("RegisterNatives not native", e);
        }
        System.out.println("via a caller: " + viaCaller(3, 4));
        System.out.println("UnregisterNatives: " + unregister());
        try {
            viaCaller(5, 6);
        } catch (UnsatisfiedLinkError e) {
            report("after UnregisterNatives", e);
        }
        System.out.println("registered again: " + register() + " " + viaCaller(7, 8) + " " + regAdd(9, 10));
        try {
            throwNew("thrown by the native");
        } catch (IllegalStateException e) {
            report("ThrowNew", e);
        }
        try {
            callThrower();
            System.out.println("not reached");
        } catch (IllegalArgumentException e) {
            report("pending on return", e);
        }
        long total = 0;
        for (int i = 0; i < 3000; i++) {
            total += makeLocals(1000);
        }
        System.out.println("3000 calls making 1000 local references each: " + total);
        System.out.println("synchronized native holds the class lock: " + holdsClassLock());
    }
}
