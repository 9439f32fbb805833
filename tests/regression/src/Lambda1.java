import java.util.*;
import java.util.function.*;
public class Lambda1 {
    interface IntOp { int apply(int a, int b); }
    static int twice(IntUnaryOperator f, int x) { return f.applyAsInt(f.applyAsInt(x)); }
    static String upper(String s) { return s.toUpperCase(); }
    public static void main(String[] args) {
        IntOp add = (a, b) -> a + b;
        IntOp mul = (a, b) -> a * b;
        System.out.println(add.apply(3, 4) + " " + mul.apply(3, 4));
        System.out.println(twice(x -> x * 3, 5) + " " + twice(x -> x - 1, 0));
        Function<String, Integer> len = String::length;
        Function<String, String> up = Lambda1::upper;
        Supplier<List<String>> sup = ArrayList::new;
        BiFunction<Integer, Integer, Integer> max = Math::max;
        Predicate<String> empty = String::isEmpty;
        UnaryOperator<String> exclaim = s -> s + "!";
        System.out.println(len.apply("hello") + " " + up.andThen(exclaim).apply("hi") + " " + sup.get().size() + " " + max.apply(3, 9) + " " + empty.negate().test(""));
        int base = 10;
        Function<Integer, Integer> addBase = x -> x + base;
        System.out.println(addBase.compose((Integer x) -> x * 2).apply(5));
        List<String> names = new ArrayList<>(Arrays.asList("delta", "alpha", "charlie", "bravo"));
        names.sort((a, b) -> a.length() != b.length() ? a.length() - b.length() : a.compareTo(b));
        System.out.println(names);
        names.sort(Comparator.comparing(String::length).reversed().thenComparing(Comparator.naturalOrder()));
        System.out.println(names);
        names.removeIf(s -> s.startsWith("c"));
        names.replaceAll(String::toUpperCase);
        System.out.println(names);
        Map<String, Integer> counts = new TreeMap<>();
        for (String w : "a b a c b a".split(" ")) counts.merge(w, 1, Integer::sum);
        System.out.println(counts);
        counts.forEach((k, v) -> System.out.print(k + v + " "));
        System.out.println();
        counts.computeIfAbsent("d", k -> 42);
        counts.computeIfPresent("a", (k, v) -> v * 100);
        counts.compute("b", (k, v) -> v == null ? 0 : v + 1);
        System.out.println(counts);
        Runnable r = () -> System.out.println("runnable ran");
        r.run();
        Optional<String> o = Optional.of("value").map(String::toUpperCase).filter(s -> s.length() > 3);
        System.out.println(o.orElse("none") + " " + Optional.<String>empty().map(String::length).orElseGet(() -> -1));
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 10; i++) nums.add(i);
        nums.forEach(n -> { if (n % 3 == 0) System.out.print(n + ";"); });
        System.out.println();
        BinaryOperator<Integer> op = BinaryOperator.minBy(Comparator.reverseOrder());
        System.out.println(op.apply(3, 8));
        Supplier<Supplier<String>> nested = () -> () -> "nested";
        System.out.println(nested.get().get());
        IntBinaryOperator gcd = new IntBinaryOperator() {
            public int applyAsInt(int a, int b) { return b == 0 ? a : applyAsInt(b, a % b); }
        };
        System.out.println(gcd.applyAsInt(48, 18));
        Function<Integer, Function<Integer, Integer>> curried = a -> b -> a * 10 + b;
        System.out.println(curried.apply(4).apply(2));
    }
}
