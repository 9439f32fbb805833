import java.util.*;
public class HashCodes {
    public static void main(String[] args) {
        String[] ss = {"", "a", "ab", "abc", "polygenelubricants", "Aa", "BB", "zzzzzzzzzzzzzzzzzzzz", "hash code test 123"};
        for (String s : ss) System.out.println("'" + s + "' " + s.hashCode());
        System.out.println(Integer.valueOf(-5).hashCode() + " " + Long.valueOf(-5L).hashCode() + " " + Long.valueOf(Long.MAX_VALUE).hashCode() + " " + Double.valueOf(-0.0).hashCode() + " " + Double.valueOf(Double.NaN).hashCode() + " " + Float.valueOf(1.5f).hashCode() + " " + Short.valueOf((short) -1).hashCode() + " " + Byte.valueOf((byte) -1).hashCode() + " " + Boolean.FALSE.hashCode());
        List<Integer> li = Arrays.asList(1, 2, 3, 4);
        List<String> ls = new ArrayList<>(Arrays.asList("x", "y", null));
        System.out.println(li.hashCode() + " " + ls.hashCode() + " " + new ArrayList<>().hashCode() + " " + new LinkedList<>(li).hashCode());
        Map<String, Integer> m = new HashMap<>();
        m.put("one", 1); m.put("two", 2); m.put(null, 0);
        Map<String, Integer> tm = new TreeMap<>();
        tm.put("one", 1); tm.put("two", 2);
        System.out.println(m.hashCode() + " " + tm.hashCode() + " " + new HashSet<>(Arrays.asList("a", "b", "c")).hashCode() + " " + new TreeSet<>(li).hashCode());
        Map.Entry<String, Integer> e = new AbstractMap.SimpleEntry<>("k", 7);
        System.out.println(e.hashCode() + " " + e + " " + e.equals(new AbstractMap.SimpleEntry<>("k", 7)));
        System.out.println(Arrays.asList(1, 2).equals(new LinkedList<>(Arrays.asList(1, 2))) + " " + new HashSet<>(Arrays.asList(1, 2)).equals(new TreeSet<>(Arrays.asList(2, 1))) + " " + m.equals(tm));
        System.out.println(Optional.of("x").hashCode() + " " + Objects.hash() + " " + Arrays.hashCode(new long[]{1L << 32, 5}) + " " + Arrays.hashCode(new double[]{1.0}) + " " + Arrays.hashCode(new boolean[]{true, false}) + " " + Arrays.hashCode(new char[]{'a'}));
        Map<String, List<Integer>> nested = new TreeMap<>();
        nested.put("a", Arrays.asList(1, 2));
        nested.put("b", new ArrayList<Integer>());
        System.out.println(nested.hashCode() + " " + nested);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 200; i++) sb.append((char) ('a' + i % 26));
        System.out.println(sb.toString().hashCode() + " " + sb.toString().substring(100).hashCode());
    }
}
