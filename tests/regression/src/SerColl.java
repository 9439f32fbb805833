import java.io.*;
import java.util.*;

/*
 * The stock JVM's serial form of the library's collections: LinkedList,
 * LinkedHashMap (insertion and access order), TreeMap, TreeSet, Hashtable
 * (grown, with chains), Vector (spare capacity written as nulls), Stack,
 * ArrayDeque (a wrapped ring) and Date.  Each stream is printed in hex, so
 * the bytes are compared with the stock JVM's; read back, each object must
 * equal the original, iterate in the same order and still work.
 */
public class SerColl {
    static byte[] ser(Object... objs) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ObjectOutputStream oo = new ObjectOutputStream(bo);
        for (Object o : objs) oo.writeObject(o);
        oo.close();
        return bo.toByteArray();
    }

    static Object[] deser(byte[] b, int n) throws Exception {
        ObjectInputStream oi = new ObjectInputStream(new ByteArrayInputStream(b));
        Object[] r = new Object[n];
        for (int i = 0; i < n; i++) r[i] = oi.readObject();
        return r;
    }

    static void hex(String label, byte[] b) {
        StringBuilder sb = new StringBuilder(label + " (" + b.length + " bytes)");
        for (int i = 0; i < b.length; i++) {
            if (i % 32 == 0) sb.append("\n  ");
            sb.append(String.format("%02x", b[i] & 0xFF));
        }
        System.out.println(sb);
    }

    static Object round(String label, Object o) throws Exception {
        byte[] b = ser(o);
        hex(label, b);
        Object r = deser(b, 1)[0];
        Object shown = r instanceof Date ? (Object) ((Date) r).getTime() : r;   // not the time zone's
        System.out.println(label + " back: " + r.getClass().getName() + " " + shown + " equal=" + r.equals(o)
                           + " same=" + (r == o));
        return r;
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        LinkedList<Object> ll = new LinkedList<Object>();
        round("linkedlist-empty", ll);
        ll.add("a");
        ll.add(Integer.valueOf(2));
        ll.addFirst("first");
        ll.add(null);
        ll.add("a");
        LinkedList<Object> ll2 = (LinkedList<Object>) round("linkedlist", ll);
        ll2.removeFirst();
        ll2.addLast("z");
        System.out.println("linkedlist after: " + ll2 + " " + ll2.size() + " last=" + ll2.getLast());

        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<String, Integer>();
        for (String s : new String[] { "zeta", "alpha", "mid", "beta", "omega" }) lhm.put(s, s.length());
        lhm.remove("mid");
        lhm.put("mid", 99);
        LinkedHashMap<String, Integer> lhm2 = (LinkedHashMap<String, Integer>) round("linkedhashmap", lhm);
        lhm2.put("new", 1);
        System.out.println("linkedhashmap after: " + lhm2);
        LinkedHashMap<String, Integer> acc = new LinkedHashMap<String, Integer>(8, 0.5f, true);
        for (int i = 0; i < 6; i++) acc.put("k" + i, i);
        acc.get("k2");
        acc.get("k0");
        LinkedHashMap<String, Integer> acc2 = (LinkedHashMap<String, Integer>) round("linkedhashmap-access", acc);
        acc2.get("k3");
        System.out.println("linkedhashmap-access after get: " + acc2);

        TreeMap<String, Object> tm = new TreeMap<String, Object>();
        round("treemap-empty", tm);
        for (int i = 0; i < 20; i++) tm.put("key" + (i * 7 % 20), Integer.valueOf(i));
        tm.put("list", ll);
        TreeMap<String, Object> tm2 = (TreeMap<String, Object>) round("treemap", tm);
        System.out.println("treemap after: first=" + tm2.firstKey() + " head=" + tm2.headMap("key12")
                           + " ceiling=" + tm2.ceilingKey("key55"));

        TreeSet<Integer> ts = new TreeSet<Integer>();
        for (int i = 0; i < 15; i++) ts.add(Integer.valueOf((i * 11) % 17 - 8));
        TreeSet<Integer> ts2 = (TreeSet<Integer>) round("treeset", ts);
        ts2.add(100);
        System.out.println("treeset after: " + ts2 + " sub=" + ts2.subSet(-3, 4) + " desc=" + ts2.descendingSet());
        round("treeset-empty", new TreeSet<String>());

        Hashtable<Object, Object> ht = new Hashtable<Object, Object>();
        round("hashtable-empty", ht);
        for (int i = 0; i < 30; i++) ht.put("h" + i, Integer.valueOf(i * i));
        for (int i = 0; i < 10; i++) ht.put(Integer.valueOf(i * 23), "n" + i);
        ht.remove("h7");
        Hashtable<Object, Object> ht2 = (Hashtable<Object, Object>) round("hashtable", ht);
        ht2.put("after", "x");
        System.out.println("hashtable after: " + ht2);
        Hashtable<String, String> small = new Hashtable<String, String>(3, 0.9f);
        small.put("one", "1");
        small.put("two", "2");
        small.put("three", "3");
        round("hashtable-small", small);

        Vector<Object> v = new Vector<Object>();
        round("vector-empty", v);
        v.add("x");
        v.add(Integer.valueOf(7));
        v.add(null);
        v.add(v.get(0));
        Vector<Object> v2 = (Vector<Object>) round("vector", v);
        System.out.println("vector capacity " + v2.capacity() + " shared=" + (v2.get(0) == v2.get(3)));
        Vector<String> vi = new Vector<String>(3, 5);
        for (int i = 0; i < 4; i++) vi.add("e" + i);
        Vector<String> vi2 = (Vector<String>) round("vector-incr", vi);
        vi2.add("more");
        System.out.println("vector-incr after: " + vi2 + " capacity " + vi2.capacity());
        Stack<String> st = new Stack<String>();
        st.push("bottom");
        st.push("top");
        Stack<String> st2 = (Stack<String>) round("stack", st);
        System.out.println("stack pop: " + st2.pop() + " " + st2);

        ArrayDeque<Object> dq = new ArrayDeque<Object>();
        round("arraydeque-empty", dq);
        for (int i = 0; i < 5; i++) dq.addFirst("f" + i);
        for (int i = 0; i < 5; i++) dq.addLast(Integer.valueOf(i));
        dq.pollFirst();
        byte[] b = ser(dq);
        hex("arraydeque", b);
        ArrayDeque<Object> dq2 = (ArrayDeque<Object>) deser(b, 1)[0];
        System.out.println("arraydeque back: " + dq2 + " " + dq2.size());
        for (int i = 0; i < 40; i++) dq2.addFirst("g" + i);
        System.out.println("arraydeque after: " + dq2.size() + " " + dq2.peekFirst() + " " + dq2.peekLast());

        round("date", new Date(1764115200123L));
        round("date-negative", new Date(-86400000L * 365 * 30 - 5));
        Date d2 = (Date) round("date-zero", new Date(0L));
        System.out.println("date after: " + d2.getTime() + " " + d2.compareTo(new Date(1L)));

        // one stream: shared and nested collections, back-references kept
        List<Object> shared = new LinkedList<Object>(Arrays.asList("s1", "s2"));
        TreeMap<String, Object> outer = new TreeMap<String, Object>();
        outer.put("a", shared);
        outer.put("b", shared);
        Vector<Object> vv = new Vector<Object>();
        vv.add(outer);
        vv.add(shared);
        vv.add(vv);
        b = ser(vv, shared, new Hashtable<String, Object>(Collections.singletonMap("t", outer)));
        hex("nested", b);
        Object[] back = deser(b, 3);
        Vector<Object> vb = (Vector<Object>) back[0];
        TreeMap<String, Object> ob = (TreeMap<String, Object>) vb.get(0);
        System.out.println("nested: " + ob.get("a") + " shared=" + (ob.get("a") == ob.get("b")) + " "
                           + (vb.get(1) == back[1]) + " self=" + (vb.get(2) == vb)
                           + " table=" + (((Hashtable<?, ?>) back[2]).get("t") == ob));
    }
}
