import java.util.*;
public class DequeMix {
    public static void main(String[] a) {
        Random r = new Random(11);
        ArrayDeque<Integer> d = new ArrayDeque<>(3);
        for (int i = 0; i < 3000; i++) {
            switch (r.nextInt(8)) {
                case 0: d.addFirst(i); break;
                case 1: case 2: d.addLast(i); break;
                case 3: d.pollFirst(); break;
                case 4: d.pollLast(); break;
                case 5: d.remove(i - r.nextInt(40)); break;
                case 6: { Iterator<Integer> it = r.nextBoolean() ? d.iterator() : d.descendingIterator(); while (it.hasNext()) if (it.next() % 5 == 0) it.remove(); break; }
                default: d.removeLastOccurrence(i - r.nextInt(30));
            }
            if (i % 150 == 0) System.out.println(d + " " + d.peekFirst() + " " + d.peekLast() + " " + d.size());
        }
        System.out.println(d.clone() + " " + Arrays.toString(d.toArray()));
    }
}
