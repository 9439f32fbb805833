// An exception thrown inside code entered by on-stack replacement
// (doc/jit.md, "On-stack replacement"): each method below is called once,
// gets hot in its loop, and after the switch to compiled code throws from
// inside it -- a bounds check, a division by zero, a null receiver, an
// explicit throw from a callee -- with no handler in the method, so the
// exception goes to the interpreted caller, which catches it and prints
// what the loop had computed so far.
public class JitOsrThrow {
    static long progress;

    static int bounds(int[] a, int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += a[i % (a.length + 1)] + i;     // index a.length: out of bounds
            progress = s;
        }
        return s;
    }

    static long divide(int n) {
        long s = 1;
        for (int i = 0; i < n; i++) {
            s += 1000000 / (n / 2 - i);        // zero when i == n / 2
            progress = s;
        }
        return s;
    }

    static int length(String[] names, int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += names[i % names.length].length();
            progress = s;
        }
        return s;
    }

    static void check(int i) {
        if (i == 150000)
            throw new IllegalArgumentException("i = " + i);
    }

    static double callee(int n) {
        double d = 0;
        for (int i = 0; i < n; i++) {
            d += i * 0.5;
            check(i);
            progress = (long) d;
        }
        return d;
    }

    public static void main(String[] args) {
        int[] a = new int[100000];
        for (int i = 0; i < a.length; i++)
            a[i] = i & 0xff;
        try {
            System.out.println(bounds(a, 300000));
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("bounds: " + e.getMessage() + " after " + progress);
        }
        try {
            System.out.println(divide(300000));
        } catch (ArithmeticException e) {
            System.out.println("divide: " + e.getMessage() + " after " + progress);
        }
        String[] names = new String[5000];
        for (int i = 0; i < names.length - 1; i++)
            names[i] = "n" + i;
        try {
            System.out.println(length(names, 300000));
        } catch (NullPointerException e) {
            System.out.println("length: NullPointerException after " + progress);
        }
        try {
            System.out.println(callee(300000));
        } catch (IllegalArgumentException e) {
            System.out.println("callee: " + e.getMessage() + " after " + progress);
        }
        System.out.println("done");
    }
}
