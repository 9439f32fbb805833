import java.util.*;
import java.util.concurrent.*;

public class ConcSkipListSet {
    static void p(Object o) { System.out.println(o); }

    public static void main(String[] args) {
        ConcurrentSkipListSet<String> s = new ConcurrentSkipListSet<String>();
        p(s + " " + s.isEmpty() + " " + s.pollFirst() + " " + s.pollLast());
        try { s.first(); } catch (NoSuchElementException e) { p("first NSEE"); }
        String[] w = {"m", "c", "x", "a", "q", "f", "t", "c", "m"};
        for (String x : w) p("add " + x + " " + s.add(x));
        p(s + " " + s.size() + " " + s.first() + " " + s.last());
        p(s.lower("m") + " " + s.floor("n") + " " + s.ceiling("n") + " " + s.higher("x") + " " + s.lower("a"));
        NavigableSet<String> head = s.headSet("m");
        NavigableSet<String> tail = s.tailSet("m", false);
        NavigableSet<String> sub = s.subSet("c", true, "t", true);
        NavigableSet<String> desc = s.descendingSet();
        p(head + " " + tail + " " + sub + " " + desc);
        s.add("d");
        s.remove("q");
        p("live " + head + " " + tail + " " + sub + " " + desc + " " + desc.first() + " " + desc.higher("m"));
        sub.add("e");
        p("sub add " + s);
        try { sub.add("z"); } catch (IllegalArgumentException e) { p("sub add out of range IAE"); }
        p(sub.remove("z") + " " + sub.remove("e") + " " + s.contains("e"));
        p(desc.headSet("f") + " " + desc.tailSet("f") + " " + desc.subSet("t", "c") + " " + desc.descendingSet());
        Iterator<String> di = s.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) sb.append(di.next());
        p("desc iter " + sb);
        Iterator<String> it = s.iterator();
        while (it.hasNext()) { String x = it.next(); if (x.compareTo("f") < 0) it.remove(); else s.add(x + x); }
        p("after iterate " + s);
        p(s.pollFirst() + " " + s.pollLast() + " " + s);
        try { s.add(null); } catch (NullPointerException e) { p("add null NPE"); }
        try { s.contains(null); } catch (NullPointerException e) { p("contains null NPE"); }
        try { s.remove(null); } catch (NullPointerException e) { p("remove null NPE"); }
        ConcurrentSkipListSet<Integer> r = new ConcurrentSkipListSet<Integer>(Collections.reverseOrder());
        r.addAll(Arrays.asList(5, 1, 9, 3, 7, 3));
        p(r + " " + r.first() + " " + r.headSet(5) + " " + r.ceiling(4) + " " + (r.comparator() != null));
        ConcurrentSkipListSet<Integer> c = new ConcurrentSkipListSet<Integer>(Arrays.asList(4, 2, 8, 6));
        ConcurrentSkipListSet<Integer> sorted = new ConcurrentSkipListSet<Integer>(new TreeSet<Integer>(Arrays.asList(3, 1, 2)));
        ConcurrentSkipListSet<Integer> cl = c.clone();
        cl.add(10);
        p(c + " " + sorted + " " + cl + " " + c.equals(new TreeSet<Integer>(Arrays.asList(2, 4, 6, 8))) + " " + c.hashCode());
        p(c.removeAll(Arrays.asList(2, 3, 8)) + " " + c + " " + c.containsAll(Arrays.asList(4, 6)));
        c.clear();
        p(c + " " + c.size());
    }
}
