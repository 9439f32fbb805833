// release8: skip (Java 9+ collection factories / API)
import java.util.*;
import java.util.concurrent.*;

public class LambdaMapDefaults {
    static void exercise(Map<String, Integer> m) {
        m.put("a", 1);
        m.put("b", 2);
        System.out.println(m.getOrDefault("a", 0) + " " + m.getOrDefault("zz", -1));
        System.out.println(m.putIfAbsent("a", 9) + " " + m.putIfAbsent("c", 3));
        System.out.println(m.computeIfAbsent("d", k -> k.length() * 10) + " " + m.computeIfAbsent("a", k -> 99));
        System.out.println(m.computeIfPresent("b", (k, v) -> v + 100) + " " + m.computeIfPresent("q", (k, v) -> 1));
        System.out.println(m.compute("c", (k, v) -> v == null ? 0 : v * 2) + " " + m.compute("new", (k, v) -> v == null ? 7 : v));
        System.out.println(m.merge("a", 5, Integer::sum) + " " + m.merge("m", 5, Integer::sum));
        m.merge("m", 0, (x, y) -> null);
        m.computeIfPresent("new", (k, v) -> null);
        System.out.println(m.replace("b", 1) + " " + m.replace("b", 1, 2) + " " + m.replace("b", 7, 8) + " " + m.remove("d", 40) + " " + m.remove("d", 41));
        m.replaceAll((k, v) -> v * 3);
        StringBuilder sb = new StringBuilder();
        new TreeMap<>(m).forEach((k, v) -> sb.append(k).append(':').append(v).append(' '));
        System.out.println(sb.toString().trim());
    }

    public static void main(String[] args) {
        exercise(new HashMap<>());
        exercise(new TreeMap<>());
        exercise(new LinkedHashMap<>());
        exercise(new ConcurrentHashMap<>());
        exercise(new Hashtable<>());
        Map<String, List<Integer>> multi = new TreeMap<>();
        for (int i = 0; i < 10; i++) multi.computeIfAbsent(i % 3 == 0 ? "three" : "other", k -> new ArrayList<>()).add(i);
        System.out.println(multi);
        ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>();
        try {
            chm.put("k", null);
        } catch (NullPointerException e) {
            System.out.println("CHM null value rejected");
        }
        System.out.println(chm.putIfAbsent("k", 1) + " " + chm.getOrDefault("k", 5) + " " + chm.keySet() + " " + ConcurrentHashMap.newKeySet().add("x"));
        ConcurrentHashMap.KeySetView<String, Integer> ks = chm.keySet(0);
        ks.add("added");
        System.out.println(chm);
    }
}
