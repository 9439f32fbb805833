import java.util.*;
import java.util.concurrent.*;

public class ConcDeques {
    static void p(Object o) { System.out.println(o); }

    interface Op { Object run() throws Exception; }

    static void t(String what, Op op) {
        try {
            p(what + ": " + op.run());
        } catch (Exception e) {
            p(what + ": " + e.getClass().getName());
        }
    }

    static String fwd(Iterator<?> it) {
        StringBuilder sb = new StringBuilder();
        while (it.hasNext()) sb.append(it.next()).append(' ');
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        final LinkedBlockingDeque<Integer> d = new LinkedBlockingDeque<Integer>(4);
        p(d + " " + d.size() + " " + d.remainingCapacity() + " " + d.peekFirst() + " " + d.peekLast() + " " + d.pollFirst() + " " + d.pollLast() + " " + d.peek() + " " + d.poll());
        t("removeFirst empty", new Op() { public Object run() { return d.removeFirst(); } });
        t("getLast empty", new Op() { public Object run() { return d.getLast(); } });
        t("element empty", new Op() { public Object run() { return d.element(); } });
        t("pop empty", new Op() { public Object run() { return d.pop(); } });
        d.addFirst(2);
        d.addLast(3);
        d.push(1);
        p(d.offerLast(4) + " " + d.offerFirst(0) + " " + d.offer(5) + " " + d + " " + d.remainingCapacity());
        t("addLast full", new Op() { public Object run() { d.addLast(9); return "added"; } });
        t("add full", new Op() { public Object run() { return d.add(9); } });
        t("push full", new Op() { public Object run() { d.push(9); return "pushed"; } });
        t("offerFirst timed full", new Op() { public Object run() throws Exception { return d.offerFirst(9, 20, TimeUnit.MILLISECONDS); } });
        t("offerLast timed full", new Op() { public Object run() throws Exception { return d.offerLast(9, 1, TimeUnit.NANOSECONDS); } });
        p(d.getFirst() + " " + d.getLast() + " " + d.element() + " " + d.peekLast());
        p("fwd " + fwd(d.iterator()) + "| back " + fwd(d.descendingIterator()));
        p(d.takeLast() + " " + d.takeFirst() + " " + d.pollFirst(1, TimeUnit.MILLISECONDS) + " " + d.pollLast(1, TimeUnit.MILLISECONDS) + " " + d);
        p(d.pollFirst(10, TimeUnit.MILLISECONDS) + " " + d.pollLast(0, TimeUnit.SECONDS) + " " + d.poll(1, TimeUnit.MILLISECONDS));
        d.putFirst(7);
        d.putLast(8);
        d.put(7);
        d.offerFirst(8, 1, TimeUnit.SECONDS);
        p(d + " " + d.removeLastOccurrence(7) + " " + d + " " + d.removeFirstOccurrence(8) + " " + d + " " + d.removeLastOccurrence(42) + " " + d.contains(8) + " " + d.contains(null));
        d.clear();
        for (int i = 1; i <= 4; i++) d.add(i * 10);
        Iterator<Integer> it = d.iterator();
        it.next();
        d.pollFirst();
        it.remove();
        p("weak iter " + fwd(it) + "| " + d);
        Iterator<Integer> bi = d.descendingIterator();
        bi.next();
        bi.remove();
        p("desc remove " + d);
        t("null offer", new Op() { public Object run() { return d.offer(null); } });
        t("null addFirst", new Op() { public Object run() { d.addFirst(null); return ""; } });
        t("null putLast", new Op() { public Object run() throws Exception { d.putLast(null); return ""; } });
        t("capacity 0", new Op() { public Object run() { return new LinkedBlockingDeque<Integer>(0); } });
        List<Integer> sink = new ArrayList<Integer>();
        p(d.drainTo(sink, 1) + " " + d.drainTo(sink) + " " + sink + " " + d.isEmpty());
        LinkedBlockingDeque<String> copy = new LinkedBlockingDeque<String>(Arrays.asList("a", "b", "c"));
        p(copy + " " + copy.remainingCapacity() + " " + copy.takeLast() + Arrays.toString(copy.toArray()));
        Thread.currentThread().interrupt();
        t("takeFirst interrupted", new Op() { public Object run() throws Exception { return d.takeFirst(); } });
        p("interrupt cleared " + Thread.currentThread().isInterrupted());

        // Producer/consumer through a small bounded deque: two producers at the ends, two consumers.
        final LinkedBlockingDeque<Integer> bq = new LinkedBlockingDeque<Integer>(3);
        final int n = 3000;
        final long[] sums = new long[2];
        final int[] counts = new int[2];
        Thread[] ts = new Thread[4];
        for (int k = 0; k < 2; k++) {
            final int id = k;
            ts[k] = new Thread() {
                public void run() {
                    try {
                        for (int i = 1; i <= n; i++) {
                            if (id == 0) bq.putFirst(i); else bq.putLast(-i);
                        }
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            };
            ts[k + 2] = new Thread() {
                public void run() {
                    try {
                        for (int i = 0; i < n; i++) {
                            int v = id == 0 ? bq.takeFirst() : bq.takeLast();
                            sums[id] += v;
                            counts[id]++;
                        }
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            };
        }
        for (Thread th : ts) th.start();
        for (Thread th : ts) th.join();
        p("producer/consumer total " + (sums[0] + sums[1]) + " count " + (counts[0] + counts[1]) + " left " + bq.size());

        // ConcurrentLinkedDeque.
        final ConcurrentLinkedDeque<String> c = new ConcurrentLinkedDeque<String>();
        p(c + " " + c.isEmpty() + " " + c.peekFirst() + " " + c.pollLast() + " " + c.peek() + " " + c.poll());
        t("cld removeFirst empty", new Op() { public Object run() { return c.removeFirst(); } });
        t("cld getFirst empty", new Op() { public Object run() { return c.getFirst(); } });
        t("cld pop empty", new Op() { public Object run() { return c.pop(); } });
        c.add("b");
        c.addFirst("a");
        c.offerLast("c");
        c.push("z");
        c.offerFirst("y");
        c.addLast("a");
        p(c + " " + c.size() + " " + c.getFirst() + " " + c.getLast() + " " + c.element() + " " + c.contains("c") + " " + c.contains("q"));
        p(c.removeLastOccurrence("a") + " " + c + " " + c.removeFirstOccurrence("z") + " " + c.remove("nope") + " " + c);
        p(c.pop() + " " + c.removeLast() + " " + c.remove() + " " + c + " " + fwd(c.descendingIterator()));
        t("cld null add", new Op() { public Object run() { return c.add(null); } });
        t("cld null push", new Op() { public Object run() { c.push(null); return ""; } });
        t("cld null remove", new Op() { public Object run() { return c.remove(null); } });
        t("cld null contains", new Op() { public Object run() { return c.contains(null); } });
        t("cld addAll self", new Op() { public Object run() { return c.addAll(c); } });
        c.addAll(Arrays.asList("p", "q", "r"));
        Iterator<String> ci = c.iterator();
        while (ci.hasNext()) { String s = ci.next(); if (s.equals("q")) ci.remove(); else if (s.equals("r")) c.removeFirst(); }
        p("cld iterate " + c + " " + (c instanceof BlockingDeque) + " " + (c instanceof Deque));
        ConcurrentLinkedDeque<String> cc = new ConcurrentLinkedDeque<String>(Arrays.asList("x", "y"));
        p(cc + " " + Arrays.toString(cc.toArray(new String[0])));
        cc.clear();
        p(cc.size());

        // Work stealing style: the owner polls the head, thieves poll the tail; every item is taken once.
        final ConcurrentLinkedDeque<Integer> work = new ConcurrentLinkedDeque<Integer>();
        for (int i = 0; i < 4000; i++) work.addLast(i);
        final long[] got = new long[3];
        final int[] cnt = new int[3];
        Thread[] ws = new Thread[3];
        for (int k = 0; k < 3; k++) {
            final int id = k;
            ws[k] = new Thread() {
                public void run() {
                    Integer v;
                    while ((v = id == 0 ? work.pollFirst() : work.pollLast()) != null) {
                        got[id] += v;
                        cnt[id]++;
                    }
                }
            };
            ws[k].start();
        }
        for (Thread w : ws) w.join();
        p("stolen total " + (got[0] + got[1] + got[2]) + " + " + (cnt[0] + cnt[1] + cnt[2]) + " items, left " + work.size());
    }
}
