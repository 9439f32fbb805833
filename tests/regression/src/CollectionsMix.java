import java.util.*;
public class CollectionsMix {
    public static void main(String[] a) {
        Random r = new Random(7);
        PriorityQueue<Integer> q = new PriorityQueue<>();
        for (int i = 0; i < 2000; i++) {
            int op = r.nextInt(5);
            if (op < 2) q.add(r.nextInt(100));
            else if (op == 2) q.poll();
            else if (op == 3) q.remove(r.nextInt(100));
            else { Iterator<Integer> it = q.iterator(); int k = 0; while (it.hasNext()) { int v = it.next(); if (v % 7 == k % 3) it.remove(); k++; } }
            if (i % 100 == 0) System.out.println(q);
        }
        List<Integer> l = new ArrayList<>(); for (int i = 0; i < 30; i++) l.add(r.nextInt(50));
        System.out.println(new PriorityQueue<>(l));
        PriorityQueue<String> s = new PriorityQueue<>(Comparator.reverseOrder()); for (String w : "q w e r t y u i o p".split(" ")) s.add(w); System.out.println(s);
        LinkedList<Integer> ll = new LinkedList<>(l); ListIterator<Integer> li = ll.listIterator(5); li.next(); li.remove(); li.previous(); li.add(99); ll.removeLastOccurrence(ll.get(3)); System.out.println(ll + " " + ll.indexOf(99) + " " + ll.descendingIterator().next());
        ArrayList<Integer> al = new ArrayList<>(l); al.subList(3, 9).clear(); al.removeIf(x -> x % 5 == 0); System.out.println(al);
        LinkedHashMap<String,Integer> lru = new LinkedHashMap<String,Integer>(4, 0.75f, true) { protected boolean removeEldestEntry(Map.Entry<String,Integer> e) { return size() > 3; } };
        for (String w : "a b c a d b e a".split(" ")) { lru.merge(w, 1, Integer::sum); lru.get("a"); }
        System.out.println(lru);
        HashMap<Integer,String> hm = new HashMap<>(); for (int i = 0; i < 200; i += 7) hm.put(i * 31, "v" + i); hm.keySet().removeIf(k -> k % 3 == 0); System.out.println(hm); System.out.println(((HashMap<Integer,String>) hm.clone()).equals(hm));
    }
}
