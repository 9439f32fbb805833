// release8: skip (records)
import java.util.function.IntBinaryOperator;
import java.util.function.Supplier;

/*
 * invokedynamic in compiled code (doc/jit.md, "invokedynamic"): string
 * concatenation with every kind of operand, lambdas and method references
 * capturing values, records' equals/hashCode/toString, each in a loop
 * that runs compiled, and an exception thrown from inside a
 * concatenation (a toString that throws) caught in the same method.
 */
public class JitIndy {
    record Point(int x, long y, String name) { }

    static final class Loud {
        final int n;
        Loud(int n) { this.n = n; }
        @Override public String toString() {
            if (n % 7 == 3) throw new IllegalStateException("no text for " + n);
            return "L" + n;
        }
    }

    static String concat(int i) {
        long l = i * 1000000007L;
        double d = i / 8.0;
        char c = (char) ('a' + i % 26);
        boolean b = (i & 1) == 0;
        Object o = (i % 5 == 0) ? null : Integer.valueOf(i);
        return "i=" + i + " l=" + l + " d=" + d + " c=" + c + " b=" + b + " o=" + o + " f=" + (float) d;
    }

    static int lambdas(int i) {
        final int k = i * 3;
        IntBinaryOperator op = (a, b) -> a * k + b;
        Supplier<String> s = () -> "s" + k;
        IntBinaryOperator max = Math::max;
        return op.applyAsInt(i, 7) + s.get().length() + max.applyAsInt(i, k);
    }

    static int records(int i) {
        Point p = new Point(i, -i * 3L, "p" + (i % 4));
        Point q = new Point(i, -i * 3L, "p" + (i % 4));
        Point r = new Point(i + 1, -i * 3L, "p" + (i % 4));
        return (p.equals(q) ? 1 : 0) + (p.equals(r) ? 10 : 0) + (p.hashCode() == q.hashCode() ? 100 : 0)
                + p.toString().length();
    }

    static String guarded(int i) {
        try {
            return "v" + new Loud(i);
        } catch (IllegalStateException e) {
            return "caught " + e.getMessage();
        }
    }

    public static void main(String[] args) {
        long h = 0;
        for (int i = 0; i < 20000; i++) {
            h = h * 31 + concat(i).hashCode();
            h = h * 31 + lambdas(i);
            h = h * 31 + records(i);
            h = h * 31 + guarded(i).hashCode();
        }
        System.out.println(concat(12345));
        System.out.println(concat(10));
        System.out.println(lambdas(9) + " " + records(9) + " " + new Point(1, 2, "z"));
        System.out.println(guarded(3) + "; " + guarded(4));
        System.out.println("checksum " + h);
    }
}
