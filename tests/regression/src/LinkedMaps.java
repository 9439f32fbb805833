import java.util.*;
public class LinkedMaps {
    static class LRU<K, V> extends LinkedHashMap<K, V> {
        final int cap;
        LRU(int cap) { super(16, 0.75f, true); this.cap = cap; }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> eldest) { return size() > cap; }
    }
    public static void main(String[] args) {
        LinkedHashMap<String, Integer> lm = new LinkedHashMap<>();
        for (String s : "zeta alpha mu beta omega gamma".split(" ")) lm.put(s, s.length());
        System.out.println(lm);
        lm.put("alpha", 99);
        lm.remove("mu");
        lm.put("mu", 2);
        System.out.println(lm + " " + lm.keySet() + " " + lm.values());
        LRU<Integer, String> lru = new LRU<>(3);
        lru.put(1, "one"); lru.put(2, "two"); lru.put(3, "three");
        System.out.println(lru);
        lru.get(1);
        System.out.println(lru);
        lru.put(4, "four");
        System.out.println(lru);
        lru.get(3); lru.put(5, "five");
        System.out.println(lru + " " + lru.containsKey(2));
        LinkedHashSet<String> ls = new LinkedHashSet<>();
        for (String s : "d a c b a d e".split(" ")) ls.add(s);
        System.out.println(ls + " " + ls.contains("c") + " " + ls.size());
        ls.remove("a"); ls.add("a");
        System.out.println(ls);
        HashSet<String> hs = new HashSet<>(Arrays.asList("d", "a", "c", "b", "alpha", "zeta", "omega", "x1", "x2", "x10"));
        System.out.println(hs);
        HashSet<Integer> his = new HashSet<>();
        for (int i = 0; i < 30; i++) his.add((i * 37) % 101 - 50);
        System.out.println(his);
        Set<Integer> a = new HashSet<>(Arrays.asList(1, 2, 3, 4, 5)), b = new HashSet<>(Arrays.asList(4, 5, 6, 7));
        Set<Integer> union = new TreeSet<>(a); union.addAll(b);
        Set<Integer> inter = new TreeSet<>(a); inter.retainAll(b);
        Set<Integer> diff = new TreeSet<>(a); diff.removeAll(b);
        System.out.println(union + " " + inter + " " + diff + " " + a.containsAll(inter) + " " + a.hashCode());
        LinkedHashMap<String, Integer> ao = new LinkedHashMap<>(8, 0.75f, true);
        ao.put("a", 1); ao.put("b", 2); ao.put("c", 3);
        ao.get("a"); ao.put("b", 20); ao.getOrDefault("c", 0);
        System.out.println(ao);
    }
}
