import java.util.*;
public class Comparators {
    static class Person implements Comparable<Person> {
        final String name; final int age;
        Person(String n, int a) { name = n; age = a; }
        public int compareTo(Person o) { return name.compareTo(o.name); }
        public String toString() { return name + "(" + age + ")"; }
    }
    public static void main(String[] args) {
        List<Person> ps = new ArrayList<>(Arrays.asList(new Person("Zoe", 30), new Person("Adam", 45), new Person("Mia", 30), new Person("Bob", 19), new Person("Eve", 45)));
        Collections.sort(ps);
        System.out.println(ps);
        Collections.sort(ps, new Comparator<Person>() {
            public int compare(Person a, Person b) { return Integer.compare(a.age, b.age); }
        });
        System.out.println(ps);
        Comparator<Person> byAgeDescThenName = new Comparator<Person>() {
            public int compare(Person a, Person b) {
                if (a.age != b.age) return b.age - a.age;
                return a.name.compareTo(b.name);
            }
        };
        Collections.sort(ps, byAgeDescThenName);
        System.out.println(ps);
        Collections.sort(ps, Collections.reverseOrder(byAgeDescThenName));
        System.out.println(ps);
        System.out.println(Collections.max(ps) + " " + Collections.min(ps, byAgeDescThenName));
        String[] words = {"banana", "Apple", "cherry", "apple", "Banana", "date"};
        String[] w1 = words.clone();
        Arrays.sort(w1);
        System.out.println(Arrays.toString(w1));
        Arrays.sort(w1, String.CASE_INSENSITIVE_ORDER);
        System.out.println(Arrays.toString(w1));
        Arrays.sort(w1, Collections.reverseOrder());
        System.out.println(Arrays.toString(w1));
        Integer[] nums = {5, -3, 12, 0, -7, 8};
        Arrays.sort(nums, new Comparator<Integer>() {
            public int compare(Integer a, Integer b) { return Integer.compare(Math.abs(a), Math.abs(b)); }
        });
        System.out.println(Arrays.toString(nums));
        TreeSet<Person> ts = new TreeSet<>(byAgeDescThenName);
        ts.addAll(ps);
        ts.add(new Person("Adam", 45));
        System.out.println(ts + " " + ts.size());
        List<Person> stable = new ArrayList<>();
        for (int i = 0; i < 12; i++) stable.add(new Person("p" + i, i % 3));
        Collections.sort(stable, new Comparator<Person>() { public int compare(Person a, Person b) { return a.age - b.age; } });
        System.out.println("stable " + stable);
        System.out.println("a".compareTo("b") + " " + Integer.valueOf(3).compareTo(7) + " " + Boolean.TRUE.compareTo(false) + " " + Character.valueOf('z').compareTo('a') + " " + Double.valueOf(1.0).compareTo(-0.0));
    }
}
