public class ClassInit {
    static { System.out.println("ClassInit static"); }
    static class A {
        static int x = compute("A.x", 1);
        static { System.out.println("A static block, x=" + x); }
        static final int CONST = 99; // compile-time constant: no init
        static final String SCONST = "sconst";
        static final Integer NONCONST = compute("A.NONCONST", 5);
        int inst = compute("A.inst", 2);
        { System.out.println("A instance block"); }
        A() { System.out.println("A ctor"); }
        static void touch() { System.out.println("A.touch"); }
    }
    static class B extends A {
        static int y = compute("B.y", 3);
        static { System.out.println("B static block"); }
        int binst = compute("B.binst", 4);
        { System.out.println("B instance block"); }
        B() { super(); System.out.println("B ctor"); }
    }
    static class C extends B {
        static { System.out.println("C static block"); }
        static int z = 7;
    }
    interface I {
        int IV = compute("I.IV", 11);
    }
    static class D implements I {
        static { System.out.println("D static block"); }
    }
    static class Order {
        static int first = second() + 1;
        static int secondVal = 10;
        static int second() { return secondVal; }
    }
    static class Self {
        static Self INSTANCE = new Self();
        static int counter = 5;
        Self() { counter++; System.out.println("Self ctor counter=" + counter); }
    }
    static int compute(String what, int v) {
        System.out.println("init " + what);
        return v;
    }
    public static void main(String[] args) {
        System.out.println("main start");
        System.out.println("CONST " + A.CONST + " " + A.SCONST);
        System.out.println("before B.x access");
        System.out.println("B.x via subclass " + B.x);
        System.out.println("now new B");
        new B();
        System.out.println("second new B");
        new B();
        System.out.println("C.z " + C.z);
        A[] arr = new A[3];
        System.out.println("array of A created " + arr.length);
        new D();
        System.out.println("D created, I not initialised yet?");
        System.out.println("I.IV " + I.IV);
        System.out.println("Order.first " + Order.first + " " + Order.secondVal);
        System.out.println("Self.counter " + Self.counter);
        Class<?> c = C.class;
        System.out.println("class literal " + c.getSimpleName());
        A.touch();
    }
}
