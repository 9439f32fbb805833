public class Inherit1 {
    static abstract class Shape {
        final String name;
        Shape(String name) { this.name = name; }
        abstract double area();
        double perimeter() { return 0; }
        public String toString() { return name + String.format("[area=%.3f, perim=%.3f]", area(), perimeter()); }
    }
    static class Circle extends Shape {
        final double r;
        Circle(double r) { super("Circle"); this.r = r; }
        double area() { return Math.PI * r * r; }
        double perimeter() { return 2 * Math.PI * r; }
    }
    static class Rect extends Shape {
        final double w, h;
        Rect(double w, double h) { this("Rect", w, h); }
        protected Rect(String n, double w, double h) { super(n); this.w = w; this.h = h; }
        double area() { return w * h; }
        double perimeter() { return 2 * (w + h); }
    }
    static class Square extends Rect {
        Square(double s) { super("Square", s, s); }
        @Override double perimeter() { return 4 * w; }
        String describe() { return "square of side " + w + " super.perimeter=" + super.perimeter(); }
    }
    static class Base {
        String who() { return "Base"; }
        String call() { return "call->" + who(); }
        static String stat() { return "Base.stat"; }
        String field = "baseField";
    }
    static class Derived extends Base {
        String who() { return "Derived"; }
        String superWho() { return super.who(); }
        static String stat() { return "Derived.stat"; }
        String field = "derivedField";
    }
    static class Ctor {
        Ctor() { System.out.println("Ctor sees " + describe()); }
        String describe() { return "base"; }
    }
    static class CtorSub extends Ctor {
        String v = "initialised";
        CtorSub() { super(); System.out.println("CtorSub sees " + describe()); }
        String describe() { return "sub v=" + v; }
    }
    public static void main(String[] args) {
        Shape[] shapes = {new Circle(1), new Rect(2, 3), new Square(4), new Circle(0.5)};
        double total = 0;
        for (Shape s : shapes) {
            System.out.println(s);
            total += s.area();
        }
        System.out.printf("total %.4f%n", total);
        System.out.println(((Square) shapes[2]).describe());
        Base b = new Derived();
        System.out.println(b.who() + " " + b.call() + " " + ((Derived) b).superWho() + " " + b.field + " " + ((Derived) b).field);
        System.out.println(Base.stat() + " " + Derived.stat());
        new CtorSub();
        System.out.println(shapes[1] instanceof Rect);
        System.out.println(shapes[2] instanceof Rect);
        System.out.println(shapes[0] instanceof Rect);
        System.out.println(shapes[2].getClass().getName() + " " + shapes[2].getClass().getSimpleName() + " " + shapes[2].getClass().getSuperclass().getSimpleName());
    }
}
