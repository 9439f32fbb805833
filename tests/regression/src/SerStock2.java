import java.io.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

/*
 * Interoperability, reading side, for the classes SerMore writes:
 * serstock2/stock.ser is a stream the stock JVM wrote with this program's
 * --out mode (Properties, EnumMap, IdentityHashMap, PriorityQueue, BitSet,
 * CopyOnWriteArrayList/Set, ConcurrentLinkedQueue, AtomicBoolean,
 * AtomicReference, the atomic arrays, File, URI); each object read back is
 * printed and compared with the one this program builds.  Properties and
 * PriorityQueue must also iterate in the stock JVM's order.  To write the
 * stream again, in tests/regression:
 *   ./run.sh --filter '^SerStock2$'      (compiles build/default)
 *   java -cp build/default SerStock2 --out src/SerStock2.res/serstock2/stock.ser
 */
public class SerStock2 {
    enum Size { S, M, L }

    static Object[] graph() {
        Properties defs = new Properties();
        defs.setProperty("colour", "blue");
        Properties p = new Properties(defs);
        for (int i = 0; i < 20; i++) p.setProperty("p" + (i * 13 % 20), "v" + i);
        EnumMap<Size, String> em = new EnumMap<Size, String>(Size.class);
        em.put(Size.L, "large");
        em.put(Size.S, "small");
        IdentityHashMap<Object, Object> ih = new IdentityHashMap<Object, Object>();
        ih.put(Size.M, Size.L);
        PriorityQueue<String> pq = new PriorityQueue<String>();
        pq.addAll(Arrays.asList("pear", "apple", "fig", "kiwi", "date"));
        BitSet bs = new BitSet();
        bs.set(0);
        bs.set(129);
        CopyOnWriteArraySet<Integer> cs = new CopyOnWriteArraySet<Integer>(Arrays.asList(3, 1, 2));
        ConcurrentLinkedQueue<String> q = new ConcurrentLinkedQueue<String>(Arrays.asList("first", "second"));
        return new Object[] {
            p, em, ih, pq, bs, new BitSet(100), new CopyOnWriteArrayList<Object>(Arrays.asList("c", null)), cs, q,
            new AtomicBoolean(true), new AtomicReference<Object>(Size.S), new AtomicIntegerArray(new int[] { 4, 5 }),
            new AtomicLongArray(new long[] { -1L }), new AtomicReferenceArray<Object>(new Object[] { "r", 6 }),
            new File("/usr/share/doc"), java.net.URI.create("http://[::1]:8/a%2Fb?q#f"),
        };
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 2 && args[0].equals("--out")) {
            ObjectOutputStream oo = new ObjectOutputStream(new FileOutputStream(args[1]));
            for (Object o : graph()) oo.writeObject(o);
            oo.close();
            return;
        }
        InputStream in = SerStock2.class.getResourceAsStream("/serstock2/stock.ser");
        ObjectInputStream oi = new ObjectInputStream(new BufferedInputStream(in));
        Object[] expect = graph();
        for (int i = 0; i < expect.length; i++) {
            Object o = oi.readObject();
            boolean eq = o.equals(expect[i]);
            if (o instanceof PriorityQueue || o instanceof ConcurrentLinkedQueue || o.getClass().getName().contains("atomic"))
                eq = o.toString().equals(expect[i].toString());
            String extra = o instanceof BitSet ? " size=" + ((BitSet) o).size() : "";
            System.out.println(i + ": " + o.getClass().getName() + " " + o + " equal=" + eq + extra);
        }
        Properties p = (Properties) expect[0];
        Properties back = (Properties) new ObjectInputStream(new ByteArrayInputStream(serialize(p))).readObject();
        System.out.println("properties defaults: " + back.getProperty("colour") + " keys " + back.keySet());
        System.out.println("end: " + oi.read());
    }

    static byte[] serialize(Object o) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ObjectOutputStream oo = new ObjectOutputStream(bo);
        oo.writeObject(o);
        oo.close();
        return bo.toByteArray();
    }
}
