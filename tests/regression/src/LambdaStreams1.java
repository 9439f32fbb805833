// release8: skip (records, Stream.toList, Java 9+ stream API)
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class LambdaStreams1 {
    record P(String name, int age, String city) {}

    public static void main(String[] args) {
        List<String> words = Arrays.asList("delta", "alpha", "charlie", "bravo", "echo", "alpha", "foxtrot");
        System.out.println(words.stream().filter(w -> w.length() > 4).map(String::toUpperCase).collect(Collectors.toList()));
        System.out.println(words.stream().distinct().sorted().collect(Collectors.joining(", ", "[", "]")));
        System.out.println(words.stream().sorted(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder())).toList());
        System.out.println(words.stream().mapToInt(String::length).sum() + " " + words.stream().count());
        System.out.println(words.stream().collect(Collectors.groupingBy(String::length)));
        TreeMap<Character, Long> byFirst = words.stream().collect(Collectors.groupingBy(w -> w.charAt(0), TreeMap::new, Collectors.counting()));
        System.out.println(byFirst);
        System.out.println(words.stream().collect(Collectors.partitioningBy(w -> w.contains("a"))));
        System.out.println(words.stream().collect(Collectors.toSet()));
        System.out.println(words.stream().distinct().collect(Collectors.toMap(w -> w, String::length)));
        try {
            words.stream().collect(Collectors.toMap(w -> w, String::length));
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(words.stream().collect(Collectors.toMap(String::length, w -> w, (a, b) -> a + "|" + b)));
        System.out.println(IntStream.range(0, 10).boxed().collect(Collectors.toList()));
        System.out.println(IntStream.rangeClosed(1, 5).map(x -> x * x).sum() + " " + IntStream.rangeClosed(5, 1).count());
        System.out.println(IntStream.of(3, 1, 4, 1, 5, 9, 2, 6).sorted().distinct().mapToObj(Integer::toString).collect(Collectors.joining("-")));
        System.out.println(IntStream.of(3, 1, 4).max().getAsInt() + " " + IntStream.empty().max() + " " + IntStream.of(1, 2).average());
        System.out.println(IntStream.rangeClosed(1, 5).summaryStatistics());
        System.out.println(DoubleStream.of(1.5, 2.25, 3.0).summaryStatistics());
        System.out.println(LongStream.rangeClosed(1, 20).reduce(1L, (a, b) -> a * b));
        System.out.println(Stream.iterate(1, x -> x * 3).limit(8).collect(Collectors.toList()));
        System.out.println(Stream.iterate(1, x -> x < 100, x -> x * 2).map(String::valueOf).collect(Collectors.joining(",")));
        int[] counter = {0};
        System.out.println(Stream.generate(() -> counter[0]++).skip(3).limit(4).toList());
        System.out.println(Stream.of("a,b", "c", "d,e,f").flatMap(s -> Arrays.stream(s.split(","))).toList());
        System.out.println(Stream.of(List.of(1, 2), List.of(3)).flatMapToInt(l -> l.stream().mapToInt(Integer::intValue)).sum());
        System.out.println(words.stream().anyMatch(w -> w.startsWith("e")) + " " + words.stream().allMatch(w -> w.length() > 3) + " " + words.stream().noneMatch(String::isEmpty));
        System.out.println(words.stream().findFirst().get() + " " + Stream.empty().findFirst().isPresent());
        System.out.println(words.stream().reduce((a, b) -> a.length() >= b.length() ? a : b).get());
        System.out.println(words.stream().reduce(0, (acc, w) -> acc + w.length(), Integer::sum));
        System.out.println(words.stream().min(Comparator.naturalOrder()).get() + " " + words.stream().max(Comparator.naturalOrder()).get());
        List<String> peeked = new ArrayList<>();
        System.out.println(words.stream().peek(peeked::add).filter(w -> w.startsWith("c")).findFirst().get() + " " + peeked);
        System.out.println(Arrays.toString(words.stream().toArray(String[]::new)) + " " + words.stream().toArray().length);
        System.out.println(Arrays.stream(new int[] {5, 6, 7}, 1, 3).sum() + " " + Arrays.stream(new double[] {0.1, 0.2, 0.3}).sum());
        System.out.println(DoubleStream.of(0.1, 0.2, 0.3, 1e16, -1e16).sum() + " " + DoubleStream.of(0.1, 0.7).average().getAsDouble());
        System.out.println("hello".chars().filter(c -> c == 'l').count() + " " + "abc".chars().mapToObj(c -> (char) c).toList());
        System.out.println(Stream.of(5, 3, 8).takeWhile(x -> x > 2).toList() + " " + Stream.of(1, 2, 5, 1).dropWhile(x -> x < 3).toList());
        List<P> people = List.of(new P("Ann", 31, "Oslo"), new P("Bob", 25, "Rome"), new P("Cid", 40, "Oslo"), new P("Dee", 25, "Lima"));
        TreeMap<String, List<String>> byCity = people.stream().collect(Collectors.groupingBy(P::city, TreeMap::new, Collectors.mapping(P::name, Collectors.toList())));
        System.out.println(byCity);
        System.out.println(people.stream().collect(Collectors.averagingInt(P::age)) + " " + people.stream().collect(Collectors.summingInt(P::age)));
        System.out.println(people.stream().collect(Collectors.averagingDouble(p -> p.age() / 3.0)));
        System.out.println(people.stream().sorted(Comparator.comparingInt(P::age).thenComparing(P::name, Comparator.reverseOrder())).map(P::name).toList());
        System.out.println(people.stream().collect(Collectors.partitioningBy(p -> p.age() > 30, Collectors.counting())));
        TreeSet<Integer> ages = people.stream().map(P::age).collect(Collectors.toCollection(TreeSet::new));
        System.out.println(ages);
        System.out.println(people.stream().collect(Collectors.minBy(Comparator.comparingInt(P::age))).get());
        int cnt = people.stream().collect(Collectors.collectingAndThen(Collectors.toList(), List::size));
        System.out.println(cnt);
        System.out.println(people.stream().collect(Collectors.summarizingInt(P::age)));
        String tee = people.stream().collect(Collectors.teeing(Collectors.counting(), Collectors.summingInt(P::age), (c, s2) -> s2 + "/" + c));
        System.out.println(tee);
        System.out.println(people.stream().map(P::city).collect(Collectors.groupingBy(Function.identity(), Collectors.counting())));
        System.out.println(Optional.of(4).stream().map(x -> x + 1).toList() + " " + OptionalInt.empty().stream().count());
        Stream<String> s = words.stream();
        s.count();
        try {
            s.count();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        List<String> closed = new ArrayList<>();
        try (Stream<String> cs = words.stream().onClose(() -> closed.add("closed"))) {
            cs.limit(1).forEach(closed::add);
        }
        System.out.println(closed);
        System.out.println(IntStream.iterate(0, i -> i + 2).limit(5).mapToLong(i -> (long) i * i).boxed().toList());
        System.out.println(IntStream.range(0, 5).mapToDouble(i -> i / 2.0).boxed().toList());
        System.out.println(Stream.concat(Stream.of(1), Stream.of(2, 3)).toList() + " " + IntStream.concat(IntStream.of(1), IntStream.of(9)).boxed().toList());
        System.out.println(words.parallelStream().map(String::length).reduce(0, Integer::sum));
        Map<Boolean, List<Integer>> parts = IntStream.range(0, 8).boxed().collect(Collectors.partitioningBy(i -> i % 2 == 0));
        System.out.println(parts.get(true) + " " + parts.get(false));
        LinkedHashMap<Integer, String> lhm = Stream.of("x", "yy", "zzz").collect(Collectors.toMap(String::length, Function.identity(), (a, b) -> a, LinkedHashMap::new));
        System.out.println(lhm);
        System.out.println(Stream.of(1, 2, 3, 4).collect(Collectors.reducing(0, x -> x * 10, Integer::sum)));
        System.out.println(Stream.of(1, 2, 3, 4).collect(Collectors.filtering(x -> x % 2 == 0, Collectors.toList())));
        System.out.println(Stream.of(List.of(1, 2), List.of(3)).collect(Collectors.flatMapping(List::stream, Collectors.toList())));
        System.out.println(IntStream.range(0, 20).filter(i -> i % 3 == 0).mapToObj(i -> "n" + i).collect(Collectors.joining()));
        System.out.println(new ArrayList<>(List.of(3, 1, 2)).stream().sorted(Collections.reverseOrder()).toList());
    }
}
