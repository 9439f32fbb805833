// release8: skip (Java 9+ collection factories / API)
import java.util.*;

public class LambdaComparators {
    static class Emp {
        final String name;
        final String dept;
        final int age;
        final double pay;

        Emp(String name, String dept, int age, double pay) {
            this.name = name;
            this.dept = dept;
            this.age = age;
            this.pay = pay;
        }

        String name() { return name; }
        String dept() { return dept; }
        int age() { return age; }
        double pay() { return pay; }
        long ageL() { return age; }

        public String toString() {
            return name;
        }
    }

    public static void main(String[] args) {
        List<Emp> es = new ArrayList<>(List.of(new Emp("ann", "ops", 40, 10.5), new Emp("bob", "dev", 30, 20.0),
            new Emp("cid", "dev", 40, 15.0), new Emp("dan", "ops", 25, 20.0), new Emp("eve", null, 30, 5.0)));
        List<Emp> l = new ArrayList<>(es);
        l.sort(Comparator.comparing(Emp::name).reversed());
        System.out.println(l);
        l.sort(Comparator.comparingInt(Emp::age).thenComparing(Emp::name));
        System.out.println(l);
        l.sort(Comparator.comparingDouble(Emp::pay).reversed().thenComparingInt(Emp::age));
        System.out.println(l);
        l.sort(Comparator.comparing(Emp::dept, Comparator.nullsFirst(Comparator.naturalOrder())).thenComparingLong(Emp::ageL));
        System.out.println(l);
        l.sort(Comparator.comparing(Emp::dept, Comparator.nullsLast(Comparator.reverseOrder())).thenComparingDouble(Emp::pay));
        System.out.println(l);
        l.sort(Comparator.comparing(Emp::name, (a, b) -> b.charAt(0) - a.charAt(0)));
        System.out.println(l);
        List<String> s = new ArrayList<>(List.of("pear", "Fig", "apple", "kiwi", "Banana"));
        s.sort(String.CASE_INSENSITIVE_ORDER);
        System.out.println(s);
        s.sort(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println(s);
        s.sort(Collections.reverseOrder(Comparator.comparing(String::length)));
        System.out.println(s);
        List<String> withNull = new ArrayList<>(Arrays.asList("b", null, "a"));
        withNull.sort(Comparator.nullsLast(Comparator.naturalOrder()));
        System.out.println(withNull);
        TreeMap<String, Integer> tm = new TreeMap<>(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()));
        for (String x : List.of("ccc", "a", "bb", "aa", "b")) tm.put(x, x.length());
        System.out.println(tm + " " + tm.firstKey() + " " + tm.headMap("bb"));
        System.out.println(Collections.max(es, Comparator.comparingDouble(Emp::pay).thenComparing(Emp::name)) + " " + Collections.min(es, Comparator.comparing(Emp::age)));
        Map<String, Integer> m = new HashMap<>(Map.of("x", 3, "y", 1, "z", 2));
        List<Map.Entry<String, Integer>> ents = new ArrayList<>(m.entrySet());
        ents.sort(Map.Entry.comparingByValue());
        System.out.println(ents);
        ents.sort(Map.Entry.comparingByKey(Comparator.reverseOrder()));
        System.out.println(ents);
    }
}
