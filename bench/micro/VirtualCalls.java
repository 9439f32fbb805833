public class VirtualCalls {
    interface Op { int apply(int x); }
    static abstract class Base implements Op { abstract int step(int x); public int apply(int x) { return step(x) + 1; } }
    static final class A extends Base { int step(int x) { return x + 3; } }
    static final class B extends Base { int step(int x) { return x ^ 5; } }
    static final class C extends Base { int step(int x) { return x * 3; } }
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 6000000;
        Base[] objs = {new A(), new B(), new C()};
        Op[] ops = objs;
        int acc = 0;
        for (int i = 0; i < n; i++) {
            acc = objs[i % 3].step(acc);
            acc = ops[(i + 1) % 3].apply(acc) & 0xffffff;
        }
        System.out.println("checksum " + acc);
    }
}
