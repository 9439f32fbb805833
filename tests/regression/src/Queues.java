import java.util.*;
public class Queues {
    public static void main(String[] args) {
        ArrayDeque<Integer> dq = new ArrayDeque<>();
        for (int i = 0; i < 10; i++) { if (i % 2 == 0) dq.addFirst(i); else dq.addLast(i); }
        System.out.println(dq + " " + dq.peekFirst() + " " + dq.peekLast() + " " + dq.size());
        System.out.println(dq.pollFirst() + " " + dq.pollLast() + " " + dq.pop() + " " + dq);
        dq.push(100); dq.offer(200);
        System.out.println(dq + " " + dq.contains(200));
        Iterator<Integer> desc = dq.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (desc.hasNext()) sb.append(desc.next()).append(' ');
        System.out.println(sb.toString().trim());
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] vals = {5, 1, 8, 3, 9, 2, 7, 4, 6, 0, 5, 3};
        for (int v : vals) pq.add(v);
        System.out.println(pq + " " + pq.peek() + " " + pq.size());
        StringBuilder order = new StringBuilder();
        while (!pq.isEmpty()) order.append(pq.poll()).append(' ');
        System.out.println(order.toString().trim());
        PriorityQueue<String> spq = new PriorityQueue<>(Collections.reverseOrder());
        for (String s : "delta alpha echo bravo charlie".split(" ")) spq.offer(s);
        System.out.println(spq);
        StringBuilder so = new StringBuilder();
        while (spq.size() > 0) so.append(spq.remove()).append(' ');
        System.out.println(so.toString().trim());
        PriorityQueue<int[]> tasks = new PriorityQueue<>(new Comparator<int[]>() {
            public int compare(int[] a, int[] b) { return a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(b[1], a[1]); }
        });
        for (int i = 0; i < 10; i++) tasks.add(new int[]{i % 3, i});
        StringBuilder to = new StringBuilder();
        while (!tasks.isEmpty()) { int[] t = tasks.poll(); to.append(t[0]).append('/').append(t[1]).append(' '); }
        System.out.println(to.toString().trim());
        Queue<String> q = new LinkedList<>();
        q.offer("x"); q.offer("y"); q.add("z");
        System.out.println(q.poll() + " " + q.peek() + " " + q + " " + q.element());
        Deque<Character> stack = new ArrayDeque<>();
        String expr = "{[()()]}([)]";
        for (int part = 0; part < 2; part++) {
            String e = part == 0 ? expr.substring(0, 8) : expr.substring(8);
            stack.clear();
            boolean ok = true;
            for (char c : e.toCharArray()) {
                if ("([{".indexOf(c) >= 0) stack.push(c);
                else {
                    if (stack.isEmpty()) { ok = false; break; }
                    char o = stack.pop();
                    if ("([{".indexOf(o) != ")]}".indexOf(c)) { ok = false; break; }
                }
            }
            System.out.println(e + " balanced=" + (ok && stack.isEmpty()));
        }
        try {
            new ArrayDeque<Integer>().removeFirst();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE");
        }
        System.out.println(new ArrayDeque<Integer>().pollFirst());
        PriorityQueue<Integer> heap = new PriorityQueue<>();
        Random r = new Random(123);
        long cs = 0;
        for (int i = 0; i < 5000; i++) { heap.add(r.nextInt(100000)); if (i % 3 == 2) cs = cs * 31 + heap.poll(); }
        System.out.println(heap.size() + " " + cs);
    }
}
