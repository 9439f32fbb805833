public class Polymorph {
    static class Animal {
        String sound() { return "..."; }
        String speak() { return getClass().getSimpleName() + " says " + sound(); }
        String over(Object o) { return "Animal.over(Object)"; }
        String over(String s) { return "Animal.over(String)"; }
    }
    static class Dog extends Animal {
        String sound() { return "Woof"; }
        String over(Object o) { return "Dog.over(Object)"; }
    }
    static class Puppy extends Dog {
        String sound() { return super.sound() + " (squeaky)"; }
    }
    static class Cat extends Animal {
        String sound() { return "Meow"; }
        String over(String s) { return "Cat.over(String)"; }
    }
    static String overload(int x) { return "int"; }
    static String overload(long x) { return "long"; }
    static String overload(double x) { return "double"; }
    static String overload(Integer x) { return "Integer"; }
    static String overload(Object x) { return "Object"; }
    static String overload(int... x) { return "varargs"; }
    static String ov2(long x) { return "long"; }
    static String ov2(Object x) { return "Object"; }
    static class Counter {
        private int c;
        Counter inc() { c++; return this; }
        int get() { return c; }
    }
    static class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }
        @Override public int hashCode() { return 31 * x + y; }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }
    public static void main(String[] args) {
        Animal[] as = {new Animal(), new Dog(), new Puppy(), new Cat()};
        for (Animal a : as) System.out.println(a.speak() + " | " + a.over("s") + " | " + a.over((Object) "s") + " | " + a.over(1));
        byte b = 1; short s = 2; char c = 'c'; long l = 4; float f = 5f;
        System.out.println(overload(b) + " " + overload(s) + " " + overload(c) + " " + overload(3) + " " + overload(l) + " " + overload(f) + " " + overload(Integer.valueOf(1)) + " " + overload("x") + " " + overload() + " " + overload(1, 2));
        System.out.println(ov2(3) + " " + ov2(Integer.valueOf(3)));
        System.out.println(new Counter().inc().inc().inc().get());
        Point p1 = new Point(1, 2), p2 = new Point(1, 2), p3 = new Point(2, 1);
        System.out.println(p1.equals(p2) + " " + p1.equals(p3) + " " + (p1 == p2) + " " + (p1.hashCode() == p2.hashCode()) + " " + p1.equals(null) + " " + p1.equals("x"));
        java.util.HashSet<Point> set = new java.util.HashSet<>();
        set.add(p1); set.add(p2); set.add(p3);
        System.out.println(set.size() + " " + set.contains(new Point(2, 1)));
        Object o = p1;
        System.out.println(o.toString() + " " + o.equals(p2) + " " + o.hashCode());
    }
}
