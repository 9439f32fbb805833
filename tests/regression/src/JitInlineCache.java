// Inline caches and direct compiled-to-compiled calls (issue 13): one
// virtual and one interface call site that see one receiver class, then
// two, then five (monomorphic, a miss that makes the site megamorphic,
// then every class through the megamorphic path), with results of every
// width, a synchronized (interpreted) callee reached through a cache, a
// null receiver at a cached site, exceptions thrown from a deep chain of
// compiled callees, and static/private/super calls with mixed arguments.
public class JitInlineCache {
    interface Shape {
        int area(int k);
        long big(long x);
        double ratio(double d);
        String name();
    }

    static abstract class Base implements Shape {
        int id;
        Base(int id) { this.id = id; }
        public abstract int area(int k);
        public long big(long x) { return x * 3 + id; }
        public double ratio(double d) { return d / (id + 1); }
        public String name() { return getClass().getName() + "#" + id; }
        int twice(int k) { return area(k) * 2; }
        private int secret(int k, long l, double d, float f, byte b) {
            return (int) (k + l + (long) d + (long) f + b + id);
        }
        int callSecret(int k) { return secret(k, 1L << 33, 2.5, 1.5f, (byte) -3); }
    }

    static class A extends Base {
        A(int i) { super(i); }
        public int area(int k) { return k + id; }
    }
    static class B extends Base {
        B(int i) { super(i); }
        public int area(int k) { return k * id; }
        public long big(long x) { return super.big(x) ^ 0x5555555555L; }
    }
    static class C extends Base {
        C(int i) { super(i); }
        public int area(int k) { return k - id; }
        public double ratio(double d) { return -d; }
    }
    static class D extends Base {
        D(int i) { super(i); }
        public synchronized int area(int k) { return k ^ id; }   // stays interpreted
    }
    static final class E extends Base {
        E(int i) { super(i); }
        public int area(int k) { return k % (id + 1); }
        public String name() { return "E!" + id; }
    }

    // The one invokevirtual site.
    static long virtualSite(Base[] a, int rounds) {
        long s = 0;
        for (int r = 0; r < rounds; r++)
            for (int i = 0; i < a.length; i++)
                s = s * 31 + a[i].area(r + i);
        return s;
    }

    // The one invokeinterface site (and more interface sites of other widths).
    static long interfaceSite(Shape[] a, int rounds) {
        long s = 0;
        for (int r = 0; r < rounds; r++)
            for (int i = 0; i < a.length; i++) {
                Shape x = a[i];
                s = s * 31 + x.area(r - i);
                s ^= x.big(r * 1000003L + i);
                s += (long) (x.ratio(r + 0.25) * 1000);
            }
        return s;
    }

    static String names(Shape[] a) {
        StringBuilder sb = new StringBuilder();
        for (Shape x : a)
            sb.append(x.name()).append(' ');
        return sb.toString();
    }

    static int depth(int n) {
        if (n == 0)
            throw new IllegalStateException("bottom");
        return depth(n - 1) + 1;
    }

    static int catchDeep(int n) {
        try {
            return depth(n);
        } catch (IllegalStateException e) {
            return -n;
        }
    }

    static double mix(int a, long b, float c, double d, Object o, int e) {
        return a + b + c + d + (o == null ? 0 : o.hashCode() % 7) + e;
    }

    static void run(String label, Base[] bases) {
        Shape[] shapes = bases;
        System.out.println(label + " virtual " + virtualSite(bases, 200));
        System.out.println(label + " interface " + interfaceSite(shapes, 200));
        System.out.println(label + " twice " + bases[bases.length - 1].twice(7));
        System.out.println(label + " secret " + bases[0].callSecret(5));
        System.out.println(label + " names " + names(shapes));
    }

    public static void main(String[] args) {
        Base[] one = { new A(1), new A(2), new A(3) };
        Base[] two = { new A(4), new B(5), new A(6), new B(7) };
        Base[] five = { new A(8), new B(9), new C(10), new D(11), new E(12) };
        for (int k = 0; k < 3; k++)
            run("one", one);        // the sites are monomorphic on A
        run("two", two);            // B misses: the sites go megamorphic
        run("five", five);
        run("one-again", one);      // A after megamorphic: still right

        Base[] withNull = { new A(1), null };
        try {
            virtualSite(withNull, 1);
        } catch (NullPointerException e) {
            System.out.println("null receiver: NPE");
        }
        try {
            interfaceSite(withNull, 1);
        } catch (NullPointerException e) {
            System.out.println("null receiver (interface): NPE");
        }

        System.out.println("deep " + catchDeep(50) + " " + catchDeep(300));
        try {
            depth(20);
        } catch (IllegalStateException e) {
            StackTraceElement[] st = e.getStackTrace();
            System.out.println("trace " + e.getMessage() + " " + st[0].getMethodName() + " "
                               + st[20].getMethodName() + " " + st[21].getMethodName());
        }
        double m = 0;
        for (int i = 0; i < 100; i++)
            m += mix(i, -i * 3_000_000_000L, i * 0.5f, -i * 0.125, i % 3 == 0 ? null : "x" + (i % 5), i);
        System.out.println("mix " + m);
        System.out.println("corners " + new C(0).ratio(-0.0) + " " + new C(0).ratio(Double.NaN)
                           + " " + Double.doubleToRawLongBits(new A(0).ratio(Double.MIN_VALUE)) + " " + new B(-2).big(Long.MIN_VALUE));
    }
}
