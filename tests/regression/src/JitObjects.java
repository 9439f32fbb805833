// The JIT's object paths (jit_check.sh runs this with -Xjit:all and
// -Xjit:threshold=3): instance and static fields of every type, virtual,
// interface, private and super calls between compiled methods, allocation,
// type checks, exceptions thrown and caught in compiled code with their
// stack traces, synchronized blocks, aastore checks, and instructions the
// compiler leaves to the interpreter (string concatenation, switches) in
// the middle of compiled methods.
public class JitObjects {
    interface Shape { double area(); String kind(); }

    static abstract class Base implements Shape {
        static int made;
        final int id;
        Base() { id = ++made; }
        public String kind() { return "base"; }
        int twice() { return 2 * id; }
    }

    static final class Square extends Base {
        double side;
        Square(double side) { this.side = side; }
        public double area() { return side * side; }
        public String kind() { return "square"; }
    }

    static class Circle extends Base {
        double r;
        Circle(double r) { this.r = r; }
        public double area() { return 3.0 * r * r; }
        int twice() { return super.twice() + 1000; }
    }

    static class Fields {
        byte b; boolean z; char c; short s; int i; long l; float f; double d; Object o; int[] a;
        static byte sb; static boolean sz; static char sc; static short ss; static int si;
        static long sl; static float sf; static double sd; static String so;
        volatile int vi; volatile long vl;

        void fill(int k) {
            b = (byte) (k * 37); z = (k & 1) != 0; c = (char) (k * 4099); s = (short) (k * -3001);
            i = k * 1000003; l = k * 0x1234567890L; f = k / 3.0f; d = k / 7.0;
            o = (k & 1) != 0 ? "odd" : null; a = new int[k & 3];
            sb = (byte) -k; sz = !z; sc = (char) (65535 - k); ss = (short) (k << 12);
            si += k; sl -= k * 0x100000001L; sf = -f; sd = d * d; so = "s" + k;
            vi = k; vl = -k;
        }

        long sum() {
            return b + (z ? 1 : 0) + c + s + i + l + (long) (f * 1000) + (long) (d * 1000)
                + (o == null ? 0 : o.hashCode()) + a.length
                + sb + (sz ? 2 : 0) + sc + ss + si + sl + (long) (sf * 1000) + (long) (sd * 1000)
                + so.length() + vi + vl;
        }
    }

    static int depth(int n) {
        if (n == 0) throw new IllegalArgumentException("bottom");
        return depth(n - 1) + 1;
    }

    static int catchAt(int n) {
        try {
            return depth(n);
        } catch (IllegalArgumentException e) {
            StackTraceElement[] st = e.getStackTrace();
            return -st.length * 0 - (st[0].getLineNumber() > 0 ? 1 : 0) - 10 * (st[0].getMethodName().equals("depth") ? 1 : 0);
        }
    }

    static String classify(int k) {
        switch (k % 5) {
            case 0: return "zero";
            case 1: return "one";
            case 3: return "three";
            default: return "other" + k;
        }
    }

    static int nullField(Fields f) {
        try {
            return f.i;
        } catch (NullPointerException e) {
            return -1;
        }
    }

    static final Object lock = new Object();
    static int counter;

    static void bump(int n) {
        for (int k = 0; k < n; k++) {
            synchronized (lock) {
                counter++;
            }
        }
    }

    static synchronized int syncStatic(int x) { return x + 1; }

    public static void main(String[] args) throws Exception {
        Shape[] shapes = new Shape[6];
        for (int k = 0; k < shapes.length; k++)
            shapes[k] = (k % 2 == 0) ? new Square(k + 0.5) : new Circle(k);
        double total = 0;
        for (int k = 0; k < shapes.length; k++) total += shapes[k].area();
        System.out.println("area " + total + " made " + Base.made);
        for (Shape s : shapes) {
            Base b = (Base) s;
            System.out.println(s.kind() + " " + b.id + " " + b.twice() + " " + (s instanceof Circle) + " " + (s instanceof Square));
        }

        Fields f = new Fields();
        long acc = 0;
        for (int k = 0; k < 40; k++) {
            f.fill(k);
            acc = acc * 31 + f.sum();
        }
        System.out.println("fields " + acc + " " + f.b + " " + f.c + " " + f.s + " " + f.z + " " + Fields.sc + " " + Fields.so);

        System.out.println("catch " + catchAt(3) + " " + catchAt(20));
        try {
            depth(4);
        } catch (IllegalArgumentException e) {
            StackTraceElement[] st = e.getStackTrace();
            for (int k = 0; k < 6 && k < st.length; k++)
                System.out.println("  at " + st[k].getMethodName() + ":" + st[k].getLineNumber());
        }
        System.out.println("npe " + nullField(null) + " " + nullField(f));

        Object[] objs = new String[2];
        try {
            objs[0] = "ok";
            objs[1] = Integer.valueOf(3);
        } catch (ArrayStoreException e) {
            System.out.println("store " + e.getMessage() + " " + objs[0]);
        }
        try {
            Object o = shapes[0];
            Circle c = (Circle) o;
            System.out.println("no cast failure " + c);
        } catch (ClassCastException e) {
            System.out.println("cast failed");
        }

        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 12; k++) sb.append(classify(k)).append(' ');
        System.out.println(sb);

        Thread[] ts = new Thread[4];
        for (int k = 0; k < ts.length; k++) {
            ts[k] = new Thread(() -> bump(5000));
            ts[k].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("counter " + counter + " " + syncStatic(41));

        int[][] grid = new int[5][7];
        for (int y = 0; y < 5; y++)
            for (int x = 0; x < 7; x++)
                grid[y][x] = x * y;
        int g = 0;
        for (int[] row : grid) for (int v : row) g += v;
        System.out.println("grid " + g);
    }
}
