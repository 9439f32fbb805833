import java.util.*;
public class TreeMaps {
    public static void main(String[] args) {
        TreeMap<Integer, String> tm = new TreeMap<>();
        for (int i = 0; i < 20; i++) tm.put((i * 13) % 50, "v" + i);
        System.out.println(tm);
        System.out.println(tm.firstKey() + " " + tm.lastKey() + " " + tm.floorKey(25) + " " + tm.ceilingKey(25) + " " + tm.lowerKey(26) + " " + tm.higherKey(26) + " " + tm.floorKey(-1));
        System.out.println(tm.ceilingEntry(27) + " " + tm.floorEntry(100) + " " + tm.firstEntry() + " " + tm.lastEntry().getValue());
        System.out.println(tm.headMap(20) + " | " + tm.tailMap(40) + " | " + tm.subMap(10, 30) + " | " + tm.headMap(20, true));
        System.out.println(tm.descendingMap());
        System.out.println(tm.descendingKeySet() + " " + tm.navigableKeySet().headSet(12));
        System.out.println(tm.pollFirstEntry() + " " + tm.pollLastEntry() + " " + tm.size());
        TreeMap<String, Integer> ts = new TreeMap<>(Comparator.reverseOrder());
        for (String s : "pear apple fig banana kiwi".split(" ")) ts.put(s, s.length());
        System.out.println(ts + " " + ts.firstKey());
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        ci.put("Bob", 1); ci.put("alice", 2); ci.put("BOB", 3); ci.put("Carl", 4);
        System.out.println(ci);
        TreeMap<String, Integer> byLen = new TreeMap<>(new Comparator<String>() {
            public int compare(String a, String b) {
                int c = Integer.compare(a.length(), b.length());
                return c != 0 ? c : a.compareTo(b);
            }
        });
        for (String s : "the quick brown fox jumped over lazy dogs".split(" ")) byLen.put(s, byLen.size());
        System.out.println(byLen);
        TreeSet<Integer> set = new TreeSet<>();
        Random r = new Random(7);
        for (int i = 0; i < 30; i++) set.add(r.nextInt(100));
        System.out.println(set);
        System.out.println(set.first() + " " + set.last() + " " + set.floor(50) + " " + set.ceiling(50) + " " + set.higher(set.first()) + " " + set.lower(set.last()));
        System.out.println(set.headSet(30) + " " + set.tailSet(80) + " " + set.subSet(40, 60) + " " + set.descendingSet().first());
        System.out.println(set.pollFirst() + " " + set.pollLast() + " " + set.size());
        TreeSet<String> strs = new TreeSet<>(Arrays.asList("b", "A", "a", "B", "c", "aa", ""));
        System.out.println(strs);
        Iterator<Integer> it = set.iterator();
        while (it.hasNext()) if (it.next() % 2 == 1) it.remove();
        System.out.println(set);
        TreeMap<Integer, Integer> big = new TreeMap<>();
        for (int i = 0; i < 10000; i++) big.put((i * 7919) % 10007, i);
        for (int i = 0; i < 10000; i += 3) big.remove(i);
        long cs = 0;
        for (Map.Entry<Integer, Integer> e : big.entrySet()) cs = cs * 17 + e.getKey() + e.getValue();
        System.out.println(big.size() + " " + cs + " " + big.firstKey() + " " + big.lastKey());
    }
}
