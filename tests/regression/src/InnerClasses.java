import java.util.Iterator;
public class InnerClasses {
    private int secret = 42;
    private static int sCount = 0;
    class Inner {
        int v = secret + 1;
        int outerSecret() { return secret; }
        void bump() { secret++; }
    }
    static class Nested {
        int id = ++sCount;
    }
    class Range implements Iterable<Integer> {
        final int lo, hi;
        Range(int lo, int hi) { this.lo = lo; this.hi = hi; }
        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int cur = lo;
                public boolean hasNext() { return cur < hi; }
                public Integer next() { return cur++ * secret; }
            };
        }
    }
    interface Op { int apply(int x); }
    Op makeAdder(final int n) {
        class Adder implements Op {
            public int apply(int x) { return x + n + secret; }
        }
        return new Adder();
    }
    static Op compose(Op f, Op g) {
        return new Op() { public int apply(int x) { return f.apply(g.apply(x)); } };
    }
    class Deep {
        class Deeper {
            String path() { return "deeper sees " + secret; }
        }
    }
    public static void main(String[] args) {
        InnerClasses o = new InnerClasses();
        InnerClasses.Inner in = o.new Inner();
        System.out.println(in.v + " " + in.outerSecret());
        in.bump();
        System.out.println(o.secret + " " + in.outerSecret() + " " + in.v);
        System.out.println(new Nested().id + " " + new Nested().id + " " + sCount);
        o.secret = 2;
        int sum = 0;
        for (int x : o.new Range(1, 5)) { sum += x; System.out.print(x + " "); }
        System.out.println("sum " + sum);
        Op add = o.makeAdder(10);
        Op twice = new Op() { public int apply(int x) { return 2 * x; } };
        System.out.println(add.apply(1) + " " + twice.apply(7) + " " + compose(add, twice).apply(3) + " " + compose(twice, add).apply(3));
        InnerClasses.Deep.Deeper dd = o.new Deep().new Deeper();
        System.out.println(dd.path());
        final int[] counter = {0};
        Runnable r = new Runnable() { public void run() { counter[0] += 5; } };
        for (int i = 0; i < 3; i++) r.run();
        System.out.println("counter " + counter[0]);
        System.out.println(in.getClass().getName() + " " + Nested.class.getName() + " " + dd.getClass().getName());
        System.out.println(add.getClass().getSimpleName() + " " + Deep.Deeper.class.getSimpleName());
        Object anon = new Object() { public String toString() { return "anon toString"; } };
        System.out.println(anon + " " + anon.getClass().getSimpleName().isEmpty());
    }
}
