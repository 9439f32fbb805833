import java.util.*;
import java.util.concurrent.*;
import java.util.function.*;

public class ConcSkipListMap {
    static void p(Object o) { System.out.println(o); }

    static void expect(String what, Runnable r) {
        try {
            r.run();
            p(what + ": no exception");
        } catch (RuntimeException e) {
            p(what + ": " + e.getClass().getName());
        }
    }

    public static void main(String[] args) throws Exception {
        final ConcurrentSkipListMap<Integer, String> m = new ConcurrentSkipListMap<Integer, String>();
        p(m + " " + m.isEmpty() + " " + m.size() + " " + m.firstEntry() + " " + m.lastEntry() + " " + m.pollFirstEntry());
        expect("firstKey empty", new Runnable() { public void run() { m.firstKey(); } });
        expect("lastKey empty", new Runnable() { public void run() { m.lastKey(); } });
        int[] keys = {50, 10, 90, 30, 70, 20, 80, 40, 60, 0, 100};
        for (int k : keys) p("put " + k + " -> " + m.put(k, "v" + k));
        p(m.put(30, "thirty") + " " + m.get(30) + " " + m.size());
        p(m);
        p(m.firstKey() + " " + m.lastKey() + " " + m.firstEntry() + " " + m.lastEntry());
        for (int k = -5; k <= 105; k += 5) {
            p(k + ": lower=" + m.lowerKey(k) + " floor=" + m.floorKey(k) + " ceil=" + m.ceilingKey(k) + " higher=" + m.higherKey(k)
                + " | " + m.lowerEntry(k) + " " + m.floorEntry(k) + " " + m.ceilingEntry(k) + " " + m.higherEntry(k));
        }
        p(m.containsKey(40) + " " + m.containsKey(41) + " " + m.containsValue("v40") + " " + m.containsValue("nope") + " " + m.get(41));

        // Views are live.
        ConcurrentNavigableMap<Integer, String> head = m.headMap(40);
        ConcurrentNavigableMap<Integer, String> headI = m.headMap(40, true);
        ConcurrentNavigableMap<Integer, String> tail = m.tailMap(60);
        ConcurrentNavigableMap<Integer, String> tailX = m.tailMap(60, false);
        ConcurrentNavigableMap<Integer, String> sub = m.subMap(20, 80);
        ConcurrentNavigableMap<Integer, String> subX = m.subMap(20, false, 80, true);
        p("head " + head + " " + head.size());
        p("headI " + headI + " " + headI.size());
        p("tail " + tail + " " + tail.size());
        p("tailX " + tailX + " " + tailX.size());
        p("sub " + sub + " " + sub.size() + " " + sub.firstKey() + " " + sub.lastKey());
        p("subX " + subX + " " + subX.size());
        m.put(25, "v25");
        m.put(75, "v75");
        m.remove(50);
        p("after base change sub " + sub + " subX " + subX + " head " + head);
        sub.put(35, "v35");
        p("base sees " + m.get(35) + " " + m.size());
        p("sub.remove(90) " + sub.remove(90) + " sub.remove(35) " + sub.remove(35) + " " + m.containsKey(35));
        p("sub.get(90) " + sub.get(90) + " " + sub.containsKey(90) + " " + sub.containsKey(20));
        final ConcurrentNavigableMap<Integer, String> fsub = sub;
        expect("sub put out of range", new Runnable() { public void run() { fsub.put(80, "x"); } });
        expect("sub put below range", new Runnable() { public void run() { fsub.put(5, "x"); } });
        expect("sub subMap out of range", new Runnable() { public void run() { fsub.subMap(10, 30); } });
        expect("subMap from > to", new Runnable() { public void run() { m.subMap(50, 10); } });
        expect("sub putIfAbsent out of range", new Runnable() { public void run() { fsub.putIfAbsent(99, "x"); } });
        p("nested " + sub.subMap(25, true, 60, true) + " " + sub.headMap(30) + " " + sub.tailMap(70, false));
        p("sub nav " + sub.lowerKey(20) + " " + sub.floorKey(5) + " " + sub.ceilingKey(85) + " " + sub.higherKey(70) + " " + sub.ceilingKey(0) + " " + sub.floorKey(1000));
        p("sub poll " + sub.pollFirstEntry() + " " + sub.pollLastEntry() + " " + sub + " " + m);

        // Descending views.
        ConcurrentNavigableMap<Integer, String> d = m.descendingMap();
        p("desc " + d + " first=" + d.firstKey() + " last=" + d.lastKey());
        p("desc nav " + d.lowerKey(40) + " " + d.floorKey(45) + " " + d.ceilingKey(45) + " " + d.higherKey(40));
        p("desc head " + d.headMap(60) + " tail " + d.tailMap(60) + " sub " + d.subMap(80, 20));
        p("desc desc " + d.descendingMap());
        p("desc keys " + m.descendingKeySet() + " " + d.navigableKeySet() + " " + d.comparator().compare(1, 2));
        p("desc sub desc " + m.subMap(10, true, 70, true).descendingMap() + " " + m.subMap(10, true, 70, true).descendingKeySet());
        final ConcurrentNavigableMap<Integer, String> fd = d;
        expect("desc subMap wrong order", new Runnable() { public void run() { fd.subMap(20, 80); } });
        Iterator<Integer> di = m.descendingKeySet().iterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) sb.append(di.next()).append(',');
        p("desc iter " + sb);
        p("poll last " + d.pollFirstEntry() + " " + d.pollLastEntry() + " " + m);

        // Key set, values, entries.
        NavigableSet<Integer> ks = m.keySet();
        p("keys " + ks + " " + ks.first() + " " + ks.last() + " " + ks.ceiling(33) + " " + ks.headSet(40) + " " + ks.tailSet(40, false) + " " + ks.descendingSet());
        p("values " + m.values() + " entries " + m.entrySet());
        ks.remove(25);
        p("after keySet remove " + m);
        Map.Entry<Integer, String> e = m.firstEntry();
        try {
            e.setValue("x");
            p("setValue allowed");
        } catch (UnsupportedOperationException ex) {
            p("setValue UOE");
        }
        Iterator<Map.Entry<Integer, String>> ei = m.entrySet().iterator();
        Map.Entry<Integer, String> e2 = ei.next();
        try {
            e2.setValue("x");
            p("iter setValue allowed");
        } catch (UnsupportedOperationException ex) {
            p("iter setValue UOE");
        }
        p("entry contains " + m.entrySet().contains(new AbstractMap.SimpleEntry<Integer, String>(40, "v40"))
            + " " + m.entrySet().contains(new AbstractMap.SimpleEntry<Integer, String>(40, "v41")));

        // Iteration while modifying: weakly consistent, never CME.
        Iterator<Integer> it = m.keySet().iterator();
        StringBuilder seen = new StringBuilder();
        int step = 0;
        while (it.hasNext()) {
            int k = it.next();
            seen.append(k).append(' ');
            if (step == 0) { m.remove(30); m.put(1000, "v1000"); m.put(-1, "neg"); }
            if (step == 1) it.remove();
            if (step == 2) m.put(k + 1, "plus");
            step++;
        }
        p("seen " + seen);
        p("now " + m);
        Iterator<Integer> it2 = m.keySet().iterator();
        try {
            it2.remove();
        } catch (IllegalStateException ex) {
            p("remove before next ISE");
        }
        Iterator<String> vi = m.values().iterator();
        while (vi.hasNext()) if (vi.next().startsWith("p")) vi.remove();
        p("values removed " + m);

        // Atomic compound operations.
        p("putIfAbsent " + m.putIfAbsent(40, "no") + " " + m.putIfAbsent(41, "v41") + " " + m.get(41));
        p("replace " + m.replace(41, "w41") + " " + m.replace(42, "x") + " " + m.replace(41, "nope", "z") + " " + m.replace(41, "w41", "z41") + " " + m.get(41));
        p("remove(k,v) " + m.remove(41, "nope") + " " + m.remove(41, "z41") + " " + m.containsKey(41) + " " + m.remove(41, null));
        BiFunction<Integer, String, String> app = new BiFunction<Integer, String, String>() {
            public String apply(Integer k, String v) { return v == null ? "new" + k : (v.length() > 6 ? null : v + "!"); }
        };
        p("compute " + m.compute(40, app) + " " + m.compute(41, app) + " " + m.compute(41, app) + " " + m.compute(41, app) + " " + m.compute(41, app) + " " + m.get(41));
        p("computeIfAbsent " + m.computeIfAbsent(40, new Function<Integer, String>() { public String apply(Integer k) { return "A"; } })
            + " " + m.computeIfAbsent(43, new Function<Integer, String>() { public String apply(Integer k) { return "A" + k; } })
            + " " + m.computeIfAbsent(44, new Function<Integer, String>() { public String apply(Integer k) { return null; } }) + " " + m.containsKey(44));
        p("computeIfPresent " + m.computeIfPresent(43, app) + " " + m.computeIfPresent(45, app) + " " + m.containsKey(45));
        BiFunction<String, String, String> cat = new BiFunction<String, String, String>() {
            public String apply(String a, String b) { return a.equals("drop") ? null : a + b; }
        };
        p("merge " + m.merge(46, "a", cat) + " " + m.merge(46, "b", cat) + " " + m.merge(47, "drop", cat) + " " + m.merge(47, "x", cat) + " " + m.containsKey(47));
        p("getOrDefault " + m.getOrDefault(46, "d") + " " + m.getOrDefault(48, "d"));
        m.replaceAll(new BiFunction<Integer, String, String>() { public String apply(Integer k, String v) { return v.toUpperCase(); } });
        p("replaceAll " + m);

        // Null handling as in the JDK.
        expect("put null key", new Runnable() { public void run() { m.put(null, "x"); } });
        expect("put null value", new Runnable() { public void run() { m.put(1, null); } });
        expect("get null", new Runnable() { public void run() { m.get(null); } });
        expect("containsKey null", new Runnable() { public void run() { m.containsKey(null); } });
        expect("remove null", new Runnable() { public void run() { m.remove(null); } });
        expect("containsValue null", new Runnable() { public void run() { m.containsValue(null); } });
        expect("putIfAbsent null value", new Runnable() { public void run() { m.putIfAbsent(1, null); } });
        expect("replace null", new Runnable() { public void run() { m.replace(1, null); } });
        expect("floorKey null", new Runnable() { public void run() { m.floorKey(null); } });
        expect("ceilingEntry null", new Runnable() { public void run() { m.ceilingEntry(null); } });
        expect("headMap null", new Runnable() { public void run() { m.headMap(null); } });
        expect("merge null value", new Runnable() { public void run() { m.merge(1, null, null); } });
        expect("sub get null", new Runnable() { public void run() { fsub.get(null); } });
        final ConcurrentSkipListMap<Object, String> raw = new ConcurrentSkipListMap<Object, String>();
        raw.put("a", "x");
        expect("incomparable key", new Runnable() { public void run() { raw.put(Integer.valueOf(1), "x"); } });

        // Comparator ordering, copy constructors, equality with other maps.
        Comparator<String> byLen = new Comparator<String>() {
            public int compare(String a, String b) { return a.length() != b.length() ? a.length() - b.length() : b.compareTo(a); }
        };
        ConcurrentSkipListMap<String, Integer> cm = new ConcurrentSkipListMap<String, Integer>(byLen);
        String[] words = {"pear", "fig", "banana", "kiwi", "apple", "plum", "date", "melon", "cherry", "lime"};
        for (int i = 0; i < words.length; i++) cm.put(words[i], i);
        p(cm + " " + (cm.comparator() == byLen));
        p(cm.headMap("plum") + " " + cm.tailMap("melon", false) + " " + cm.ceilingKey("zzzz") + " " + cm.higherKey("aaaaa"));
        TreeMap<String, Integer> tm = new TreeMap<String, Integer>(byLen);
        tm.putAll(cm);
        ConcurrentSkipListMap<String, Integer> copy = new ConcurrentSkipListMap<String, Integer>(tm);
        ConcurrentSkipListMap<String, Integer> natural = new ConcurrentSkipListMap<String, Integer>((Map<String, Integer>) tm);
        p(copy + " " + natural + " " + copy.equals(tm) + " " + tm.equals(copy) + " " + natural.equals(cm) + " " + (copy.hashCode() == tm.hashCode()));
        ConcurrentSkipListMap<String, Integer> cl = copy.clone();
        cl.remove("fig");
        p(cl.size() + " " + copy.size() + " " + cl.firstKey() + " " + copy.firstKey());
        cm.headMap("kiwi").clear();
        p("headMap clear " + cm);
        cm.clear();
        p("clear " + cm + " " + cm.size() + " " + cm.isEmpty());

        // A big map: skip list levels, ordering and removals.
        ConcurrentSkipListMap<Integer, Integer> big = new ConcurrentSkipListMap<Integer, Integer>();
        for (int i = 0; i < 5000; i++) big.put((i * 7919) % 5000, i);
        for (int i = 0; i < 5000; i += 3) big.remove(i);
        long sum = 0;
        int prev = -1;
        boolean ordered = true;
        for (Map.Entry<Integer, Integer> en : big.entrySet()) {
            if (en.getKey() <= prev) ordered = false;
            prev = en.getKey();
            sum += en.getKey() * 31L + en.getValue();
        }
        p("big " + big.size() + " " + ordered + " " + sum + " " + big.firstKey() + " " + big.lastKey() + " " + big.subMap(1000, 2000).size()
            + " " + big.floorKey(2999) + " " + big.ceilingKey(3000) + " " + big.descendingMap().firstKey());
        while (!big.isEmpty()) big.pollLastEntry();
        p("drained " + big + " " + big.size());
    }
}
