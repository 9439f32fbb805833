import java.util.*;

/** The demo program of the README: a little of everything the VM runs. */
public class Hello {
    interface Shape { double area(); }

    static final class Circle implements Shape {
        private final double r;
        Circle(double r) { this.r = r; }
        public double area() { return Math.PI * r * r; }
    }

    static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

    public static void main(String[] args) {
        System.out.println("Hello from Ristretto!");
        Map<String, Integer> counts = new TreeMap<>();
        for (String w : "the quick brown fox jumps over the lazy dog the end".split(" "))
            counts.merge(w, 1, Integer::sum);
        System.out.println("word counts: " + counts);
        System.out.println("fib(25) = " + fib(25));
        Shape s = new Circle(2.0);
        System.out.printf("area of a circle of radius 2: %.5f%n", s.area());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) sb.append(i).append(i < 4 ? "," : "");
        System.out.println("joined: " + sb);
    }
}
