import java.util.*;
public class ListsTest {
    public static void main(String[] args) {
        List<String> al = new ArrayList<>();
        for (String s : "the quick brown fox jumps over the lazy dog".split(" ")) al.add(s);
        System.out.println(al + " " + al.size() + " " + al.get(3) + " " + al.indexOf("the") + " " + al.lastIndexOf("the") + " " + al.contains("fox"));
        al.add(2, "INSERTED");
        al.set(0, "THE");
        al.remove("lazy");
        al.remove(al.size() - 1);
        System.out.println(al);
        System.out.println(al.subList(1, 4) + " " + al.isEmpty());
        List<String> copy = new ArrayList<>(al);
        Collections.sort(copy);
        System.out.println(copy);
        Collections.reverse(copy);
        System.out.println(copy);
        System.out.println(Collections.max(copy) + " " + Collections.min(copy) + " " + Collections.frequency(al, "the"));
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 20; i++) nums.add(i);
        Collections.shuffle(nums, new Random(42));
        System.out.println(nums);
        Collections.sort(nums, Collections.reverseOrder());
        System.out.println(nums);
        Collections.swap(nums, 0, 19);
        Collections.rotate(nums, 3);
        System.out.println(nums);
        System.out.println(Collections.nCopies(4, "ab") + " " + Collections.emptyList() + " " + Collections.singletonList(7));
        List<Integer> un = Collections.unmodifiableList(nums);
        try {
            un.add(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE unmodifiable");
        }
        LinkedList<Integer> ll = new LinkedList<>();
        for (int i = 0; i < 5; i++) { ll.addFirst(i); ll.addLast(i * 10); }
        System.out.println(ll + " " + ll.getFirst() + " " + ll.getLast() + " " + ll.peek());
        ll.removeFirst(); ll.removeLast(); ll.add(3, 99);
        System.out.println(ll + " " + ll.indexOf(99) + " " + ll.pop() + " " + ll.pollLast());
        ListIterator<Integer> it = ll.listIterator();
        while (it.hasNext()) { int v = it.next(); if (v % 2 == 0) it.set(v + 1000); else it.remove(); }
        System.out.println(ll);
        Iterator<String> sit = al.iterator();
        while (sit.hasNext()) if (sit.next().length() <= 3) sit.remove();
        System.out.println(al);
        try {
            for (String s : al) if (s.startsWith("q")) al.remove(s);
            System.out.println("no CME");
        } catch (ConcurrentModificationException e) {
            System.out.println("CME caught");
        }
        Vector<Integer> v = new Vector<>();
        for (int i = 0; i < 5; i++) v.addElement(i * i);
        System.out.println(v + " " + v.elementAt(2) + " " + v.firstElement() + " " + v.lastElement() + " " + v.capacity());
        Stack<String> st = new Stack<>();
        st.push("a"); st.push("b"); st.push("c");
        System.out.println(st + " " + st.peek() + " " + st.pop() + " " + st.search("a") + " " + st.empty() + " " + st);
        System.out.println(new ArrayList<>(Arrays.asList(1, 2, 3)).hashCode() + " " + Arrays.asList("a", "b").hashCode() + " " + new LinkedList<>(Arrays.asList(1, 2, 3)).equals(Arrays.asList(1, 2, 3)));
        List<Integer> big = new ArrayList<>();
        for (int i = 0; i < 10000; i++) big.add(i * 37 % 10007);
        Collections.sort(big);
        long cs = 0;
        for (int i = 0; i < big.size(); i++) cs = cs * 31 + big.get(i);
        System.out.println("checksum " + cs + " " + Collections.binarySearch(big, 5000));
        Object[] arr = al.toArray();
        String[] sarr = al.toArray(new String[0]);
        System.out.println(arr.length + " " + sarr.length + " " + Arrays.toString(sarr));
        al.clear();
        System.out.println(al + " " + al.size());
        List<Integer> rm = new ArrayList<>(Arrays.asList(5, 3, 8, 3, 1));
        rm.removeAll(Arrays.asList(3));
        rm.addAll(0, Arrays.asList(7, 7));
        rm.retainAll(Arrays.asList(7, 8, 1));
        System.out.println(rm);
    }
}
