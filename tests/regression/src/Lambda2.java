import java.util.*;
import java.util.function.*;
public class Lambda2 {
    private int field = 5;
    int viaThis() { Supplier<Integer> s = () -> field * 2; return s.get(); }
    static List<Supplier<Integer>> makeClosures() {
        List<Supplier<Integer>> l = new ArrayList<>();
        for (int i = 0; i < 5; i++) { final int j = i; l.add(() -> j * j); }
        return l;
    }
    interface TriFunction<A, B, C, R> { R apply(A a, B b, C c); }
    public static void main(String[] args) {
        System.out.println(new Lambda2().viaThis());
        for (Supplier<Integer> s : makeClosures()) System.out.print(s.get() + " ");
        System.out.println();
        TriFunction<Integer, String, Double, String> tf = (a, b, c) -> b + a + c;
        System.out.println(tf.apply(1, "x", 2.5));
        Function<Object, String> ts = Object::toString;
        System.out.println(ts.apply(42) + " " + ts.apply("s"));
        Function<String, Lambda2> ctor = s -> new Lambda2();
        System.out.println(ctor.apply("x").field);
        IntFunction<int[]> mk = int[]::new;
        System.out.println(mk.apply(4).length);
        ToIntFunction<String> parse = Integer::parseInt;
        System.out.println(parse.applyAsInt("123") + 1);
        Predicate<Integer> even = x -> x % 2 == 0, pos = x -> x > 0;
        for (int v : new int[]{-2, -1, 0, 1, 2}) System.out.print(even.and(pos).test(v) + "/" + even.or(pos).test(v) + " ");
        System.out.println();
        BiConsumer<StringBuilder, String> app = StringBuilder::append;
        StringBuilder sb = new StringBuilder();
        app.accept(sb, "a"); app.accept(sb, "b");
        System.out.println(sb);
        Comparator<String> c = Comparator.comparingInt(String::length);
        List<String> l = new ArrayList<>(Arrays.asList("ccc", "a", "bb", "dd"));
        l.sort(c.thenComparing(Function.identity(), Comparator.reverseOrder()));
        System.out.println(l);
        long[] counter = {0};
        Runnable inc = () -> counter[0]++;
        for (int i = 0; i < 1000; i++) inc.run();
        System.out.println(counter[0]);
        DoubleUnaryOperator sq = x -> x * x;
        System.out.println(sq.andThen(Math::sqrt).applyAsDouble(-3));
        Iterator<Integer> gen = new Iterator<Integer>() {
            int a = 0, b = 1;
            public boolean hasNext() { return a < 100; }
            public Integer next() { int r = a; int t = a + b; a = b; b = t; return r; }
        };
        Iterable<Integer> it = () -> gen;
        for (int f : it) System.out.print(f + " ");
        System.out.println();
    }
}
