// release8: skip (Java 9+ collection factories / API)
import java.util.*;

public class LangBridgesInterfaces {
    static abstract class Shape implements Comparable<Shape> {
        abstract double area();

        public int compareTo(Shape o) {
            return Double.compare(area(), o.area());
        }

        Shape self() {
            return this;
        }
    }

    static class Sq extends Shape {
        final double s;

        Sq(double s) { this.s = s; }

        double area() { return s * s; }

        @Override
        Sq self() { return this; }

        public String toString() { return "Sq" + (int) s; }
    }

    interface Box<T> {
        T get();

        default String describe() {
            return "Box(" + get() + ")";
        }

        static <T> Box<T> of(T t) {
            return () -> t;
        }
    }

    static class IntBox implements Box<Integer> {
        public Integer get() { return 7; }
    }

    interface A {
        default String who() { return "A"; }
    }

    interface B extends A {
        default String who() { return "B>" + A.super.who(); }
    }

    static class C implements A, B {
        public String who() { return "C>" + B.super.who(); }
    }

    static <T extends Comparable<T>> T max(List<T> xs) {
        T best = xs.get(0);
        for (T x : xs) if (x.compareTo(best) > 0) best = x;
        return best;
    }

    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>(List.of(new Sq(3), new Sq(1), new Sq(2)));
        Collections.sort(shapes);
        System.out.println(shapes + " " + max(shapes) + " " + new Sq(5).self().s);
        Comparable<Shape> cmp = new Sq(2);
        System.out.println(cmp.compareTo(new Sq(1)));
        Box<Integer> ib = new IntBox();
        System.out.println(ib.describe() + " " + Box.of("s").describe() + " " + ib.get().getClass().getSimpleName());
        System.out.println(new C().who());
        Object raw = new IntBox();
        @SuppressWarnings("unchecked")
        Box<String> wrong = (Box<String>) raw;
        try {
            String bad = wrong.get();
            System.out.println(bad);
        } catch (ClassCastException e) {
            System.out.println("heap pollution -> ClassCastException");
        }
        Map<String, List<? extends Number>> m = new TreeMap<>();
        m.put("ints", List.of(1, 2));
        m.put("doubles", List.of(1.5));
        double total = 0;
        for (List<? extends Number> l : m.values()) for (Number n : l) total += n.doubleValue();
        System.out.println(m + " " + total);
    }
}
