import java.io.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

/*
 * The stock JVM's serial form of Properties (its entries in the order of
 * the stock JVM's internal ConcurrentHashMap, the simulated Hashtable
 * sizes), EnumMap, IdentityHashMap, PriorityQueue, BitSet (trimmed or
 * not), CopyOnWriteArrayList/Set, ConcurrentLinkedQueue, AtomicBoolean,
 * AtomicReference, the atomic arrays, File and URI.  Each stream is printed in
 * hex, so the bytes are compared with the stock JVM's; read back, each
 * object must equal the original or behave the same.  The blocking queues
 * (whose stock form holds lock objects Ristretto does not have) only
 * round-trip.
 */
public class SerMore {
    enum Color { RED, GREEN, BLUE, CYAN { public String toString() { return "cyan!"; } } }

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
        System.out.println(label + " back: " + r.getClass().getName() + " " + r + " equal=" + r.equals(o));
        return r;
    }

    static Object quiet(String label, Object o) throws Exception {
        Object r = deser(ser(o), 1)[0];
        System.out.println(label + " back: " + r.getClass().getName() + " " + r);
        return r;
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        // Properties: order of the stock JVM's ConcurrentHashMap (grown, a
        // collision chain split), the simulated bucket count and threshold
        round("properties-empty", new Properties());
        Properties p = new Properties();
        p.setProperty("user", "ann");
        p.setProperty("home", "/home/ann");
        p.put("Aa", "collides with BB");
        p.put("BB", "x");
        round("properties", p);
        Properties big = new Properties();
        for (int i = 0; i < 40; i++) big.setProperty("key" + (i * 37 % 100), "v" + i);
        big.remove("key74");
        Properties big2 = (Properties) round("properties-grown", big);
        System.out.println("properties-grown keys: " + big2.keySet());
        big2.setProperty("extra", "1");
        System.out.println("properties-grown after put: " + big2.getProperty("extra") + " " + big2.size());
        Properties withDefaults = new Properties(p);
        withDefaults.setProperty("user", "bob");
        Properties wd = (Properties) round("properties-defaults", withDefaults);
        System.out.println("properties-defaults: " + wd.getProperty("user") + " " + wd.getProperty("home") + " "
                           + new TreeSet<String>(wd.stringPropertyNames()));
        Properties loaded = new Properties();
        loaded.load(new StringReader("a=1\nb : 2\nc 3\n# comment\nlong.key.name=value with spaces\n"));
        round("properties-loaded", loaded);
        System.out.println("properties clone: " + ((Properties) big.clone()).equals(big) + " " + big.clone());

        EnumMap<Color, Object> em = new EnumMap<Color, Object>(Color.class);
        round("enummap-empty", em);
        em.put(Color.CYAN, 4);
        em.put(Color.RED, null);
        em.put(Color.GREEN, "g");
        EnumMap<Color, Object> em2 = (EnumMap<Color, Object>) round("enummap", em);
        em2.put(Color.BLUE, "b");
        em2.remove(Color.RED);
        System.out.println("enummap after: " + em2 + " " + em2.containsKey(Color.RED) + " " + em2.size());

        IdentityHashMap<Object, Object> ih = new IdentityHashMap<Object, Object>();
        round("identityhashmap-empty", ih);
        ih.put(Color.GREEN, "green");
        IdentityHashMap<Object, Object> ih2 = (IdentityHashMap<Object, Object>) round("identityhashmap", ih);
        System.out.println("identityhashmap get: " + ih2.get(Color.GREEN));
        IdentityHashMap<Object, Object> many = new IdentityHashMap<Object, Object>();
        for (Color c : Color.values()) many.put(c, c.ordinal());
        many.put(null, "null key");
        IdentityHashMap<Object, Object> many2 = (IdentityHashMap<Object, Object>) deser(ser(many), 1)[0];
        System.out.println("identityhashmap many: " + many2.size() + " " + many2.equals(many) + " " + many2.get(null)
                           + " " + new TreeMap<Object, Object>(Collections.singletonMap("c", many2.get(Color.CYAN))));

        PriorityQueue<Integer> pq = new PriorityQueue<Integer>();
        round("priorityqueue-empty", pq);
        for (int x : new int[] { 5, 3, 9, 1, 7, 3, 8 }) pq.add(x);
        pq.poll();
        PriorityQueue<Integer> pq2 = (PriorityQueue<Integer>) round("priorityqueue", pq);
        StringBuilder drained = new StringBuilder();
        while (!pq2.isEmpty()) drained.append(pq2.poll()).append(' ');
        System.out.println("priorityqueue drained: " + drained);
        PriorityQueue<String> pqr = new PriorityQueue<String>(4, Collections.<String>reverseOrder());
        pqr.addAll(Arrays.asList("b", "d", "a", "c"));
        PriorityQueue<String> pqr2 = (PriorityQueue<String>) round("priorityqueue-reverse", pqr);
        pqr2.add("e");
        System.out.println("priorityqueue-reverse: " + pqr2.peek() + " " + pqr2 + " " + pqr2.comparator().compare("a", "b"));

        BitSet bs = new BitSet();
        round("bitset-empty", bs);
        round("bitset-0", new BitSet(0));
        BitSet sticky = new BitSet(200);
        sticky.set(1);
        sticky.set(70);
        BitSet s2 = (BitSet) round("bitset-sized", sticky);
        System.out.println("bitset-sized: " + s2.size() + " " + s2.length() + " " + s2.cardinality());
        BitSet grown = new BitSet();
        grown.set(3);
        grown.set(300);
        grown.clear(300);
        grown.set(100);
        System.out.println("bitset-grown size before: " + grown.size());
        BitSet g2 = (BitSet) round("bitset-grown", grown);
        System.out.println("bitset-grown: size after " + grown.size() + " back " + g2.size() + " " + g2);
        BitSet cl = new BitSet();
        cl.set(500);
        cl.clear(500);
        cl.set(2);
        System.out.println("bitset clone: " + cl.size() + " " + ((BitSet) cl.clone()).size() + " " + cl.size());
        BitSet o = new BitSet();
        o.or(sticky);
        System.out.println("bitset or: " + o.size() + " " + o);

        CopyOnWriteArrayList<Object> cow = new CopyOnWriteArrayList<Object>(Arrays.asList("a", null, 3));
        CopyOnWriteArrayList<Object> cow2 = (CopyOnWriteArrayList<Object>) round("cowarraylist", cow);
        cow2.add("added");
        cow2.remove(0);
        System.out.println("cowarraylist after: " + cow2);
        round("cowarraylist-empty", new CopyOnWriteArrayList<Object>());
        CopyOnWriteArraySet<String> cs = new CopyOnWriteArraySet<String>(Arrays.asList("x", "y", "x"));
        CopyOnWriteArraySet<String> cs2 = (CopyOnWriteArraySet<String>) round("cowarrayset", cs);
        System.out.println("cowarrayset after: " + cs2.add("y") + " " + cs2.add("z") + " " + cs2);

        ConcurrentLinkedQueue<Object> q = new ConcurrentLinkedQueue<Object>(Arrays.asList("q1", "q2"));
        q.add(3);
        q.poll();
        ConcurrentLinkedQueue<Object> q2 = (ConcurrentLinkedQueue<Object>) round("concurrentlinkedqueue", q);
        q2.offer("q4");
        System.out.println("concurrentlinkedqueue after: " + q2.poll() + " " + q2 + " " + q2.size());
        round("concurrentlinkedqueue-empty", new ConcurrentLinkedQueue<Object>());

        AtomicBoolean ab = (AtomicBoolean) round("atomicboolean", new AtomicBoolean(true));
        System.out.println("atomicboolean after: " + ab.compareAndSet(true, false) + " " + ab);
        AtomicReference<Object> ar = (AtomicReference<Object>) round("atomicreference", new AtomicReference<Object>("ref"));
        System.out.println("atomicreference after: " + ar.getAndSet(7) + " " + ar);
        round("atomicreference-null", new AtomicReference<Object>());
        AtomicIntegerArray aia = (AtomicIntegerArray) round("atomicintegerarray", new AtomicIntegerArray(new int[] { 1, -2, 3 }));
        System.out.println("atomicintegerarray after: " + aia.incrementAndGet(1) + " " + aia);
        AtomicLongArray ala = (AtomicLongArray) round("atomiclongarray", new AtomicLongArray(new long[] { Long.MIN_VALUE, 5 }));
        System.out.println("atomiclongarray after: " + ala.addAndGet(1, 10) + " " + ala);
        AtomicReferenceArray<String> ara = (AtomicReferenceArray<String>) round("atomicreferencearray",
            new AtomicReferenceArray<String>(new String[] { "s", null }));
        ara.set(1, "t");
        System.out.println("atomicreferencearray after: " + ara + " " + ara.length());

        File f = (File) round("file", new File("/tmp/some dir/name.txt"));
        System.out.println("file back: " + f.getName() + " " + f.getParent() + " " + f.isAbsolute());
        round("file-relative", new File("a/b/../c"));
        round("file-empty", new File(""));

        java.net.URI uri = (java.net.URI) round("uri", new java.net.URI("http://user@host:8080/p%20q?x=1#frag"));
        System.out.println("uri back: " + uri.getHost() + " " + uri.getPort() + " " + uri.getPath() + " " + uri.getFragment());
        round("uri-opaque", java.net.URI.create("mailto:someone@example.com"));

        // the blocking queues: round trips only (the stock form holds its locks)
        LinkedBlockingQueue<String> lbq = new LinkedBlockingQueue<String>(5);
        lbq.add("l1");
        lbq.add("l2");
        LinkedBlockingQueue<String> lbq2 = (LinkedBlockingQueue<String>) quiet("linkedblockingqueue", lbq);
        System.out.println("  remaining " + lbq2.remainingCapacity() + " " + lbq2.offer("l3") + " " + lbq2.take());
        ArrayBlockingQueue<String> abq = new ArrayBlockingQueue<String>(2);
        abq.add("a1");
        abq.add("a2");
        ArrayBlockingQueue<String> abq2 = (ArrayBlockingQueue<String>) quiet("arrayblockingqueue", abq);
        System.out.println("  remaining " + abq2.remainingCapacity() + " " + abq2.offer("a3") + " " + abq2.poll());
        LinkedBlockingDeque<String> lbd = new LinkedBlockingDeque<String>(3);
        lbd.addFirst("d1");
        lbd.addFirst("d0");
        LinkedBlockingDeque<String> lbd2 = (LinkedBlockingDeque<String>) quiet("linkedblockingdeque", lbd);
        System.out.println("  remaining " + lbd2.remainingCapacity() + " " + lbd2.pollLast());

        // all in one stream: shared objects stay shared
        Object[] back = deser(ser(p, p, cow, cs), 4);
        System.out.println("shared: " + (back[0] == back[1]) + " " + back[0].equals(p) + " " + back[3]);

        // Optional is not serializable, on the stock JVM either
        try {
            ser(Optional.of("x"));
            System.out.println("optional: written");
        } catch (NotSerializableException e) {
            System.out.println("optional: NotSerializableException " + e.getMessage());
        }
    }
}
