// release8: skip (records need Java 16)
import java.util.*;

public class Records {
    record Point(int x, int y) {
        Point {
            if (x == -5000) throw new IllegalArgumentException("x too small: " + x);
        }

        Point scale(int k) {
            return new Point(x * k, y * k);
        }

        static Point origin() {
            return new Point(0, 0);
        }
    }

    record Mixed(boolean b, byte by, char c, short s, long l, float f, double d, String str, Object o) {}

    record Empty() {}

    record Pair<A, B>(A first, B second) {
        @Override
        public String toString() {
            return "(" + first + ", " + second + ")";
        }
    }

    interface Shape {
        double area();
    }

    record Rect(double w, double h) implements Shape, Comparable<Rect> {
        public double area() {
            return w * h;
        }

        public int compareTo(Rect o) {
            return Double.compare(area(), o.area());
        }
    }

    record Named(String name, int[] data) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Named n && n.name.equals(name) && Arrays.equals(n.data, data);
        }

        @Override
        public int hashCode() {
            return name.hashCode() * 31 + Arrays.hashCode(data);
        }
    }

    public static void main(String[] args) {
        Point p = new Point(1, 2);
        System.out.println(p + " " + p.x() + " " + p.y() + " " + p.hashCode());
        System.out.println(p.equals(new Point(1, 2)) + " " + p.equals(new Point(2, 1)) + " " + p.equals(null) + " " + p.equals("x"));
        System.out.println(p.scale(3) + " " + Point.origin() + " " + Point.origin().hashCode());
        System.out.println(new Point(-7, 123456).hashCode() + " " + new Point(Integer.MIN_VALUE, -1).hashCode());
        try {
            new Point(-5000, 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Mixed m = new Mixed(true, (byte) -3, 'q', (short) 300, 1L << 40, 1.5f, -0.0, "s", null);
        Mixed m2 = new Mixed(true, (byte) -3, 'q', (short) 300, 1L << 40, 1.5f, -0.0, "s", null);
        Mixed m3 = new Mixed(true, (byte) -3, 'q', (short) 300, 1L << 40, 1.5f, 0.0, "s", null);
        System.out.println(m);
        System.out.println(m.hashCode() + " " + m.equals(m2) + " " + m.equals(m3) + " " + (m.hashCode() == m2.hashCode()));
        Mixed nan1 = new Mixed(false, (byte) 0, 'a', (short) 0, 0, Float.NaN, Double.NaN, null, List.of(1, 2));
        Mixed nan2 = new Mixed(false, (byte) 0, 'a', (short) 0, 0, Float.NaN, Double.NaN, null, List.of(1, 2));
        System.out.println(nan1 + " " + nan1.equals(nan2) + " " + nan1.hashCode());
        System.out.println(new Empty() + " " + new Empty().hashCode() + " " + new Empty().equals(new Empty()));
        Pair<String, Integer> pr = new Pair<>("a", 1);
        System.out.println(pr + " " + pr.first() + " " + pr.equals(new Pair<>("a", 1)) + " " + pr.hashCode());
        List<Rect> rects = new ArrayList<>(List.of(new Rect(2, 3), new Rect(1, 1), new Rect(0.5, 10)));
        Collections.sort(rects);
        System.out.println(rects);
        Shape s = rects.get(0);
        System.out.println(s.area() + " " + (s instanceof Record) + " " + new Rect(2, 3).hashCode());
        Named n1 = new Named("n", new int[] {1, 2});
        Named n2 = new Named("n", new int[] {1, 2});
        System.out.println(n1.equals(n2) + " " + (n1.hashCode() == n2.hashCode()) + " " + n1.data().length);
        Map<Point, String> map = new HashMap<>();
        for (int i = 0; i < 5; i++) map.put(new Point(i, i * i), "p" + i);
        System.out.println(map);
        System.out.println(map.get(new Point(3, 9)) + " " + new HashSet<>(List.of(p, new Point(1, 2), new Point(2, 1))).size());
        System.out.println(p.getClass().getSimpleName() + " " + p.getClass().getSuperclass().getName());
    }
}
