// release8: skip (Java 9+ stream API)
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class LambdaStreams2 {
    public static void main(String[] args) {
        System.out.println(IntStream.rangeClosed(1, 10).filter(i -> i % 2 == 1).boxed().collect(Collectors.toList()));
        System.out.println(LongStream.range(0, 5).map(x -> x * x * x).sum() + " " + LongStream.of(4, 2, 9).max().getAsLong() + " " + LongStream.empty().min().isPresent());
        System.out.println(DoubleStream.iterate(1.0, d -> d / 2).limit(6).sum() + " " + DoubleStream.generate(() -> 0.25).limit(4).average().getAsDouble());
        System.out.println(IntStream.of(1, 2, 3, 4).mapToObj(i -> "v" + i).collect(Collectors.joining("|")) + " " + IntStream.range(0, 4).asDoubleStream().sum() + " " + IntStream.range(0, 4).asLongStream().max().getAsLong());
        System.out.println(Arrays.toString(IntStream.iterate(1, i -> i <= 100, i -> i * 3).toArray()) + " " + Arrays.toString(DoubleStream.of(3.5, -1).sorted().toArray()));
        System.out.println(IntStream.of(5, 5, 1, 3, 1).distinct().count() + " " + IntStream.of(1, 2, 3).anyMatch(i -> i > 2) + " " + IntStream.of(1, 2, 3).allMatch(i -> i > 2) + " " + IntStream.empty().noneMatch(i -> true));
        System.out.println(IntStream.range(0, 10).skip(7).findFirst().getAsInt() + " " + IntStream.range(0, 10).takeWhile(i -> i < 3).sum() + " " + IntStream.range(0, 10).dropWhile(i -> i < 8).boxed().toList());
        System.out.println(LongStream.rangeClosed(1, 5).summaryStatistics() + " " + new IntSummaryStatistics() + " " + new DoubleSummaryStatistics());
        System.out.println(IntStream.range(0, 6).reduce(0, (a, b) -> a * 2 + b) + " " + IntStream.range(1, 1).reduce(Integer::max).isPresent());
        Map<Boolean, Long> counts = IntStream.range(0, 17).boxed().collect(Collectors.partitioningBy(i -> i % 4 == 0, Collectors.counting()));
        System.out.println(counts);
        Map<Integer, Set<String>> byLen = Stream.of("aa", "b", "cc", "ddd", "e").collect(Collectors.groupingBy(String::length, Collectors.toSet()));
        System.out.println(byLen);
        Map<Integer, Double> avg = Stream.of("aa", "b", "cc", "ddd", "e").collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.averagingInt(s -> s.charAt(0))));
        System.out.println(avg);
        System.out.println(Stream.of(3, 1, 2).collect(Collectors.toCollection(ArrayDeque::new)) + " " + Stream.of("k1", "k2").collect(Collectors.toMap(Function.identity(), String::length)));
        System.out.println(Stream.of(1, 2, 3, 4, 5).collect(Collectors.summingDouble(x -> x / 3.0)) + " " + Stream.of(1, 2).collect(Collectors.averagingLong(x -> x)));
        Optional<String> longest = Stream.of("aa", "bbbb", "c").collect(Collectors.maxBy(Comparator.comparingInt(String::length)));
        System.out.println(longest.get() + " " + Stream.<String>empty().collect(Collectors.minBy(Comparator.naturalOrder())).isPresent());
        List<List<Integer>> nested = List.of(List.of(1, 2), List.of(), List.of(3, 4, 5));
        System.out.println(nested.stream().flatMap(List::stream).map(x -> x * x).collect(Collectors.toList()) + " " + nested.stream().mapToInt(List::size).max().getAsInt());
        System.out.println(Stream.of("x").collect(Collectors.collectingAndThen(Collectors.joining(), s -> s + "!")) + " " + Stream.of(1, 2, 3).map(String::valueOf).reduce("", String::concat));
        StringBuilder sb = Stream.of("a", "b").collect(StringBuilder::new, StringBuilder::append, StringBuilder::append);
        ArrayList<Integer> al = IntStream.range(0, 3).collect(ArrayList::new, ArrayList::add, ArrayList::addAll);
        System.out.println(sb + " " + al + " " + Stream.of(1, 2, 3, 4).mapToDouble(i -> i).map(Math::sqrt).boxed().map(d -> String.format("%.3f", d)).toList());
        try {
            Stream.of("a", "a").collect(Collectors.toMap(s -> s, s -> 1));
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        try {
            List<Integer> unmod = Stream.of(1).toList();
            unmod.add(2);
        } catch (UnsupportedOperationException e) {
            System.out.println("toList is unmodifiable");
        }
        Iterator<Integer> it = Stream.iterate(0, i -> i + 5).iterator();
        System.out.println(it.next() + " " + it.next() + " " + it.next());
        System.out.println(String.join(",", "hello world".chars().filter(Character::isLetter).mapToObj(c -> String.valueOf((char) c)).distinct().sorted().toList()));
    }
}
