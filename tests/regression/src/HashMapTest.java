import java.util.*;
public class HashMapTest {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        String[] words = {"apple", "banana", "cherry", "date", "elderberry", "fig", "grape", "honeydew", "kiwi", "lemon", "mango", "nectarine", "orange", "papaya", "quince"};
        for (int i = 0; i < words.length; i++) m.put(words[i], i * 3);
        System.out.println(m);
        System.out.println(m.size() + " " + m.get("fig") + " " + m.get("none") + " " + m.containsKey("kiwi") + " " + m.containsValue(9) + " " + m.getOrDefault("x", -1));
        for (Map.Entry<String, Integer> e : m.entrySet()) System.out.print(e.getKey() + ":" + e.getValue() + " ");
        System.out.println();
        System.out.println(m.keySet());
        System.out.println(m.values());
        m.remove("banana"); m.remove("zzz"); m.put("apple", 100); m.putIfAbsent("apple", 5); m.putIfAbsent("zebra", 5);
        System.out.println(m);
        Map<Integer, String> im = new HashMap<>();
        for (int i = 0; i < 40; i++) im.put(i * 17 - 200, "v" + i);
        System.out.println(im);
        Map<Integer, Integer> big = new HashMap<>();
        for (int i = 0; i < 5000; i++) big.put(i * 7919 % 100003, i);
        long sum = 0;
        for (Map.Entry<Integer, Integer> e : big.entrySet()) sum = sum * 31 + e.getKey() * 7 + e.getValue();
        System.out.println(big.size() + " " + sum);
        for (int i = 0; i < 5000; i += 2) big.remove(i * 7919 % 100003);
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (Integer k : big.keySet()) { if (n++ < 20) sb.append(k).append(','); }
        System.out.println(big.size() + " " + sb);
        Map<String, Integer> counts = new HashMap<>();
        for (String w : "a b c a b a d e f a c".split(" ")) { Integer c0 = counts.get(w); counts.put(w, c0 == null ? 1 : c0 + 1); }
        System.out.println(counts);
        Iterator<Map.Entry<String, Integer>> it = counts.entrySet().iterator();
        while (it.hasNext()) if (it.next().getValue() == 1) it.remove();
        System.out.println(counts);
        Map<String, String> hm2 = new HashMap<>();
        hm2.put(null, "nullkey"); hm2.put("k", null);
        System.out.println(hm2.get(null) + " " + hm2.get("k") + " " + hm2.containsKey("k") + " " + hm2);
        Map<String, Integer> a = new HashMap<>(), b = new TreeMap<>();
        a.put("x", 1); a.put("y", 2); b.put("y", 2); b.put("x", 1);
        System.out.println(a.equals(b) + " " + (a.hashCode() == b.hashCode()) + " " + a.hashCode());
        Hashtable<String, Integer> ht = new Hashtable<>();
        for (int i = 0; i < words.length; i++) ht.put(words[i], i);
        System.out.println(ht);
        System.out.println(ht.get("mango") + " " + ht.containsKey("kiwi") + " " + ht.size());
        Enumeration<String> en = ht.keys();
        int cnt = 0;
        while (en.hasMoreElements()) { en.nextElement(); cnt++; }
        System.out.println("enum " + cnt);
        try {
            ht.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("Hashtable null key NPE");
        }
        Map<String, Integer> ordered = new HashMap<>();
        for (int i = 0; i < 100; i++) ordered.put("key" + i, i);
        StringBuilder keys = new StringBuilder();
        for (String k : ordered.keySet()) keys.append(k.substring(3)).append(' ');
        System.out.println(keys.toString().trim());
    }
}
