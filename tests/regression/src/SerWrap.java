import java.io.*;
import java.util.*;

/*
 * The stock JVM's serial form of java.util.Collections' objects: the
 * unmodifiable and synchronized wrappers (a random-access list's wrapper is
 * written as the plain list wrapper), the empty collections (read back as
 * the same instances), the singletons, nCopies and the reverse-order
 * comparators.  Each stream is printed in hex, so the bytes are compared
 * with the stock JVM's; read back, each object must equal the original and
 * keep its behaviour.
 */
public class SerWrap {
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
        System.out.println(label + " back: " + r + " equal=" + r.equals(o) + " same=" + (r == o)
                           + " randomAccess=" + (r instanceof RandomAccess));
        return r;
    }

    static void tryAdd(String label, Collection<Object> c) {
        try {
            c.add("x");
            System.out.println(label + " add: ok " + c);
        } catch (UnsupportedOperationException e) {
            System.out.println(label + " add: unsupported");
        }
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        ArrayList<Object> al = new ArrayList<Object>(Arrays.asList("a", "b"));
        LinkedList<Object> ll = new LinkedList<Object>(Arrays.asList("c", "d"));
        tryAdd("unmodifiableList", (List<Object>) round("unmodifiableList", Collections.unmodifiableList(al)));
        round("unmodifiableList-linked", Collections.unmodifiableList(ll));
        round("unmodifiableCollection", Collections.unmodifiableCollection(ll));
        round("unmodifiableSet", Collections.unmodifiableSet(new TreeSet<String>(Arrays.asList("s", "t"))));
        round("unmodifiableSortedSet", Collections.unmodifiableSortedSet(new TreeSet<String>(Arrays.asList("u"))));
        Map<String, Integer> tm = new TreeMap<String, Integer>();
        tm.put("one", 1);
        tm.put("two", 2);
        round("unmodifiableMap", Collections.unmodifiableMap(tm));

        List<Object> sl = (List<Object>) round("synchronizedList", Collections.synchronizedList(al));
        sl.add("added");
        System.out.println("synchronizedList after: " + sl + " original " + al);
        round("synchronizedList-linked", Collections.synchronizedList(ll));
        tryAdd("synchronizedSet", (Set<Object>) round("synchronizedSet",
              Collections.synchronizedSet(new TreeSet<Object>(Arrays.asList("p")))));
        round("synchronizedCollection", Collections.synchronizedCollection(ll));
        round("synchronizedMap", Collections.synchronizedMap(tm));

        round("emptyList", Collections.emptyList());
        round("emptySet", Collections.emptySet());
        round("emptyMap", Collections.emptyMap());
        tryAdd("emptyList", (List<Object>) deser(ser(Collections.emptyList()), 1)[0]);
        tryAdd("singletonList", (List<Object>) round("singletonList", Collections.singletonList("only")));
        round("singleton", Collections.singleton(Integer.valueOf(5)));
        Map<String, String> sm = (Map<String, String>) round("singletonMap", Collections.singletonMap("k", "v"));
        System.out.println("singletonMap get: " + sm.get("k") + " " + sm.get("x") + " " + sm.entrySet());
        round("nCopies", Collections.nCopies(3, "copy"));

        Comparator<String> rev = Collections.reverseOrder();
        Comparator<String> rev2 = (Comparator<String>) deser(ser(rev), 1)[0];
        hex("reverseOrder", ser(rev));
        System.out.println("reverseOrder back same: " + (rev2 == rev) + " " + rev2.compare("a", "b"));
        TreeSet<String> ts = new TreeSet<String>(rev);
        ts.addAll(Arrays.asList("m", "z", "a"));
        TreeSet<String> ts2 = (TreeSet<String>) round("treeset-reversed", ts);
        ts2.add("q");
        System.out.println("treeset-reversed after: " + ts2);

        // one stream: a wrapper shared, and the list it wraps written again
        List<Object> u = Collections.unmodifiableList(al);
        byte[] b = ser(u, al, u);
        hex("shared", b);
        Object[] back = deser(b, 3);
        System.out.println("shared back: " + back[0] + " " + back[1] + " same=" + (back[0] == back[2]));
    }
}
